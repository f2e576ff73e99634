/**
 * Fresh without a rebuild (issue 27): the data-driven pages as the database has them now, each made at most once
 * per PAGE_TTL_MS and shared by every request in between (site/host/page-cache.ts); a write to the published tables,
 * when the host mounts the local backend, drops them at once (invalidate). The answers are Entities (static.ts):
 * compressed once, ETag, 304.
 *
 * - page(): a route of site/routes.ts whose markup shows the published tables (home, any page carrying news,
 *   products or testimonials), rendered with the build's page function (site/host/pages.ts) from one read of
 *   those tables per TTL (readContent of site/snapshot.ts: the build's own reads), and a post the build wrote
 *   (/blog/<id>, read by id: an edit shows, a deleted post is 404). Which routes show the tables is found, not
 *   listed: the markup changes when the tables are emptied (tried once per route and process).
 * - cached(): the same cache for pages made elsewhere (the blog's list pages and feed, site/host/blog.ts, site.ts).
 *
 * Anything that cannot be read or rendered is the build's file: a database that fails never makes an error page.
 * The blog's list (/blog…) is blog.ts's and the store's pages (/store…) are store.ts's, each read as its widget
 * reads it (a page and the count): page() leaves them alone, so each page has one way in (site.ts).
 */
import { routes } from '../routes.ts';
import { SITE_PAGES } from '../../widgets/content/navigation.ts';
import { outFile, type Route } from '../render/page.ts';
import type { Content } from '../snapshot.ts';
import type { NewsRow } from '../../widgets/data/news.ts';
import { createPageCache, pageTtl, type PageCache } from './page-cache.ts';
import { renderGate, type Gate } from './render-gate.ts';
import { pageRenderer, type RenderRoute } from './pages.ts';
import { postRoute } from './blog.ts';
import type { Target } from './rewrites.ts';
import { Entity, type LivePage } from './static.ts';

export interface LiveOptions {
  dist: string;
  /** The published tables now; undefined when they cannot be read (the build's pages are served then). */
  readContent: () => Promise<Content | undefined>;
  /** A post by id: the row, null when there is none, undefined when it cannot be known. */
  findPost: (id: string) => Promise<NewsRow | null | undefined>;
  /** Default pageTtl() (PAGE_TTL_MS, or a shorter LIVE_PAGE_TTL_MS). */
  ttlMs?: number;
  now?: () => number;
}

/** A page made from the database: its body and the path whose cache policy it takes (site/host/headers.ts). */
export type { LivePage } from './static.ts';

export interface LiveSite {
  /** `target`'s page from the database; undefined: serve the build's answer; null: no such page (404). */
  page(target: Target): Promise<LivePage | null | undefined>;
  /**
   * `make`'s answer for `key`, made once per TTL (undefined, "cannot say", is asked again after a few seconds),
   * through the render gate (render-gate.ts: rejects with Busy when its line is full).
   */
  cached<T>(key: string, make: () => Promise<T | null | undefined>): Promise<T | null | undefined>;
  /**
   * The same for a lookup whose key a visitor chooses (a post by the id in its address): kept apart, at most
   * LOOKUPS_KEPT, so random ids answered "no such post" neither grow memory nor push the pages out.
   */
  lookup<T>(key: string, make: () => Promise<T | null | undefined>): Promise<T | null | undefined>;
  /** Drops every page made (a write to the published tables). */
  invalidate(): void;
}

/** The lists with readers of their own (site/host/blog.ts, store.ts): their pages are not page()'s. */
const LISTS = [SITE_PAGES.blog.path, SITE_PAGES.store.path];

/** The routes page() may render from the database: site/routes.ts but the lists' pages. */
export const liveRoutes = (): readonly Route[] =>
  routes.filter((r) => !LISTS.some((list) => r.path === list || r.path.startsWith(`${list}/`)));

/** Lookups kept (answers and "no such post" alike), the oldest going first. */
export const LOOKUPS_KEPT = 2000;

const EMPTY: Content = { news: [], products: [], testimonials: [] };

/** The data read once per TTL and every page made from it (dropped with it). */
interface Current {
  content: Content;
  made: Map<string, Promise<Entity | undefined>>;
}

/** A post's file (blog/<id>/index.html, decoded), not the list's pages (blog/page/2/index.html). */
const POST_PATH = /^\/blog\/(?!page\/|type\/)([^/]+)\/index\.html$/;

/** Made once per read: concurrent callers share the promise; a failed render is the build's file. */
function once(cur: Current, key: string, make: () => string | Entity | undefined): Promise<Entity | undefined> {
  let p = cur.made.get(key);
  if (!p) {
    p = Promise.resolve().then(() => {
      try {
        const out = make();
        return typeof out === 'string' ? new Entity(out) : out;
      } catch (err) {
        console.error(`[host] Rendering ${key} from the database failed: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    });
    cur.made.set(key, p);
  }
  return p;
}

/** Whether a route's markup shows the published tables: rendered with the build's and with none, once per route. */
function contentProbe(): (render: RenderRoute, route: Route) => boolean {
  const known = new Map<string, boolean>();
  return (render, route) => {
    let shows = known.get(route.path);
    if (shows === undefined) {
      try {
        shows = render(route, {}) !== render(route, EMPTY);
      } catch {
        shows = false; // a page the host cannot make (the catalogue needs the build's manifest): the build's file
      }
      known.set(route.path, shows);
    }
    return shows;
  };
}

/** `cache`'s value for a key, made through `gate`; a failure is logged and answered "cannot say" (undefined). */
const gated =
  (cache: PageCache<unknown>, gate: Gate) =>
  <T>(key: string, make: () => Promise<T | null | undefined>) =>
    cache.get(key, () =>
      gate.run(() =>
        make().catch((err: unknown) => {
          console.error(`[host] Making ${key} from the database failed: ${err instanceof Error ? err.message : String(err)}`);
          return undefined;
        }),
      ),
    ) as Promise<T | null | undefined>;

export function liveSite(opts: LiveOptions): LiveSite {
  const ttlMs = opts.ttlMs ?? pageTtl();
  const current = createPageCache<Current>({ ttlMs, maxEntries: 1, now: opts.now });
  // The blog's pages, the feed and each post: at most 500 kept (a crawler walking every post evicts the oldest).
  const others = createPageCache<unknown>({ ttlMs, maxEntries: 500, now: opts.now });
  const lookups = createPageCache<unknown>({ ttlMs, maxEntries: LOOKUPS_KEPT, now: opts.now });
  const gate = renderGate();
  const showsContent = contentProbe();

  const read = () =>
    current.get('content', async () => {
      const content = await opts.readContent();
      return content && { content, made: new Map() };
    });

  /** A post the build wrote, as the database has it now. */
  async function postPage(path: string, id: string): Promise<LivePage | null | undefined> {
    const render = await pageRenderer(opts.dist);
    if (!render) return undefined; // an older build: its files
    const entity = await cached(`post ${path}`, async () => {
      const post = await opts.findPost(id);
      return post && new Entity(render(postRoute(path, post), { news: [post] }));
    });
    return entity && { entity, cache: '/blog/index.html' }; // null: no such post now (docs/product.md §2)
  }

  const cached = gated(others, gate);

  return {
    async page(target) {
      if (target.kind !== 'file' || !target.path.endsWith('.html')) return undefined;
      const post = POST_PATH.exec(target.path);
      if (post) return postPage(target.path.replace(/\/index\.html$/, ''), post[1]!);
      const route = liveRoutes().find((r) => `/${outFile(r)}` === target.path);
      const render = route && (await pageRenderer(opts.dist));
      if (!route || !render || !showsContent(render, route)) return undefined;
      const cur = await read();
      if (!cur) return undefined;
      const entity = await once(cur, route.path, () => render(route, cur.content));
      return entity && { entity, cache: target.path };
    },
    cached,
    lookup: gated(lookups, gate),
    invalidate() {
      current.invalidate();
      others.invalidate();
      lookups.invalidate();
    },
  };
}
