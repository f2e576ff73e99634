/**
 * The site's navigation (docs/product.md §2): the pages the navbar and the footer link, and the service pages. Each
 * page's path and menu label are written once, in SITE_PAGES; site/routes.ts takes its paths from there (widgets/
 * may not import site/, so the table lives here).
 */
import { SERVICE_FAMILIES, servicePath, services, type ServiceFamily } from './services';

export interface NavLink {
  href: string;
  label: string;
}

/** A page of the site that a menu links: its public path and the menu's word for it. */
export interface SitePage {
  path: string;
  label: string;
}

/** Every page the menus link, each once. */
export const SITE_PAGES = {
  home: { path: '/', label: 'Home' },
  about: { path: '/about', label: 'About' },
  services: { path: '/services', label: 'Services' },
  contact: { path: '/contact', label: 'Contact' },
  store: { path: '/store', label: 'Store' },
  blog: { path: '/blog', label: 'Blog' },
  newsletter: { path: '/newsletter', label: 'Newsletter' },
} as const satisfies Record<string, SitePage>;

const { home, about, services: servicesPage, contact, store, blog, newsletter } = SITE_PAGES;
const link = (p: SitePage): NavLink => ({ href: p.path, label: p.label });

/** The navbar's page links, in menu order (the Services list sits after Home). */
export const PAGE_LINKS: readonly NavLink[] = [home, about, store, blog, contact].map(link);

/** Every service page, in catalogue order. */
export const SERVICE_LINKS: readonly NavLink[] = services.map((s) => ({ href: servicePath(s.slug), label: s.name }));

/** The service pages by family (the catalogue's groups, in its order), for the navbar's Services list. */
export const SERVICE_GROUPS: readonly { family: ServiceFamily; links: readonly NavLink[] }[] = SERVICE_FAMILIES.map((family) => ({
  family,
  links: services.filter((s) => s.family === family).map((s) => ({ href: servicePath(s.slug), label: s.name })),
}));

/** The footer's links: the pages, the services overview and the newsletter. */
export const FOOTER_LINKS: readonly NavLink[] = [home, about, servicesPage, store, blog, contact, newsletter].map(link);
