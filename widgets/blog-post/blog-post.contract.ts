import { defineElement } from '../runtime/contract';
import { SITE_PAGES } from '../content/navigation';

export const blogPost = defineElement({
  tag: 'medspa-blog-post',
  hydrate: 'interaction',
  summary:
    'One blog post: "Back to Blog", "Share" (copies the page link; toast "Link copied!", or the link to copy by hand where the clipboard is refused), title, date, type badge and the text as paragraphs. A post that does not exist says so, with the way back.',
  attributes: {
    'post-id': { type: 'string', doc: "The post's id. Default: the last segment of the page's path (/blog/{id})." },
    'back-url': { type: 'string', doc: 'Where "Back to Blog" leads.', default: SITE_PAGES.blog.path },
  },
  parts: {
    back: 'The "Back to Blog" link.',
    share: 'The "Share" button.',
    badge: "The post's type badge.",
    content: "The post's text.",
  },
  cssProperties: {
    '--medspa-blog-post-width': 'Largest width of the text column.',
  },
  slots: {
    post: "The page's own copy of the post (an element with `data-post-id`): shown instead of the element's rendering while it is the same post.",
  },
});
