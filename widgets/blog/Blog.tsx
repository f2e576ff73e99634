/**
 * The blog list (docs/product.md §2 "Blog list", §4, §7.3, §8): the heading and intro, filter buttons ("All Posts"
 * and one per distinct type, the chosen one `aria-pressed`), and a card per post: type badge, "via {source}" when
 * there is a source, title, the text clamped to 3 lines, the date as long month, day, year. Each card is one link
 * to its post. Loading: three skeleton cards of a card's height (not on /blog, whose element the server rendered
 * with the build's posts as the query's SWR fallback: it hydrates them and the live list replaces them). Failure:
 * the layer's toast, the heading stays.
 * Everything from the database renders as text.
 */
import { createElement, useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { headingLevel as toLevel } from '../runtime/heading';
import { postDate, postHref, postTypes, type NewsRow } from '../data/news';
import { blog } from './blog.contract';
import { useBlogPosts } from './use-blog-posts';

export type BlogProps = WidgetProps<typeof blog>;

export const ALL_POSTS = 'All Posts';
export const SKELETON_CARDS = 3;

function Card({ post, href, level }: { post: NewsRow; href: string; level: number }) {
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
        <p className="card__text">{post.content}</p>
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
  const { heading, intro, postUrl, headingLevel } = withDefaults(blog, props);
  const { data, isLoading } = useBlogPosts();
  const [type, setType] = useState<string | null>(null);
  const posts = data ?? [];
  const types = postTypes(posts);
  const shown = type ? posts.filter((p) => p.type?.trim() === type) : posts;
  const level = toLevel(headingLevel, 1);

  const filterButton = (value: string | null, label: string) => (
    <button
      key={label}
      type="button"
      className="blog__filter-button"
      part="filter-button"
      aria-pressed={type === value}
      onClick={() => setType(value)}
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
    body = (
      <>
        {types.length ? (
          <div className="blog__filter" part="filter" role="group" aria-label="Filter posts by type">
            {filterButton(null, ALL_POSTS)}
            {types.map((t) => filterButton(t, t))}
          </div>
        ) : null}
        {shown.length ? (
          <ul className="blog__list">
            {shown.map((p) => (
              <Card key={p.id} post={p} href={postHref(postUrl, p.id)} level={level + 1} />
            ))}
          </ul>
        ) : (
          <p className="blog__empty">No posts yet.</p>
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
