import { defineElement } from '../runtime/contract';

export const blog = defineElement({
  tag: 'medspa-blog',
  hydrate: 'interaction',
  summary:
    'Blog list: "Latest Updates", a filter ("All Posts" and one button per post type), and a card per post (type, "via {source}", title, text clamped to 3 lines, long date) opening the post. Three skeleton cards while loading; a toast when the posts cannot be loaded.',
  attributes: {
    heading: { type: 'string', doc: 'The heading.', default: 'Latest Updates' },
    intro: {
      type: 'string',
      doc: 'Text under the heading.',
      default: 'News, announcements and articles from our Saint Louis team.',
    },
    'post-url': {
      type: 'string',
      doc: 'Where a card leads; `{id}` is replaced by the post id (set it when the posts live under another path).',
      default: '/blog/{id}',
    },
    'heading-level': { type: 'number', doc: 'Level of the heading (1 on the blog page, 2 when embedded in a page).', default: 1 },
  },
  parts: {
    filter: 'The row of filter buttons.',
    'filter-button': 'Each filter button (`aria-pressed` tells the chosen one).',
    card: 'Each post card (a link to the post).',
    badge: "The post's type badge.",
  },
  cssProperties: {
    '--medspa-blog-columns': 'Cards per row on wide screens.',
    '--medspa-blog-lines': 'Lines of text shown on a card before it is clamped.',
  },
});
