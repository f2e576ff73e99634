/**
 * The page around every page body (site/render/render-page.tsx, and the catalogue's frames:
 * site/catalogue/frame-page.tsx): the document's <head> (title, description, canonical, robots, Open Graph, the site's
 * stylesheet, the loader, the #medspa-config block, the clinic's JSON-LD and what the page adds) and its <body> (the
 * banner with the skip link, the navigation and Book Now; <main>; the footer; a bare page: <main> alone). The chrome
 * is drawn by the widgets themselves (ctx.widget, server-rendered into their shadow roots).
 */
import { clinic } from '../../widgets/content/clinic';
import { inlineJson } from '../../widgets/runtime/inline-json';
import type { ReactNode } from 'react';
import type { ResponsiveImage } from '../../widgets/runtime/media/image-url';
import { preloadLinks } from '../templates/images';
import type { PageContext } from './page';
import { InlineScript, InlineStyle, renderHtml } from './html';
import { START_LOADER } from './paths';

/** The widget loader, from the site's own copy of the bundle. */
const LOADER = '/widgets/loader.js';

/** What the layout needs of one page. */
export interface LayoutPage {
  title: string;
  description: string;
  /** The page's path (the navigation marks its link as the current page). */
  path: string;
  /** Absolute URL of the page. */
  canonical: string;
  noindex?: boolean;
  /** What the page adds to <head> (its stylesheets, preloads, JSON-LD), one element a line. */
  head: ReactNode[];
  /** The page body: what goes in <main>. */
  content: ReactNode;
  /** PageBody.firstFrameAfter (site/render/page.ts): the id the first frame waits for, default `main`. */
  firstFrameAfter?: string;
  /** PageBody.largestImage: preloaded, and the loader starts once it has painted. */
  largestImage?: ResponsiveImage;
  /** No chrome (no banner, navigation or footer): <main> alone, as a frame shows it (site/catalogue/frame-page.tsx). */
  bare?: boolean;
  /** Attributes of <main> besides its id (a frame names its element there, for its script). */
  main?: Record<string, string>;
}

/** The #medspa-config block (the widgets' runtime settings chosen at build time), or nothing when none are set. */
export function ConfigBlock({ config }: { config?: Record<string, string> }) {
  if (!config || !Object.keys(config).length) return null;
  return <script type="application/json" id="medspa-config" dangerouslySetInnerHTML={{ __html: inlineJson(config) }} />;
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** JSON-LD MedicalBusiness from widgets/content/clinic.ts, on every page. */
export function clinicJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': `${siteUrl}/#clinic`,
    name: clinic.name,
    legalName: clinic.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: clinic.phoneE164,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.lat, longitude: clinic.geo.lng },
    openingHoursSpecification: clinic.hours
      .filter((h) => h.opens)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.dayCodes.map((d) => DAY_NAMES[d]),
        opens: h.opens,
        closes: h.closes,
      })),
    sameAs: clinic.social.map((s) => s.url),
    medicalSpecialty: ['Dermatology', 'PlasticSurgery'],
    employee: clinic.staff.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.role })),
  };
}

/**
 * The <head>'s own elements, in their order (the page's additions follow them). Each is rendered on its own: React
 * given them together would move the preloads first. The charset comes first of all, written in the template below.
 */
function headElements(ctx: PageContext, page: LayoutPage) {
  return [
    <meta name="viewport" content="width=device-width, initial-scale=1" />,
    <title>{page.title}</title>,
    <meta name="description" content={page.description} />,
    <link rel="canonical" href={page.canonical} />,
    page.noindex ? <meta name="robots" content="noindex" /> : null,
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta name="theme-color" content="#7a4f35" />,
    <meta property="og:type" content="website" />,
    <meta property="og:site_name" content={clinic.name} />,
    <meta property="og:locale" content="en_US" />,
    <meta property="og:title" content={page.title} />,
    <meta property="og:description" content={page.description} />,
    <meta property="og:url" content={page.canonical} />,
    <meta name="twitter:card" content="summary" />,
    // The site's CSS in the page, not a file: the first paint waits for no second request (on a phone, a new
    // connection and a round trip: issue 39). It is 3 KB compressed; a page's own CSS follows it (page.head).
    <InlineStyle css={ctx.css('assets/site.css')} />,
    // The first frame waits until <main> is parsed: the navbar's and the page's server-rendered elements are long
    // (their shadow roots hold their styles), and a frame painted halfway through one would move what it showed when
    // the rest arrived (a layout shift). The HTML is one small response; browsers without rel=expect ignore it.
    // A page whose first screen closes early names that element instead (its largest paint waits for no more).
    <link rel="expect" href={`#${page.firstFrameAfter ?? 'main'}`} blocking="render" />,
    ...(page.largestImage ? preloadLinks(page.largestImage) : [<link rel="modulepreload" href={LOADER} />]),
    <ConfigBlock config={ctx.config} />,
    // A page whose largest paint is an image starts the loader once that image has painted (site/boot/start-loader.ts:
    // until then the image has the connection to itself, and a press is answered and kept); any other, with the page.
    page.largestImage ? <InlineScript js={ctx.js(START_LOADER)} data-src={LOADER} /> : <script type="module" src={LOADER} />,
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(clinicJsonLd(ctx.siteUrl)) }} />,
  ];
}

/** <head> elements as HTML, one a line; void elements as HTML writes them (`<link …>`), like every page of the site. */
export const headHtml = (nodes: ReactNode[]): string =>
  nodes
    .map((el) => (el ? renderHtml(el).replace(/\/>$/, '>') : ''))
    .filter(Boolean)
    .join('\n');

/** The <body>: the page's banner holds the skip link, the navigation and Book Now, so nothing sits outside a landmark. */
function Body({ ctx, page }: { ctx: PageContext; page: LayoutPage }) {
  const main = (
    <main id="main" tabIndex={-1} {...page.main}>
      {'\n'}
      {page.content}
      {'\n'}
    </main>
  );
  if (page.bare) return main;
  return (
    <>
      <header className="site-chrome">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {ctx.widget('medspa-navbar', { 'current-path': page.path })}
        {ctx.widget('medspa-book-now')}
      </header>
      {main}
      {ctx.widget('medspa-footer')}
    </>
  );
}

/** The whole document, rendered once: the head's elements one a line, then the page's own; the body. */
export function Layout(ctx: PageContext, page: LayoutPage): string {
  const head = ['<meta charset="utf-8">', headHtml([...headElements(ctx, page), ...page.head])];
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${renderHtml(<Body ctx={ctx} page={page} />)}\n</body>\n</html>\n`;
}
