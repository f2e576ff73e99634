/**
 * The text of each service page, by slug (widgets/content/services.ts lists the services): its title and meta
 * description. The site renders the pages from it; no widget imports it, so it costs the bundle nothing.
 */
import type { ServiceSlug } from './services';

export interface ServicePage {
  title: string;
  description: string;
}

/** Every service has its page (the type holds the list complete). */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  'facial-aesthetics': {
    title: 'Facial Aesthetics',
    description:
      'Botox, dermal fillers, skin tightening and medical-grade facials in Saint Louis, with durations, results and how long they last.',
  },
  'hair-restoration': {
    title: 'Hair Restoration',
    description:
      'Physician-led hair restoration in Saint Louis: PRP therapy, hair growth treatment, red light laser therapy and hair loss prevention.',
  },
  'iv-therapy': {
    title: 'IV Therapy',
    description: 'IV therapy in Saint Louis: vitamin boost, hydration therapy, energy boost and recovery & wellness infusions.',
  },
  'body-treatments': {
    title: 'Body Treatments',
    description: 'Body contouring, skin tightening, cellulite reduction and wellness treatments at our Saint Louis medical spa.',
  },
  neurotoxins: {
    title: 'Neurotoxins (Botox)',
    description: "Neurotoxin injections for forehead lines, frown lines, crow's feet, bunny lines and masseter slimming in Saint Louis.",
  },
  fillers: {
    title: 'Dermal Fillers',
    description: 'Dermal fillers for cheeks and midface, lips, nasolabial folds, under-eye hollows and the jawline in Saint Louis.',
  },
  peels: {
    title: 'Chemical Peels',
    description: 'Light, medium and deep chemical peels in Saint Louis: benefits, types of peels and what recovery looks like.',
  },
  facials: {
    title: 'Medical-Grade Facials',
    description: 'Medical-grade facials by a licensed medical aesthetician in Saint Louis: deep cleansing, exfoliation and hydration.',
  },
  cryolipolysis: {
    title: 'Cryolipolysis (Fat Freezing)',
    description: 'Cryolipolysis in Saint Louis: how fat freezing works, treatment areas, the four-step process, results and recovery.',
  },
  'fue-hair-restoration': {
    title: 'FUE Hair Restoration',
    description: 'Follicular unit extraction (FUE) hair transplant in Saint Louis: the procedure, its benefits and recovery.',
  },
  prp: {
    title: 'PRP Therapy',
    description: 'Platelet-rich plasma (PRP) therapy in Saint Louis: natural healing, minimal downtime and long-lasting results.',
  },
  exosomes: {
    title: 'Exosome Therapy',
    description: 'Exosome therapy for skin and hair rejuvenation at our Saint Louis medical spa.',
  },
  'red-light-laser': {
    title: 'Red Light Laser Therapy',
    description: 'Low-level red light laser therapy for hair growth and skin health in Saint Louis.',
  },
  'hair-supplements': {
    title: 'Hair Supplements',
    description: 'Physician-recommended hair supplements that support thicker, healthier hair, from our Saint Louis clinic.',
  },
  mesotherapy: {
    title: 'Mesotherapy',
    description: 'Mesotherapy micro-injections for hair and skin rejuvenation at our Saint Louis medical spa.',
  },
  ipl: {
    title: 'IPL Photofacial',
    description: 'Intense pulsed light (IPL) photofacials for sun damage, redness and uneven skin tone in Saint Louis.',
  },
  'glp1-therapy': {
    title: 'GLP-1 Weight Loss Therapy',
    description: 'Medically supervised GLP-1 weight loss therapy at our Saint Louis medical spa.',
  },
};
