/**
 * The blog's static pages (docs/product.md §2 "Blog list", "Blog post"; issue 9): the list and each post in the
 * HTML before any script runs, the post's <head> (title, description, canonical, Open Graph via the layout), and
 * the RSS feed. /blog and /newsletter are their elements rendered by their own components (ctx.widget: the list
 * from the snapshot's posts, the SWR fallback the element hydrates with). The build renders a post from the
 * snapshot; the host renders one from the database it mounts with the same functions (site/host/fresh-pages.ts).
 * JSX escapes every value: database text renders as text.
 */
import { createElement as h, type ReactNode } from 'react';
import type { PageBody, PageContext, Route } from '../render/page';
import { blog } from '../../widgets/blog/blog.contract';
import {
  blogPageKey,
  FEED_ITEMS,
  listHref,
  NEWS_TYPES_KEY,
  pageCount,
  pageOf,
  paragraphs,
  postDate,
  postHref,
  type BlogPage,
  type NewsCard,
  type NewsRow,
} from '../../widgets/tables/news';
import type { Snapshot } from '../snapshot';
import { clinic } from '../../widgets/content/clinic';
import { SITE_PAGES } from '../../widgets/content/navigation';

export const RSS_PATH = `${SITE_PAGES.blog.path}/rss.xml`;

const POST_URL = blog.attributes['post-url'].default;
export const postPath = (id: string) => postHref(POST_URL, id);

/** The feed's <link> for a blog page's <head>. */
export const rssLink = <link rel="alternate" type="application/rss+xml" title={`${clinic.name} blog`} href={RSS_PATH} />;

/** A post's meta description: its text on one line, cut at a word before 160 characters. */
export function excerpt(content: string, max = 160): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The page's first section (room for the fixed header). */
function PageSection({ narrow, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <section className="section page-intro">
      <div className={narrow ? 'container narrow' : 'container'}>{children}</div>
    </section>
  );
}

/** The blog list's address; its pages and filters are under it (`/blog/page/2`, `/blog/type/event/page/2`). */
export const BLOG_PATH = SITE_PAGES.blog.path;
export const BLOG_TITLE = 'Latest Updates';
export const BLOG_DESCRIPTION = 'News, announcements and articles from Gateway Med Spa in Saint Louis.';

/** A page of the blog list: its cards and count (what fetchBlogPage answers), which filter and page, every type. */
export interface BlogListing extends BlogPage {
  type: string | null;
  page: number;
  types: string[];
}

/** The snapshot's cards (every post as a card, newest first); a snapshot kept before they were read has posts only. */
const cardsOf = (snapshot: Snapshot): NewsCard[] =>
  snapshot.cards ??
  snapshot.news.map(({ id, title, content, type, source, created_at }) => ({
    id,
    title,
    summary: excerpt(content, 300),
    type,
    source,
    created_at,
  }));

/** The snapshot's types (the database's, site/snapshot.ts), or, in an older snapshot, those of its posts. */
const typesOf = (snapshot: Snapshot): string[] =>
  snapshot.newsTypes ?? [...new Set(snapshot.news.map((p) => p.type).filter((t): t is string => !!t))].sort();

/** A page of the list as the build has it: cut from the snapshot's cards as the database would answer it. */
export function snapshotListing(snapshot: Snapshot, type: string | null, page: number): BlogListing {
  return { ...pageOf(cardsOf(snapshot), type, page), type, page, types: typesOf(snapshot) };
}

/** The RSS feed's posts in the snapshot: the newest FEED_ITEMS cards. */
export const snapshotFeed = (snapshot: Snapshot): NewsCard[] => cardsOf(snapshot).slice(0, FEED_ITEMS);

/**
 * A page of the list (/blog, /blog/page/<n>, /blog/type/<type>[/page/<n>]): <medspa-blog> (heading-level 1) drawn
 * by its own component with this page's cards, its filter and page links as plain links (`list-url`), and the
 * feed's link. The element carries this page's data alone (the cards it shows, the types), to hydrate with.
 * The build renders it from the snapshot (snapshotListing), the host from the database (site/host/fresh-pages.ts).
 */
export function blogListPage(ctx: PageContext, listing: BlogListing): PageBody {
  const { type, page, rows, total, types } = listing;
  const attributes = { 'heading-level': '1', 'list-url': BLOG_PATH, type: type ?? undefined, page: page > 1 ? String(page) : undefined };
  const own = [
    [blogPageKey(type, page), { rows, total }],
    [NEWS_TYPES_KEY, types],
  ] as const;
  const content = (
    <PageSection>
      {ctx.widget('medspa-blog', attributes, own)}
      <p className="blog-static__feed">
        <a href={RSS_PATH}>Subscribe to the RSS feed</a>
      </p>
    </PageSection>
  );
  return { content, head: [rssLink] };
}

/**
 * The route of a page of the list: its address, title and description (each page its own), in the sitemap when it
 * is a first page (/blog and each type's; the numbered pages are reached by their links). `listing`: the page's
 * data (the host's, from the database); without it the page is cut from the context's snapshot (the build).
 */
export function blogListRoute(type: string | null, page: number, listing?: BlogListing): Route {
  const of = (ctx: PageContext) => listing ?? snapshotListing(ctx.snapshot, type, page);
  const typed = type ? `: ${type}` : '';
  const paged = page > 1 ? `, page ${page}` : '';
  return {
    path: listHref(BLOG_PATH, type, page),
    page: 'templates/blog.tsx (list)',
    render: (ctx) => blogListPage(ctx, of(ctx)),
    title: `${BLOG_TITLE}${typed}${paged}`,
    description:
      type || page > 1
        ? `${BLOG_DESCRIPTION} ${type ? `Posts of type ${type}` : 'All posts'}${page > 1 ? `, page ${page}` : ''}.`
        : BLOG_DESCRIPTION,
    sitemap: page === 1,
  };
}

/** Every page of the list but /blog (a route of its own): each page of all posts, then of each type. */
export function blogListRoutes(ctx: PageContext): Route[] {
  const out: Route[] = [];
  for (const type of [null, ...typesOf(ctx.snapshot)]) {
    const last = pageCount(pageOf(cardsOf(ctx.snapshot), type, 1).total);
    for (let page = 1; page <= last; page++) if (type || page > 1) out.push(blogListRoute(type, page));
  }
  return out;
}

/**
 * A post's body: <medspa-blog-post> with the post as its static copy. The article is the element's `post` slot:
 * the element keeps showing it (same id) and adds Share, so the text a visitor sees first is the text that stays
 * (no second paint of the largest text, no shift). Without a post, the element reads it.
 */
export function blogPostBody(post: NewsRow | undefined): ReactNode {
  return (
    <PageSection narrow>
      <El tag="medspa-blog-post">
        <p className="blog-static__bar">
          <a className="btn btn--outline" href={BLOG_PATH}>
            Back to Blog
          </a>
        </p>
        {post ? (
          <article className="blog-static post__article" slot="post" data-post-id={post.id}>
            <h1 className="post__title">{post.title}</h1>
            <p className="blog-static__meta post__meta">
              {post.created_at ? <time dateTime={post.created_at}>{postDate(post.created_at)}</time> : null}
              {post.type ? <span className="blog-static__badge post__badge">{post.type}</span> : null}
              {post.source ? <span>via {post.source}</span> : null}
            </p>
            <div className="post__content">
              {paragraphs(post.content).map((p, i) => (
                <p key={i} className="blog-static__paragraph">
                  {p}
                </p>
              ))}
            </div>
          </article>
        ) : (
          <div className="blog-static">
            <h1>Blog Post</h1>
            <p className="muted">Loading the post…</p>
          </div>
        )}
      </El>
    </PageSection>
  );
}

/**
 * A post's route: `post` given, its page (the build writes blog/<id>/index.html for each of the snapshot's; the host
 * renders one from the database); without it, the page at `path` the element fills in (the host, when the database
 * cannot say).
 */
export function postRoute(post: NewsRow): Route;
export function postRoute(post: undefined, path: string): Route;
export function postRoute(post: NewsRow | undefined, path = post ? postPath(post.id) : ''): Route {
  const render = () => ({ content: blogPostBody(post), head: [rssLink] });
  const page = 'templates/blog.tsx (a post)';
  if (post) return { path, page, render, title: post.title, description: excerpt(post.content), sitemap: true };
  return { path: encodeURI(decodeURI(path)), page, render, title: 'Blog Post', description: 'A post from our blog.', sitemap: false };
}

/** One route per post of the snapshot. */
export const postRoutes = (ctx: PageContext): Route[] => ctx.snapshot.news.map((post) => postRoute(post));

/** A custom element in a template (JSX knows only HTML's tags). */
const El = ({ tag, children, ...attrs }: { tag: string; children: ReactNode; [attr: string]: unknown }) => h(tag, attrs, children);

const xml = (s: string) =>
  s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** RSS 2.0 of the posts given (the newest FEED_ITEMS), newest first, each with its summary. */
export function rssFeed(posts: readonly NewsCard[], siteUrl: string): string {
  const items = posts.map((p) => {
    const url = `${siteUrl}${postPath(p.id)}`;
    const date = p.created_at ? `\n      <pubDate>${new Date(p.created_at).toUTCString()}</pubDate>` : '';
    const category = p.type ? `\n      <category>${xml(p.type)}</category>` : '';
    return `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <description>${xml(excerpt(p.summary, 320))}</description>${date}${category}
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${clinic.name} blog`)}</title>
    <link>${xml(`${siteUrl}/blog`)}</link>
    <atom:link href="${xml(siteUrl + RSS_PATH)}" rel="self" type="application/rss+xml"/>
    <description>${xml(blog.attributes.intro.default)}</description>
    <language>en-us</language>
${items.join('\n')}
  </channel>
</rss>
`;
}

/** /newsletter: <medspa-newsletter> (heading-level 1), its heading, intro and form drawn by its own component. */
export function newsletterPage(ctx: PageContext): PageBody {
  return {
    content: <PageSection narrow>{ctx.widget('medspa-newsletter', { 'heading-level': '1' })}</PageSection>,
  };
}
