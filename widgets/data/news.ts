/**
 * The news table (docs/product.md §3, §7.3): the ticker and the blog list read the same rows, newest first,
 * under one cache key, so a page holding both makes one request. Each widget declares its own error policy.
 */
import { backend, type Backend } from '../runtime/backend';
import { clinic } from '../content/clinic';
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

/** The cache key of one post (docs/product.md §7.4): `blog-post` plus its id. */
export const postKey = (id: string) => ['blog-post', id] as const;

/**
 * One post by id (docs/product.md §7.4), or null when there is none. An id that is not a uuid is a post that
 * does not exist (Postgres answers 22P02), not a failure.
 */
export async function fetchPost(id: string, client: Backend = backend()): Promise<NewsRow | null> {
  const { data, error } = await rest(client).from('news').select('*').eq('id', id).maybeSingle();
  if (error) {
    if (error.code === '22P02') return null;
    throw error;
  }
  return (data as NewsRow | null) ?? null;
}

// Made on first use: a formatter with a time zone loads the zone's data, a few milliseconds of main thread that a
// page showing no date (the home page's ticker imports this module) should not spend while it hydrates.
let longDate: Intl.DateTimeFormat | undefined;

/** A post's date as docs/product.md §2 shows it: long month, day, year ("November 3, 2026"), on the clinic's clock. */
export function postDate(createdAt: string | undefined): string {
  const d = createdAt ? new Date(createdAt) : undefined;
  if (!d || Number.isNaN(d.getTime())) return '';
  longDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: clinic.timeZone });
  return longDate.format(d);
}

/** A post's text as paragraphs: split on blank lines, each kept as plain text (never HTML). */
export const paragraphs = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The distinct post types in the order they first appear (the blog's filter buttons). */
export const postTypes = (rows: readonly NewsRow[]) => [...new Set(rows.map((r) => r.type?.trim()).filter((t): t is string => !!t))];

/** A post's address from a template such as `/blog/{id}` (the blog's `post-url`). */
export const postHref = (template: string, id: string) => template.replace('{id}', encodeURIComponent(id));
