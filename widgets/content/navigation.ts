/** The site's navigation (docs/product.md §2): the pages the navbar and the footer link, and the service pages. */
import { servicePath, services } from './services';

export interface NavLink {
  href: string;
  label: string;
}

/** The navbar's page links, in menu order (the Services list sits after Home). */
export const PAGE_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/store', label: 'Store' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

/** Every service page, in catalogue order. */
export const SERVICE_LINKS: readonly NavLink[] = services.map((s) => ({ href: servicePath(s.slug), label: s.name }));

/** The footer's links: the pages, the services overview and the newsletter. */
export const FOOTER_LINKS: readonly NavLink[] = [
  ...PAGE_LINKS.slice(0, 2),
  { href: '/services', label: 'Services' },
  ...PAGE_LINKS.slice(2),
  { href: '/newsletter', label: 'Newsletter' },
];
