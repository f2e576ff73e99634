/**
 * One blog post (docs/product.md §2 "Blog post", §7.4): "Back to Blog", "Share", the title, date, type badge and
 * the text as paragraphs (plain text, never HTML from the database). A post that does not exist: "Post not
 * found" with the way back. Where the clipboard is refused, the link is shown to copy by hand. On its own page
 * the element shows the page's copy of the post (slot `post`, same id) and adds Share; a failed load or refresh never
 * takes away text already painted (docs/product.md §2.12).
 */
import { useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { paragraphs, postDate, type NewsRow } from '../tables/news';
import { blogPost } from './blog-post.contract';
import { copyLink } from './share';
import { useBlogPost } from './use-blog-post';

export type BlogPostProps = WidgetProps<typeof blogPost>;

export const NOT_FOUND = { title: 'Post not found', text: 'This post does not exist or has been removed.' } as const;
export const LOAD_FAILED = 'This post could not be loaded. Please try again later.';
export const COPY_BY_HAND = 'Your browser did not allow copying. Copy the link below:';

/** The id from the page's path: /blog/{id} -> id. */
export function idFromPath(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The post itself: title, date, type badge, source and the text as paragraphs. */
function Article({ post }: { post: NewsRow }) {
  return (
    <article className="post__article" aria-labelledby="post-title">
      <h1 className="post__title" id="post-title">
        {post.title}
      </h1>
      <p className="post__meta">
        {post.created_at ? <time dateTime={post.created_at}>{postDate(post.created_at)}</time> : null}
        {post.type ? (
          <span className="medspa-badge post__badge" part="badge">
            {post.type}
          </span>
        ) : null}
        {post.source ? <span className="post__source">via {post.source}</span> : null}
      </p>
      <div className="post__content" part="content">
        {paragraphs(post.content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}

export function BlogPost(props: BlogPostProps) {
  const { postId, backUrl, container } = withDefaults(blogPost, props);
  const id = postId || (typeof location === 'undefined' ? '' : idFromPath(location.pathname));
  // The page's own rendering of this post (site/templates/blog.tsx), if it holds one.
  const staticCopy = container?.host.querySelector<HTMLElement>(':scope > [slot="post"]')?.dataset.postId === id;
  const { data: post, error, isLoading } = useBlogPost(id);
  const [manualLink, setManualLink] = useState<string | null>(null);

  const back = (
    <a className="medspa-btn medspa-btn--outline post__back" part="back" href={backUrl}>
      <span aria-hidden="true">←</span> Back to Blog
    </a>
  );

  const share = async () => {
    const url = location.href;
    setManualLink((await copyLink(url)) ? null : url);
  };

  // What is painted stays: a failed load or background refresh never takes away the page's copy of the post or a
  // post already shown (SWR keeps `data` beside a refresh's `error`); only a confirmed "no such post" (null) does.
  const showStatic = staticCopy && post !== null;
  let body;
  if (showStatic) {
    // The page's copy of this post (its `post` slot) stays: the first text painted is the text that stays.
    body = <slot name="post" />;
  } else if (isLoading && post === undefined) {
    body = (
      <div className="post__skeletons" role="status" aria-label="Loading the post">
        <span className="medspa-skeleton post__skeleton post__skeleton--title" />
        <span className="medspa-skeleton post__skeleton" />
        <span className="medspa-skeleton post__skeleton" />
      </div>
    );
  } else if (error && !post) {
    body = (
      <p className="post__message" role="alert">
        {LOAD_FAILED}
      </p>
    );
  } else if (!post) {
    body = (
      <div className="post__missing">
        <h1 className="post__title">{NOT_FOUND.title}</h1>
        <p className="post__message">{NOT_FOUND.text}</p>
      </div>
    );
  } else {
    body = <Article post={post} />;
  }

  return (
    <div className="post">
      <div className="post__bar">
        {back}
        {post || showStatic ? (
          <button type="button" className="medspa-btn post__share" part="share" onClick={share}>
            Share
          </button>
        ) : null}
      </div>
      {manualLink ? (
        <div className="post__copy" role="alert">
          <label htmlFor="post-link">{COPY_BY_HAND}</label>
          <input id="post-link" className="medspa-input" type="url" readOnly value={manualLink} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      {body}
    </div>
  );
}
