/**
 * The blog's posts (docs/product.md §7.3): every news row, newest first, under the key `blog-posts` shared with
 * the ticker (one request on a page holding both). A failure shows §8's toast "Error" / "Failed to load blog
 * posts. Please try again later." once; it is not retried (a retry that failed again would toast again).
 */
import { defineQuery, onError } from '../runtime/data';
import { fetchNews, NEWS_KEY } from '../data/news';

export const BLOG_FAILED = { title: 'Error', description: 'Failed to load blog posts. Please try again later.' } as const;

export const blogPostsQuery = defineQuery({
  what: 'Loading blog posts',
  key: () => NEWS_KEY,
  fetch: fetchNews,
  onError: onError.toast({ ...BLOG_FAILED, variant: 'destructive' }),
});

/** The posts; a server-rendered element (/blog) has the build's as the SWR fallback, shown while the live list loads. */
export const useBlogPosts = () => blogPostsQuery.use();
