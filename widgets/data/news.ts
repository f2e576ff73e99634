/**
 * The news table (docs/product.md §3, §7.3): the ticker and the blog list read the same rows, newest first,
 * under one cache key, so a page holding both makes one request. Each widget declares its own error policy.
 */
import { backend, type Backend } from '../runtime/backend';
import { rest } from '../runtime/rest';

export interface NewsRow {
  id: string;
  title: string;
  content: string;
  type?: string | null;
  source?: string | null;
  created_at?: string;
}

/** The cache key of the list (docs/product.md §7.3), shared by the ticker and the blog. */
export const NEWS_KEY = 'blog-posts';

/** `client`: the page's shared client; the site build passes its own (site/snapshot.ts). */
export async function fetchNews(client: Backend = backend()): Promise<NewsRow[]> {
  const { data, error } = await rest(client).from('news').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as NewsRow[];
}
