/**
 * The blog list's calls (docs/product.md §7.3, issue 27): one page of cards at a time (a summary of each post, not
 * its text) with the list's count, under `blog-page` + type + page; and the distinct post types for the filter
 * (`news-types`), not the types of the rows loaded. A page that fails shows §8's toast "Error" / "Failed to load
 * blog posts. Please try again later." once; it is not retried (a retry that failed again would toast again). The
 * types failing is logged only: the list still shows, without its filter.
 */
import { defineQuery, onError } from '../runtime/query';
import { blogPageKey, fetchBlogPage, fetchNewsTypes, NEWS_TYPES_KEY } from '../tables/news';

export const BLOG_FAILED = { title: 'Error', description: 'Failed to load blog posts. Please try again later.' } as const;

export const blogPageQuery = defineQuery({
  what: 'Loading blog posts',
  key: (type: string | null, page: number) => blogPageKey(type, page),
  fetch: (type: string | null, page: number) => fetchBlogPage(type, page),
  onError: onError.toast({ ...BLOG_FAILED, variant: 'destructive' }),
});

export const newsTypesQuery = defineQuery({
  what: 'Loading the post types',
  key: () => NEWS_TYPES_KEY,
  fetch: () => fetchNewsTypes(),
  onError: onError.log,
  retry: 2,
});

/** A page of the list; a server-rendered element (/blog, /blog/page/2…) has its page as the SWR fallback. */
export const useBlogPage = (type: string | null, page: number) => blogPageQuery.use(type, page);
export const useNewsTypes = () => newsTypesQuery.use();
