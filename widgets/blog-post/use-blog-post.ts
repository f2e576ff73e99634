/**
 * One post (docs/product.md §7.4), cached as `blog-post` plus its id. A post that does not exist is `null` (the
 * widget says so); a failure to load is logged (its name, code and status only) and said on the page.
 */
import { defineQuery, onError } from '../runtime/query';
import { fetchPost, postKey } from '../tables/news';

export const blogPostQuery = defineQuery({
  what: 'Loading the blog post',
  key: (id: string) => (id ? postKey(id) : null),
  fetch: (id: string) => fetchPost(id),
  onError: onError.log,
});

export const useBlogPost = (id: string) => blogPostQuery.use(id);
