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
 * as the query's SWR fallback: it hydrates them and the live page replaces them). Failure: the layer's toast, the
 * heading stays. Everything from the database renders as text.
 */
import { createElement, useEffect, useRef, useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { headingLevel as toLevel } from '../runtime/heading';
import { listHref, pageCount, postDate, postHref, type NewsCard } from '../data/news';
import { PageLinks } from '../runtime/controls/PageLinks';
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

  // "More posts": the pages after the first, added below it (reset when the filter changes).
  const [more, setMore] = useState<{ key: string; rows: NewsCard[]; next: number; total?: number }>({ key: '', rows: [], next: 0 });
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  /** The card to focus once the next page is drawn (the first new one). */
  const focusAt = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listKey = `${type ?? ''}|${first}`;
  const extra = more.key === listKey ? more : { key: listKey, rows: [], next: first + 1, total: undefined };
  const posts = data ? [...data.rows, ...extra.rows.filter((r) => !data.rows.some((d) => d.id === r.id))] : [];
  const total = extra.total ?? data?.total ?? 0;

  useEffect(() => {
    if (focusAt.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a.card')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [posts.length]);

  const choose = (value: string | null) => {
    setChoice({ of: typeAttr, type: value });
    setStatus('');
  };

  const loadMore = async () => {
    if (pending) return;
    setPending(true);
    setStatus('Loading more posts…');
    const shown = posts.length;
    try {
      const next = await blogPageQuery.load(type, extra.next);
      const rows = [...extra.rows, ...next.rows];
      setMore({ key: listKey, rows, next: extra.next + 1, total: next.total });
      const now = Math.min(next.total, (data?.rows.length ?? 0) + rows.length);
      setStatus(shownText(now, next.total));
      if (next.rows.length) focusAt.current = shown;
    } catch {
      setStatus(''); // the layer's toast says it
    } finally {
      setPending(false);
    }
  };

  const filterItem = (value: string | null, label: string) =>
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
        onClick={() => choose(value)}
      >
        {label}
      </button>
    );

  let body;
  if (isLoading && !data) {
    body = (
      <div className="blog__list" role="status" aria-label="Loading blog posts">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="blog__item">
            <span className="card card--skeleton medspa-skeleton" data-skeleton="" />
          </div>
        ))}
      </div>
    );
  } else if (data) {
    const hasMore = !linked && posts.length < total;
    body = (
      <>
        {types?.length ? (
          linked ? (
            <nav className="blog__filter" part="filter" aria-label="Filter posts by type">
              {filterItem(null, ALL_POSTS)}
              {types.map((t) => filterItem(t, t))}
            </nav>
          ) : (
            <div className="blog__filter" part="filter" role="group" aria-label="Filter posts by type">
              {filterItem(null, ALL_POSTS)}
              {types.map((t) => filterItem(t, t))}
            </div>
          )
        ) : null}
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
          <div className="medspa-more blog__more">
            <p className="medspa-more__status blog__status" role="status">
              {status}
            </p>
            {hasMore ? (
              <button
                type="button"
                className="medspa-more__button blog__more-button"
                part="more"
                aria-disabled={pending || undefined}
                onClick={() => void loadMore()}
              >
                {MORE_POSTS}
              </button>
            ) : null}
          </div>
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
