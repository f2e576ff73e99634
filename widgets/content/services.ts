/**
 * The services the clinic offers, in the order of the navbar's Services list (docs/product.md §2 "Service detail
 * pages"): the page of each is /services/<slug>; `name` is its short name in menus. Kept this small because every
 * page's navbar carries it; each page's own text is in service-pages.ts (read by the site build, not the bundle).
 */
export interface Service {
  slug: string;
  name: string;
}

export const services = [
  { slug: 'facial-aesthetics', name: 'Facial Aesthetics' },
  { slug: 'hair-restoration', name: 'Hair Restoration' },
  { slug: 'iv-therapy', name: 'IV Therapy' },
  { slug: 'body-treatments', name: 'Body Treatments' },
  { slug: 'neurotoxins', name: 'Neurotoxins' },
  { slug: 'fillers', name: 'Dermal Fillers' },
  { slug: 'peels', name: 'Chemical Peels' },
  { slug: 'facials', name: 'Medical-Grade Facials' },
  { slug: 'cryolipolysis', name: 'Cryolipolysis' },
  { slug: 'fue-hair-restoration', name: 'FUE Hair Restoration' },
  { slug: 'prp', name: 'PRP Therapy' },
  { slug: 'exosomes', name: 'Exosomes' },
  { slug: 'red-light-laser', name: 'Red Light Laser' },
  { slug: 'hair-supplements', name: 'Hair Supplements' },
  { slug: 'mesotherapy', name: 'Mesotherapy' },
  { slug: 'ipl', name: 'IPL' },
  { slug: 'glp1-therapy', name: 'GLP-1 Therapy' },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]['slug'];

export const servicePath = (slug: string) => `/services/${slug}`;
