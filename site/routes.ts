/**
 * The one route list (docs/product.md §2). The site build turns it into pages (site/render/render-page.tsx), sitemap.xml and
 * robots.txt; the host serves it; the browser tests and the Lighthouse bench walk it.
 *
 * - `path`: the public URL path (no trailing slash except the root); a page the menus link takes it from SITE_PAGES
 *   (widgets/content/navigation.ts), where its menu label is.
 * - `page`: where the body comes from (for messages); `render` makes it (wrapped in site/render/layout.tsx).
 * - `out`: the file written under <dist> (derived from `path` unless given).
 * - `sitemap`: listed in sitemap.xml (and crawled by the tests and the bench as a "route").
 */
import type { PageContext, Route } from './render/page';
import { servicePages } from '../widgets/content/service-pages';
import { SITE_PAGES } from '../widgets/content/navigation';
import { servicePath, services } from '../widgets/content/services';
import { BLOG_PATH, blogListRoute, blogListRoutes, newsletterPage, postRoutes } from './templates/blog';
import { renderServicePage, renderServicesOverview } from './templates/service-page';
import { storeRoute, storeRoutes } from './templates/store';
import { CATALOGUE_PATH, elementRoutes, INSTALL_PATH, renderCatalogue, renderInstall } from './catalogue/index.ts';
import { renderHome } from './pages/home';
import { renderAbout } from './pages/about';
import { renderContact } from './pages/contact';
import { renderCheckoutSuccess, renderNotFound, renderTestCheckout } from './pages/special';

export interface ServiceRoute extends Route {
  slug: string;
  /** Short name for menus. */
  name: string;
}

/** Every service detail route, from the catalogue (widgets/content/services.ts), in its order, rendered by one template. */
export const serviceRoutes: ServiceRoute[] = services.map((s) => ({
  slug: s.slug,
  name: s.name,
  path: servicePath(s.slug),
  page: `templates/service-page.tsx (${s.slug})`,
  render: (ctx) => renderServicePage(s.slug, ctx),
  title: servicePages[s.slug].title,
  description: servicePages[s.slug].description,
  sitemap: true,
}));

/** The page routes of docs/product.md §2, in menu order, then the service routes. */
export const routes: Route[] = [
  {
    path: SITE_PAGES.home.path,
    page: 'pages/home.tsx',
    render: renderHome,
    title: 'Gateway Med Spa | Hair Restoration, Facial Aesthetics & IV Bar in Saint Louis',
    description:
      'Medical spa in Saint Louis, Missouri: hair restoration, facial aesthetics, IV therapy and body treatments by a physician-led team. Book a consultation.',
    sitemap: true,
  },
  {
    path: SITE_PAGES.about.path,
    page: 'pages/about.tsx',
    render: renderAbout,
    title: 'About Us',
    description:
      'Meet the physician-led team of Gateway Med Spa in Saint Louis: our medical director, cosmetic nurse practitioner and licensed medical aesthetician.',
    sitemap: true,
  },
  {
    path: SITE_PAGES.services.path,
    page: 'templates/service-page.tsx (overview)',
    render: renderServicesOverview,
    title: 'Our Services',
    description: 'Every treatment we offer in Saint Louis: facial aesthetics, hair restoration, IV therapy, body treatments and more.',
    sitemap: true,
  },
  {
    path: SITE_PAGES.contact.path,
    page: 'pages/contact.tsx',
    render: renderContact,
    title: 'Contact Us',
    description:
      'Visit, call or write to Gateway Med Spa in Saint Louis, Missouri: address, phone, email, opening hours and a contact form.',
    sitemap: true,
  },
  // The store's first page; its other pages are data routes (storeRoutes).
  storeRoute(1),
  // The first page of the blog list; its other pages and filters are data routes (blogListRoutes).
  { ...blogListRoute(null, 1), path: BLOG_PATH },
  {
    path: SITE_PAGES.newsletter.path,
    page: 'templates/blog.tsx (newsletter)',
    render: newsletterPage,
    title: 'Newsletter',
    description: 'Join the Gateway Med Spa newsletter for news, offers and treatment tips from our Saint Louis clinic.',
    sitemap: true,
  },
  ...serviceRoutes,
  {
    path: CATALOGUE_PATH,
    page: 'catalogue/list-page.tsx',
    render: renderCatalogue,
    title: 'Widget Catalogue',
    description: "Every embeddable widget of Gateway Med Spa's website, live: attributes, theme, events and copy-paste snippets.",
    sitemap: true,
  },
  {
    path: INSTALL_PATH,
    page: 'catalogue/install-page.tsx',
    render: renderInstall,
    title: 'Install the Widgets',
    description: 'How to add the Gateway Med Spa widgets to WordPress, Webflow, Squarespace or any page, and the iframe fallback.',
    sitemap: true,
  },
];

/**
 * Pages made from build-time data: one per blog post and one per page of the blog list and of each of its types
 * (site/templates/blog.tsx), listed in the sitemap like the routes (posts and first pages); one per page of the
 * store after the first (site/templates/store.tsx), listed; one per element of the
 * widget catalogue (site/catalogue/element-page.tsx), not listed.
 */
export function dataRoutes(ctx: PageContext): Route[] {
  return [...blogListRoutes(ctx), ...storeRoutes(ctx), ...postRoutes(ctx), ...elementRoutes(ctx)];
}

/** Pages that are not routes of their own: the 404 page and the test checkout. */
export const specialPages: Route[] = [
  {
    path: '/404',
    page: 'pages/special.tsx (404)',
    render: renderNotFound,
    out: '404.html',
    title: 'Page Not Found',
    description: 'The page you were looking for could not be found.',
    sitemap: false,
    noindex: true,
  },
  {
    path: '/checkout/test/',
    page: 'pages/special.tsx (test checkout)',
    render: renderTestCheckout,
    title: 'Test Checkout',
    description: 'A test checkout page of the local development backend. No payment is taken.',
    sitemap: false,
    noindex: true,
  },
  {
    path: '/checkout/success/',
    page: 'pages/special.tsx (order received)',
    render: renderCheckoutSuccess,
    title: 'Order Received',
    description: 'Thank you for your order.',
    sitemap: false,
    noindex: true,
  },
];

/** Where the host finds the 404 page. */
export const NOT_FOUND_FILE = '404.html';
