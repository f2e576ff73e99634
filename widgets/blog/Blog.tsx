/**
 * The blog list (docs/product.md §2 "Blog list", §4, §7.3, §8; issue 27): the heading and intro, a filter ("All
 * Posts" and one per distinct type, from the database's types) and a card per post: type badge, "via {source}" when
 * there is a source, title, its summary clamped to 3 lines, the date as long month, day, year. Each card is one link
 * to its post. The list comes a page at a time (BLOG_PAGE_SIZE cards):
 * - with `list-url` (the /blog pages): the filter and the pages are plain links, every page an address of its own
 *   that the server renders (crawlable, no JavaScript needed); the element draws the page it was given;
 * - without (a partner's page): the filter filters in place (`aria-pressed`) and "More posts" adds the next page;
 *   a live region says how many are shown, and focus goes to the first new card.
 * Loading: three skeleton cards of a card's height (not on /blog, whose element the server rendered with its page
 * as the query's SWR fallback: it hydrates them and the fetched page replaces them). Failure: the layer's toast, the
 * heading stays. Everything from the database renders as text.
 */
import { createElement, useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { headingLevel as toLevel } from '../runtime/heading';
import { listHref, pageCount, postDate, postHref, type NewsCard } from '../tables/news';
import { PageLinks } from '../runtime/controls/PageLinks';
import { MoreButton, useMorePages } from '../runtime/controls/MorePages';
import { blog } from './blog.contract';
import { blogPageQuery, useBlogPage, useNewsTypes } from './use-blog-posts';

export type BlogProps = WidgetProps<typeof blog>;

export const ALL_POSTS = 'All Posts';
export const MORE_POSTS = 'More posts';
export const SKELETON_CARDS = 3;

const count = (n: number) => n.toLocaleString('en-US');
/** What the live region says after "More posts" (and what it shows under the list). */
export const shownText = (shown: number, total: number) => `Showing ${count(shown)} of ${count(total)} posts`;

function Card({ post, href, level }: { post: NewsCard; href: string; level: number }) {
  return (
    <li className="blog__item">
      <a className="card" part="card" href={href}>
        <span className="card__meta">
          {post.type ? (
            <span className="medspa-badge card__badge" part="badge">
              {post.type}
            </span>
          ) : null}
          {post.source ? <span className="card__source">via {post.source}</span> : null}
        </span>
        {createElement(`h${level}`, { className: 'card__title' }, post.title)}
        <p className="card__text">{post.summary}</p>
        {post.created_at ? (
          <time className="card__date" dateTime={post.created_at}>
            {postDate(post.created_at)}
          </time>
        ) : null}
      </a>
    </li>
  );
}

/** The type filter: links to each type's first page (`list-url`), else buttons that filter in place. */
function Filter({
  types,
  type,
  linked,
  listUrl,
  onChoose,
}: {
  types: readonly string[];
  type: string | null;
  linked: boolean;
  listUrl: string;
  onChoose: (value: string | null) => void;
}) {
  const item = (value: string | null, label: string) =>
    linked ? (
      <a
        key={label}
        className="blog__filter-button"
        part="filter-button"
        href={listHref(listUrl, value, 1)}
        aria-current={type === value ? 'page' : undefined}
      >
        {label}
      </a>
    ) : (
      <button
        key={label}
        type="button"
        className="blog__filter-button"
        part="filter-button"
        aria-pressed={type === value}
        onClick={() => onChoose(value)}
      >
        {label}
      </button>
    );
  return linked ? (
    <nav className="blog__filter" part="filter" aria-label="Filter posts by type">
      {item(null, ALL_POSTS)}
      {types.map((t) => item(t, t))}
    </nav>
  ) : (
    <div className="blog__filter" part="filter" role="group" aria-label="Filter posts by type">
      {item(null, ALL_POSTS)}
      {types.map((t) => item(t, t))}
    </div>
  );
}

/** Three cards of a card's height while the first page loads. */
function Skeletons() {
  return (
    <div className="blog__list" role="status" aria-label="Loading blog posts">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="blog__item">
          <span className="card card--skeleton medspa-skeleton" data-skeleton="" />
        </div>
      ))}
    </div>
  );
}

/** "More posts": the pages after the first, added below it (reset when the filter changes). */
const useBlogPages = (type: string | null, first: number, page: ReturnType<typeof useBlogPage>['data']) =>
  useMorePages<NewsCard>({
    of: type ?? '',
    first,
    page,
    id: (p) => p.id,
    load: (n) => blogPageQuery.load(type, n),
    loadingText: 'Loading more posts…',
    shownText,
    itemSelector: 'a.card',
  });

export function Blog(props: BlogProps) {
  const { heading, intro, postUrl, headingLevel, type: typeAttr, page: pageAttr, listUrl } = withDefaults(blog, props);
  const linked = listUrl.trim() !== '';
  // The in-place filter's choice, until the `type` attribute changes (then the attribute's type again).
  const [choice, setChoice] = useState<{ of: string; type: string | null } | null>(null);
  const type = (!linked && choice?.of === typeAttr ? choice.type : typeAttr.trim()) || null;
  const first = Math.max(1, Math.floor(Number(pageAttr) || 1));
  const { data, isLoading } = useBlogPage(type, first);
  const { data: types } = useNewsTypes();
  const level = toLevel(headingLevel, 1);
  const { rows: posts, total, listRef, ...more } = useBlogPages(type, first, data);

  const choose = (value: string | null) => {
    setChoice({ of: typeAttr, type: value });
    more.clearStatus();
  };

  let body;
  if (isLoading && !data) {
    body = <Skeletons />;
  } else if (data) {
    body = (
      <>
        {types?.length ? <Filter types={types} type={type} linked={linked} listUrl={listUrl} onChoose={choose} /> : null}
        {posts.length ? (
          <ul className="blog__list" ref={listRef}>
            {posts.map((p) => (
              <Card key={p.id} post={p} href={postHref(postUrl, p.id)} level={level + 1} />
            ))}
          </ul>
        ) : (
          <p className="blog__empty">No posts yet.</p>
        )}
        {linked ? (
          <PageLinks
            href={(n) => listHref(listUrl, type, n)}
            page={first}
            last={pageCount(total)}
            label="Blog pages"
            className="blog__pages"
          />
        ) : (
          <MoreButton
            more={more}
            show={more.hasMore}
            label={MORE_POSTS}
            className={{ box: 'blog__more', status: 'blog__status', button: 'blog__more-button' }}
          />
        )}
      </>
    );
  }

  return (
    <section className="blog" aria-labelledby="blog-heading">
      <header className="blog__header">
        {createElement(`h${level}`, { id: 'blog-heading', className: 'blog__heading' }, heading)}
        <p className="blog__intro">{intro}</p>
      </header>
      {body}
    </section>
  );
}
