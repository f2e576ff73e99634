/**
 * The services the clinic offers, in the order of the navbar's Services list (docs/product.md §2.1): the page of
 * each is /services/<slug>; `name` is its short name in menus; `family` its group on the overview (§2.5). Kept this
 * small because every page's navbar carries it; each page's own content is in service-pages.ts (read by the site
 * build, not the bundle).
 */
export const SERVICE_FAMILIES = ['Facial Aesthetics', 'Hair Restoration', 'IV & Body'] as const;
export type ServiceFamily = (typeof SERVICE_FAMILIES)[number];

export interface Service {
  slug: string;
  name: string;
  family: ServiceFamily;
}

export const services = [
  { slug: 'facial-aesthetics', name: 'Facial Aesthetics', family: 'Facial Aesthetics' },
  { slug: 'hair-restoration', name: 'Hair Restoration', family: 'Hair Restoration' },
  { slug: 'iv-therapy', name: 'IV Therapy', family: 'IV & Body' },
  { slug: 'body-treatments', name: 'Body Treatments', family: 'IV & Body' },
  { slug: 'neurotoxins', name: 'Neurotoxins', family: 'Facial Aesthetics' },
  { slug: 'fillers', name: 'Dermal Fillers', family: 'Facial Aesthetics' },
  { slug: 'peels', name: 'Chemical Peels', family: 'Facial Aesthetics' },
  { slug: 'facials', name: 'Medical-Grade Facials', family: 'Facial Aesthetics' },
  { slug: 'cryolipolysis', name: 'Cryolipolysis', family: 'IV & Body' },
  { slug: 'fue-hair-restoration', name: 'FUE Hair Restoration', family: 'Hair Restoration' },
  { slug: 'prp', name: 'PRP Therapy', family: 'Hair Restoration' },
  { slug: 'exosomes', name: 'Exosomes', family: 'Hair Restoration' },
  { slug: 'red-light-laser', name: 'Red Light Laser', family: 'Hair Restoration' },
  { slug: 'hair-supplements', name: 'Hair Supplements', family: 'Hair Restoration' },
  { slug: 'mesotherapy', name: 'Mesotherapy', family: 'Hair Restoration' },
  { slug: 'ipl', name: 'IPL', family: 'Facial Aesthetics' },
  { slug: 'glp1-therapy', name: 'GLP-1 Therapy', family: 'IV & Body' },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]['slug'];

export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;
