/** The navbar's destinations (SPEC §2): the pages and the 17 service detail routes, in SPEC order. */
export interface NavLink {
  href: string;
  label: string;
}

export const PAGE_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/store', label: 'Store' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

export const SERVICE_LINKS: readonly NavLink[] = [
  { href: '/services/facial-aesthetics', label: 'Facial Aesthetics' },
  { href: '/services/hair-restoration', label: 'Hair Restoration' },
  { href: '/services/iv-therapy', label: 'IV Therapy' },
  { href: '/services/body-treatments', label: 'Body Treatments' },
  { href: '/services/neurotoxins', label: 'Neurotoxins' },
  { href: '/services/fillers', label: 'Dermal Fillers' },
  { href: '/services/peels', label: 'Chemical Peels' },
  { href: '/services/facials', label: 'Medical-Grade Facials' },
  { href: '/services/cryolipolysis', label: 'Cryolipolysis' },
  { href: '/services/fue-hair-restoration', label: 'FUE Hair Restoration' },
  { href: '/services/prp', label: 'PRP Therapy' },
  { href: '/services/exosomes', label: 'Exosomes' },
  { href: '/services/red-light-laser', label: 'Red Light Laser' },
  { href: '/services/hair-supplements', label: 'Hair Supplements' },
  { href: '/services/mesotherapy', label: 'Mesotherapy' },
  { href: '/services/ipl', label: 'IPL' },
  { href: '/services/glp1-therapy', label: 'GLP-1 Therapy' },
];

/** Paths compare without a trailing slash or `.html`, so `/about/` and `/about.html` are the About page. */
export function normalizePath(path: string): string {
  const p = path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return p || '/';
}
