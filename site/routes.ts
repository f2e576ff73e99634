/**
 * The one route list (SPEC §2). The site build turns it into pages, sitemap.xml and robots.txt; the host
 * serves it; the browser tests and the Lighthouse bench walk it. Pure data: widgets may import it too.
 *
 * - `path`: the public URL path (no trailing slash except the root).
 * - `page`: the body file under site/pages/ (wrapped in site/layout.html by the build).
 * - `out`: the file written under <dist> (derived from `path` unless given).
 * - `sitemap`: listed in sitemap.xml (and crawled by the tests/bench as a "route").
 */
export interface Route {
  path: string;
  page: string;
  title: string;
  description: string;
  sitemap: boolean;
  out?: string;
  /** Adds `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

export interface ServiceRoute extends Route {
  slug: string;
  /** Short name for menus (the navbar's Services dropdown). */
  name: string;
}

const service = (slug: string, name: string, title: string, description: string): ServiceRoute => ({
  slug,
  name,
  path: `/services/${slug}`,
  page: `services/${slug}.html`,
  title,
  description,
  sitemap: true,
});

/** Every service detail route, in the order of SPEC §2 (the navbar's Services dropdown uses this order). */
export const serviceRoutes: ServiceRoute[] = [
  service(
    'facial-aesthetics',
    'Facial Aesthetics',
    'Facial Aesthetics',
    'Botox, dermal fillers, skin tightening and medical-grade facials in Saint Louis, with durations, results and how long they last.',
  ),
  service(
    'hair-restoration',
    'Hair Restoration',
    'Hair Restoration',
    'Physician-led hair restoration in Saint Louis: PRP therapy, hair growth treatment, red light laser therapy and hair loss prevention.',
  ),
  service(
    'iv-therapy',
    'IV Therapy',
    'IV Therapy',
    'IV therapy in Saint Louis: vitamin boost, hydration therapy, energy boost and recovery & wellness infusions.',
  ),
  service(
    'body-treatments',
    'Body Treatments',
    'Body Treatments',
    'Body contouring, skin tightening, cellulite reduction and wellness treatments at our Saint Louis medical spa.',
  ),
  service(
    'neurotoxins',
    'Neurotoxins',
    'Neurotoxins (Botox)',
    "Neurotoxin injections for forehead lines, frown lines, crow's feet, bunny lines and masseter slimming in Saint Louis.",
  ),
  service(
    'fillers',
    'Dermal Fillers',
    'Dermal Fillers',
    'Dermal fillers for cheeks and midface, lips, nasolabial folds, under-eye hollows and the jawline in Saint Louis.',
  ),
  service(
    'peels',
    'Chemical Peels',
    'Chemical Peels',
    'Light, medium and deep chemical peels in Saint Louis: benefits, types of peels and what recovery looks like.',
  ),
  service(
    'facials',
    'Medical-Grade Facials',
    'Medical-Grade Facials',
    'Medical-grade facials by a licensed medical aesthetician in Saint Louis: deep cleansing, exfoliation and hydration.',
  ),
  service(
    'cryolipolysis',
    'Cryolipolysis',
    'Cryolipolysis (Fat Freezing)',
    'Cryolipolysis in Saint Louis: how fat freezing works, treatment areas, the four-step process, results and recovery.',
  ),
  service(
    'fue-hair-restoration',
    'FUE Hair Restoration',
    'FUE Hair Restoration',
    'Follicular unit extraction (FUE) hair transplant in Saint Louis: the procedure, its benefits and recovery.',
  ),
  service(
    'prp',
    'PRP Therapy',
    'PRP Therapy',
    'Platelet-rich plasma (PRP) therapy in Saint Louis: natural healing, minimal downtime and long-lasting results.',
  ),
  service('exosomes', 'Exosomes', 'Exosome Therapy', 'Exosome therapy for skin and hair rejuvenation at our Saint Louis medical spa.'),
  service(
    'red-light-laser',
    'Red Light Laser',
    'Red Light Laser Therapy',
    'Low-level red light laser therapy for hair growth and skin health in Saint Louis.',
  ),
  service(
    'hair-supplements',
    'Hair Supplements',
    'Hair Supplements',
    'Physician-recommended hair supplements that support thicker, healthier hair, from our Saint Louis clinic.',
  ),
  service(
    'mesotherapy',
    'Mesotherapy',
    'Mesotherapy',
    'Mesotherapy micro-injections for hair and skin rejuvenation at our Saint Louis medical spa.',
  ),
  service(
    'ipl',
    'IPL',
    'IPL Photofacial',
    'Intense pulsed light (IPL) photofacials for sun damage, redness and uneven skin tone in Saint Louis.',
  ),
  service(
    'glp1-therapy',
    'GLP-1 Therapy',
    'GLP-1 Weight Loss Therapy',
    'Medically supervised GLP-1 weight loss therapy at our Saint Louis medical spa.',
  ),
];

/** The page routes of SPEC §2, in menu order, then the service routes. */
export const routes: Route[] = [
  {
    path: '/',
    page: 'index.html',
    title: 'Gateway Med Spa | Hair Restoration, Facial Aesthetics & IV Bar in Saint Louis',
    description:
      'Medical spa in Saint Louis, Missouri: hair restoration, facial aesthetics, IV therapy and body treatments by a physician-led team. Book a consultation.',
    sitemap: true,
  },
  {
    path: '/about',
    page: 'about.html',
    title: 'About Us',
    description:
      'Meet the physician-led team of Gateway Med Spa in Saint Louis: our medical director, cosmetic nurse practitioner and licensed medical aesthetician.',
    sitemap: true,
  },
  {
    path: '/services',
    page: 'services/index.html',
    title: 'Our Services',
    description: 'Every treatment we offer in Saint Louis: facial aesthetics, hair restoration, IV therapy, body treatments and more.',
    sitemap: true,
  },
  {
    path: '/contact',
    page: 'contact.html',
    title: 'Contact Us',
    description:
      'Visit, call or write to Gateway Med Spa in Saint Louis, Missouri: address, phone, email, opening hours and a contact form.',
    sitemap: true,
  },
  {
    path: '/store',
    page: 'store.html',
    title: 'Our Store',
    description: 'Shop medical-grade skincare and hair-care products recommended by our Saint Louis clinicians.',
    sitemap: true,
  },
  {
    path: '/blog',
    page: 'blog/index.html',
    title: 'Latest Updates',
    description: 'News, announcements and articles from Gateway Med Spa in Saint Louis.',
    sitemap: true,
  },
  {
    path: '/newsletter',
    page: 'newsletter.html',
    title: 'Newsletter',
    description: 'Join the Gateway Med Spa newsletter for news, offers and treatment tips from our Saint Louis clinic.',
    sitemap: true,
  },
  ...serviceRoutes,
];

/** Pages that are not routes of their own: the blog post template, the 404 page and the test checkout. */
export const specialPages: Route[] = [
  {
    path: '/blog/{id}',
    page: 'blog/post.html',
    out: 'blog/_post.html',
    title: 'Blog Post',
    description: 'A post from the Gateway Med Spa blog.',
    sitemap: false,
  },
  {
    path: '/404',
    page: '404.html',
    out: '404.html',
    title: 'Page Not Found',
    description: 'The page you were looking for could not be found.',
    sitemap: false,
    noindex: true,
  },
  {
    path: '/checkout/test/',
    page: 'checkout/test.html',
    title: 'Test Checkout',
    description: 'A test checkout page of the local development backend. No payment is taken.',
    sitemap: false,
    noindex: true,
  },
  {
    path: '/checkout/success/',
    page: 'checkout/success.html',
    title: 'Order Received',
    description: 'Thank you for your order.',
    sitemap: false,
    noindex: true,
  },
];

/** The file under <dist> that holds a page. */
export function outFile(route: Route): string {
  if (route.out) return route.out;
  const p = route.path.replace(/^\/+|\/+$/g, '');
  return p ? `${p}/index.html` : 'index.html';
}

/** Where the host finds the blog post template and the 404 page. */
export const BLOG_POST_FILE = 'blog/_post.html';
export const NOT_FOUND_FILE = '404.html';
/** Token in the blog post template's canonical/og:url, replaced by the host with the requested path. */
export const BLOG_POST_PATH_TOKEN = '/blog/__POST_ID__';
