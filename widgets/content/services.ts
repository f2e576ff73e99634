/**
 * The service catalogue (docs/product.md §2 "Service detail pages"): every service the clinic offers, in the
 * order of the navbar's Services list. The site renders a page for each (site/routes.ts); the navbar lists them.
 * - `slug`: the page is /services/<slug>;
 * - `name`: the short name in menus; `title`: the page's title; `description`: its meta description.
 */
export interface Service {
  slug: string;
  name: string;
  title: string;
  description: string;
}

export const services: readonly Service[] = [
  {
    slug: 'facial-aesthetics',
    name: 'Facial Aesthetics',
    title: 'Facial Aesthetics',
    description:
      'Botox, dermal fillers, skin tightening and medical-grade facials in Saint Louis, with durations, results and how long they last.',
  },
  {
    slug: 'hair-restoration',
    name: 'Hair Restoration',
    title: 'Hair Restoration',
    description:
      'Physician-led hair restoration in Saint Louis: PRP therapy, hair growth treatment, red light laser therapy and hair loss prevention.',
  },
  {
    slug: 'iv-therapy',
    name: 'IV Therapy',
    title: 'IV Therapy',
    description: 'IV therapy in Saint Louis: vitamin boost, hydration therapy, energy boost and recovery & wellness infusions.',
  },
  {
    slug: 'body-treatments',
    name: 'Body Treatments',
    title: 'Body Treatments',
    description: 'Body contouring, skin tightening, cellulite reduction and wellness treatments at our Saint Louis medical spa.',
  },
  {
    slug: 'neurotoxins',
    name: 'Neurotoxins',
    title: 'Neurotoxins (Botox)',
    description: "Neurotoxin injections for forehead lines, frown lines, crow's feet, bunny lines and masseter slimming in Saint Louis.",
  },
  {
    slug: 'fillers',
    name: 'Dermal Fillers',
    title: 'Dermal Fillers',
    description: 'Dermal fillers for cheeks and midface, lips, nasolabial folds, under-eye hollows and the jawline in Saint Louis.',
  },
  {
    slug: 'peels',
    name: 'Chemical Peels',
    title: 'Chemical Peels',
    description: 'Light, medium and deep chemical peels in Saint Louis: benefits, types of peels and what recovery looks like.',
  },
  {
    slug: 'facials',
    name: 'Medical-Grade Facials',
    title: 'Medical-Grade Facials',
    description: 'Medical-grade facials by a licensed medical aesthetician in Saint Louis: deep cleansing, exfoliation and hydration.',
  },
  {
    slug: 'cryolipolysis',
    name: 'Cryolipolysis',
    title: 'Cryolipolysis (Fat Freezing)',
    description: 'Cryolipolysis in Saint Louis: how fat freezing works, treatment areas, the four-step process, results and recovery.',
  },
  {
    slug: 'fue-hair-restoration',
    name: 'FUE Hair Restoration',
    title: 'FUE Hair Restoration',
    description: 'Follicular unit extraction (FUE) hair transplant in Saint Louis: the procedure, its benefits and recovery.',
  },
  {
    slug: 'prp',
    name: 'PRP Therapy',
    title: 'PRP Therapy',
    description: 'Platelet-rich plasma (PRP) therapy in Saint Louis: natural healing, minimal downtime and long-lasting results.',
  },
  {
    slug: 'exosomes',
    name: 'Exosomes',
    title: 'Exosome Therapy',
    description: 'Exosome therapy for skin and hair rejuvenation at our Saint Louis medical spa.',
  },
  {
    slug: 'red-light-laser',
    name: 'Red Light Laser',
    title: 'Red Light Laser Therapy',
    description: 'Low-level red light laser therapy for hair growth and skin health in Saint Louis.',
  },
  {
    slug: 'hair-supplements',
    name: 'Hair Supplements',
    title: 'Hair Supplements',
    description: 'Physician-recommended hair supplements that support thicker, healthier hair, from our Saint Louis clinic.',
  },
  {
    slug: 'mesotherapy',
    name: 'Mesotherapy',
    title: 'Mesotherapy',
    description: 'Mesotherapy micro-injections for hair and skin rejuvenation at our Saint Louis medical spa.',
  },
  {
    slug: 'ipl',
    name: 'IPL',
    title: 'IPL Photofacial',
    description: 'Intense pulsed light (IPL) photofacials for sun damage, redness and uneven skin tone in Saint Louis.',
  },
  {
    slug: 'glp1-therapy',
    name: 'GLP-1 Therapy',
    title: 'GLP-1 Weight Loss Therapy',
    description: 'Medically supervised GLP-1 weight loss therapy at our Saint Louis medical spa.',
  },
];

export const servicePath = (slug: string) => `/services/${slug}`;
