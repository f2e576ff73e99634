import { defineElement } from '../runtime/contract';

export const blog = defineElement({
  tag: 'medspa-blog',
  hydrate: 'interaction',
  summary:
    'Blog list: "Latest Updates", a filter ("All Posts" and one button per post type), and a card per post (type, "via {source}", title, text clamped to 3 lines, long date) opening the post, 12 posts at a time: "More posts" adds the next 12 (or, with `list-url`, page links). Three skeleton cards while loading; a toast when the posts cannot be loaded.',
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
    type: { type: 'string', doc: 'Show only the posts of this type (empty: every post).', default: '' },
    page: { type: 'number', doc: 'The page of the list shown first (12 posts a page, from 1).', default: 1 },
    'list-url': {
      type: 'string',
      doc: 'The list\'s own address, such as `/blog`. Set, the filter and the pages are plain links (`<list-url>/type/<type>`, `<list-url>/page/<n>`): every page is an address of its own, crawlable and working without JavaScript. Empty (on a partner\'s page), the filter filters in place and "More posts" adds the next page.',
      default: '',
    },
  },
  parts: {
    filter: 'The row of filter buttons.',
    'filter-button': 'Each filter button (`aria-pressed` tells the chosen one), or link with `list-url` (`aria-current`).',
    card: 'Each post card (a link to the post).',
    badge: "The post's type badge.",
    more: 'The "More posts" button.',
    pagination: 'The page links (with `list-url`).',
  },
  cssProperties: {
    '--medspa-blog-columns': 'Cards per row on wide screens.',
    '--medspa-blog-lines': 'Lines of text shown on a card before it is clamped.',
  },
});
