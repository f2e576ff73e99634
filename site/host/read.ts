/**
 * The host's reads of the database, one object (Reads) handed to the pages made from it (site/host/fresh-pages.ts):
 * each read as the widget reads it, logged and answered `undefined` when the database cannot say.
 */
import { createConnection, type Connection } from '../../widgets/runtime/connection.ts';
import { rest } from '../../widgets/runtime/rest.ts';
import { fetchBlogPage, fetchFeed, fetchNewsTypes, fetchPost, type NewsCard, type NewsRow } from '../../widgets/tables/news.ts';
import { fetchStorePage, type StorePage } from '../../widgets/tables/products.ts';
import type { BlogListing } from '../templates/blog.tsx';
import { readContent, type Content } from '../snapshot.ts';

/** Every read of the host; undefined: the database cannot say now. */
export interface Reads {
  /** The published tables as the pages other than the lists' show them (site/snapshot.ts readContent). */
  content: () => Promise<Content | undefined>;
  /** A post by id: the row, null when there is none. */
  post: (id: string) => Promise<NewsRow | null | undefined>;
  /** The feed's posts (the newest FEED_ITEMS cards). */
  feed: () => Promise<NewsCard[] | undefined>;
  /** A page of the blog's list, with the types (issue 27). */
  blogPage: (type: string | null, page: number) => Promise<BlogListing | undefined>;
  /** Every post's id, newest first (the sitemap). */
  postIds: () => Promise<string[] | undefined>;
  /** A page of the store, with the count. */
  storePage: (page: number) => Promise<StorePage | undefined>;
}

/** A read through `client` (the local backend in-process, or the hosted project's REST API); undefined when it cannot say. */
export function reader<A extends unknown[], T>(
  client: () => Connection | undefined,
  what: string,
  read: (c: Connection, ...args: A) => Promise<T>,
) {
  return async (...args: A): Promise<T | undefined> => {
    const c = client();
    if (!c) return undefined;
    try {
      return await read(c, ...args);
    } catch (err) {
      console.error(`[host] Reading ${what} failed (${(err as { code?: string }).code ?? 'error'})`);
      return undefined;
    }
  };
}

/** Rows a read of every post's id asks for at once (a hosted project answers at most 1,000 by default). */
const IDS_PER_READ = 1000;

async function fetchPostIds(c: Connection): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const { data, error } = await rest(c)
      .from('news')
      .select('id')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(ids.length, ids.length + IDS_PER_READ - 1);
    if (error && error.code !== 'PGRST103') throw error;
    const rows = (data ?? []) as { id: string }[];
    ids.push(...rows.map((r) => String(r.id)));
    if (rows.length < IDS_PER_READ) return ids;
  }
}

/** The host's reads through `client` (undefined until the database can be asked). */
export function hostReads(client: () => Connection | undefined): Reads {
  return {
    content: reader(client, 'the published tables', (c) => readContent(c, { posts: 'newest' })),
    post: reader(client, 'blog post', (c, id: string) => fetchPost(id, c)),
    feed: reader(client, 'blog posts', (c) => fetchFeed(c)),
    blogPage: reader(client, 'the blog list', async (c, type: string | null, page: number): Promise<BlogListing> => {
      const [cards, types] = await Promise.all([fetchBlogPage(type, page, c), fetchNewsTypes(c)]);
      return { ...cards, type, page, types };
    }),
    postIds: reader(client, 'the post ids', fetchPostIds),
    storePage: reader(client, 'the store', (c, page: number) => fetchStorePage(page, c)),
  };
}

/** A client over an in-process handler (the local backend's `handle`), with the anon key: what a visitor may read. */
export function inProcessClient(origin: string, anonKey: string, handle: (req: Request) => Promise<Response | null>): Connection {
  const fetchImpl: typeof fetch = async (input, init) => (await handle(new Request(input, init))) ?? new Response(null, { status: 404 });
  return createConnection(origin, anonKey, fetchImpl);
}
