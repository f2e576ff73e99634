/**
 * The service catalogue's pages (docs/product.md §2.6, §9.5): for each service of services.ts its document title,
 * meta description, page heading, intro, sections, images rule and call to action. The site renders every service
 * page, the overview and the JSON-LD from it (site/templates/service-page.tsx); no widget imports it, so it costs
 * the bundle nothing (the image widgets get their bucket and texts as attributes).
 */
import type { Bucket } from './buckets';
import { services, type ServiceSlug } from './services';

/** docs/product.md §9.5: the treatment facts, each written once (Facial Aesthetics, Neurotoxins and Fillers read them). */
export const SERVICE_FACTS = {
  botox: { duration: '15-30 minutes', results: 'visible in 3-7 days', longevity: '3-4 months' },
  fillers: { duration: '30-45 minutes', results: 'immediate', longevity: '6-18 months' },
  skinTightening: { duration: '45-60 minutes', results: 'gradual over 2-3 months', longevity: '12-18 months' },
  facials: { duration: '60-90 minutes', results: 'immediate glow', longevity: '4-6 weeks' },
} as const;
export type FactsKey = keyof typeof SERVICE_FACTS;
/** How a fact reads on a page: "Duration: 15-30 minutes" (§9.5). */
export const FACT_LABELS = { duration: 'Duration', results: 'Results', longevity: 'Longevity' } as const;

/** A card of the Facial Aesthetics page (§3 "Service card (facial page, static)"). */
export interface TreatmentCard {
  title: string;
  icon: 'syringe' | 'droplet' | 'wave' | 'sparkle';
  description: string;
  details: string;
  facts: FactsKey;
}

/** A benefit card of the PRP page: its text; its image comes from the shuffled listing (§2.6 images). */
export interface BenefitCard {
  title: string;
  text: string;
}

export type Section =
  | { kind: 'list'; heading: string; items: readonly string[] }
  | { kind: 'steps'; heading: string; items: readonly string[] }
  | { kind: 'text'; heading: string; text: string }
  /** A boxed block of §9.5 facts ("Duration: …", "Results: …", "Longevity: …"). */
  | { kind: 'facts'; heading: string; facts: FactsKey }
  /** A boxed paragraph, as the facts box looks: what a visitor should know before booking (suitability, evidence). */
  | { kind: 'note'; heading: string; text: string }
  | { kind: 'treatment-cards'; cards: readonly TreatmentCard[] };

/**
 * docs/product.md §2.6 "Images per page": `first` shows the first `count` image files of the bucket
 * (<medspa-service-images>); `shuffled-cards` shuffles the bucket's images on each load, the first is the hero and the
 * next ones illustrate the benefit cards (<medspa-benefit-cards>).
 */
export type ImagesRule =
  { rule: 'first'; bucket: Bucket; count: number } | { rule: 'shuffled-cards'; bucket: Bucket; cards: readonly BenefitCard[] };

/** The call to action: the booking portal (new tab) with its exact label, the consultation dialog, or a page link. */
export type ServiceCta =
  | { kind: 'booking'; label: 'Book Now' | 'Schedule a Consultation' | 'Schedule Your Treatment' | 'Book Your Consultation' }
  | { kind: 'dialog' }
  | { kind: 'link'; label: string; href: string };

export interface ServicePage {
  /** The document title (before " | Gateway Med Spa"). */
  title: string;
  /** The meta description (search results); the overview's cards show the intro. */
  description: string;
  /** The h1 (docs/product.md §2.1 "Page heading"). */
  heading: string;
  intro: string;
  sections: readonly Section[];
  images?: ImagesRule;
  cta: ServiceCta;
}

const bookNow = { kind: 'booking', label: 'Book Now' } as const;
const dialog = { kind: 'dialog' } as const;

/** Every service has its page (the type holds the list complete). */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  'facial-aesthetics': {
    title: 'Facial Aesthetics',
    description:
      'Botox, dermal fillers, skin tightening and medical-grade facials in Saint Louis, with durations, results and how long they last.',
    heading: 'Facial Aesthetics',
    intro:
      'Refresh and restore your features with injectables, skin tightening and medical-grade facials, planned by our physician-led team for natural-looking results.',
    images: { rule: 'first', bucket: 'injectables_images', count: 5 },
    sections: [
      {
        kind: 'treatment-cards',
        cards: [
          {
            title: 'Botox Treatment',
            icon: 'syringe',
            description: "Smooths expression lines such as forehead lines, frown lines and crow's feet.",
            details: 'A few precise injections relax the muscles behind the lines; no downtime.',
            facts: 'botox',
          },
          {
            title: 'Dermal Fillers',
            icon: 'droplet',
            description: 'Restores volume and contour to cheeks, lips and folds.',
            details: 'Hyaluronic acid gels, placed with a fine needle or cannula, reversible if needed.',
            facts: 'fillers',
          },
          {
            title: 'Skin Tightening',
            icon: 'wave',
            description: 'Firms lax skin by stimulating new collagen.',
            details: 'Radiofrequency energy heats the deeper layers of the skin without harming the surface.',
            facts: 'skinTightening',
          },
          {
            title: 'Medical-Grade Facials',
            icon: 'sparkle',
            description: 'Deep cleansing, exfoliation and hydration tailored to your skin.',
            details: 'Performed by a licensed medical aesthetician with medical-grade products.',
            facts: 'facials',
          },
        ],
      },
    ],
    cta: { kind: 'booking', label: 'Schedule a Consultation' },
  },
  'hair-restoration': {
    title: 'Hair Restoration',
    description:
      'Physician-led hair restoration in Saint Louis: PRP therapy, hair growth treatment, red light laser therapy and hair loss prevention.',
    heading: 'Hair Restoration',
    intro: 'Physician-led treatments that slow hair loss and help thinning hair grow back fuller.',
    images: { rule: 'first', bucket: 'hair_images', count: 1 },
    sections: [
      {
        kind: 'list',
        heading: 'Our Treatments',
        items: ['PRP Therapy', 'Hair Growth Treatment', 'Red Light Laser Therapy', 'Hair Loss Prevention'],
      },
    ],
    cta: bookNow,
  },
  'iv-therapy': {
    title: 'IV Therapy',
    description: 'IV therapy in Saint Louis: vitamin boost, hydration therapy, energy boost and recovery & wellness infusions.',
    heading: 'IV Therapy',
    intro: 'Vitamins, minerals and fluids delivered straight to the bloodstream in our relaxing IV bar.',
    images: { rule: 'first', bucket: 'ivtherapy_images', count: 1 },
    sections: [
      { kind: 'list', heading: 'Our Infusions', items: ['Vitamin Boost', 'Hydration Therapy', 'Energy Boost', 'Recovery & Wellness'] },
    ],
    cta: bookNow,
  },
  'body-treatments': {
    title: 'Body Treatments',
    description: 'Body contouring, skin tightening, cellulite reduction and wellness treatments at our Saint Louis medical spa.',
    heading: 'Body Treatments',
    intro: 'Non-surgical treatments that contour, tighten and renew the body.',
    images: { rule: 'first', bucket: 'body_images', count: 3 },
    sections: [
      {
        kind: 'list',
        heading: 'Our Treatments',
        items: ['Body Contouring', 'Skin Tightening', 'Cellulite Reduction', 'Wellness Treatments'],
      },
    ],
    cta: bookNow,
  },
  neurotoxins: {
    title: 'Neurotoxins (Botox)',
    description: "Neurotoxin injections for forehead lines, frown lines, crow's feet, bunny lines and masseter slimming in Saint Louis.",
    heading: 'Neurotoxins',
    intro: 'Neurotoxin injections relax the muscles that cause expression lines, for a smoother, rested look.',
    images: { rule: 'first', bucket: 'injectables_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'A purified neurotoxin such as Botox is placed with a very fine needle into the small muscles that crease the skin when you frown, squint or raise your brows. The muscles soften, so the lines above them relax while your face still moves naturally.',
      },
      { kind: 'list', heading: 'Treatment Areas', items: ['Forehead lines', 'Frown lines', "Crow's feet", 'Bunny lines', 'Masseter'] },
      { kind: 'facts', heading: 'Treatment Details', facts: 'botox' },
      {
        kind: 'note',
        heading: 'Before Your Visit',
        text: 'Your injector reviews your medical history first: neurotoxins are not given during pregnancy or breastfeeding or with certain neuromuscular conditions. Mild redness or a small bruise at an injection site usually fades within a day or two.',
      },
    ],
    cta: { kind: 'booking', label: 'Schedule Your Treatment' },
  },
  fillers: {
    title: 'Dermal Fillers',
    description: 'Dermal fillers for cheeks and midface, lips, nasolabial folds, under-eye hollows and the jawline in Saint Louis.',
    heading: 'Dermal Fillers',
    intro: 'Hyaluronic acid fillers restore lost volume and define contours with immediate results.',
    images: { rule: 'first', bucket: 'injectables_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'Hyaluronic acid is a sugar the skin makes itself. As a smooth gel, placed with a fine needle or cannula, it restores volume where it has been lost with age and softens folds; the body slowly absorbs it, and it can be dissolved if ever needed.',
      },
      {
        kind: 'list',
        heading: 'Treatment Areas',
        items: ['Cheeks and midface', 'Lips and lip lines', 'Nasolabial folds', 'Under-eye hollows', 'Jawline'],
      },
      { kind: 'facts', heading: 'What to Expect', facts: 'fillers' },
      {
        kind: 'note',
        heading: 'Before Your Visit',
        text: 'Swelling and bruising for a few days are common; avoiding blood-thinning supplements beforehand, when your doctor agrees, can help. Your injector plans the amount and placement with you for a result that suits your face.',
      },
    ],
    cta: { kind: 'booking', label: 'Book Your Consultation' },
  },
  peels: {
    title: 'Chemical Peels',
    description: 'Light, medium and deep chemical peels in Saint Louis: benefits, types of peels and what recovery looks like.',
    heading: 'Chemical Peels',
    intro: 'Chemical peels remove damaged outer layers of skin to reveal a smoother, more even complexion.',
    images: { rule: 'first', bucket: 'face_images', count: 1 },
    sections: [
      { kind: 'list', heading: 'Benefits', items: ['Smoother texture', 'More even tone', 'Fewer fine lines and sun spots'] },
      { kind: 'list', heading: 'Types of Peels', items: ['Light peels', 'Medium peels', 'Deep peels'] },
      {
        kind: 'text',
        heading: 'Recovery',
        text: 'Light peels need little or no downtime; medium and deep peels need a few days to two weeks of healing.',
      },
    ],
    cta: bookNow,
  },
  facials: {
    title: 'Medical-Grade Facials',
    description: 'Medical-grade facials by a licensed medical aesthetician in Saint Louis: deep cleansing, exfoliation and hydration.',
    heading: 'Medical-Grade Facials',
    intro: 'Facials performed by a licensed medical aesthetician with medical-grade products, for skin that looks and feels healthier.',
    images: { rule: 'first', bucket: 'face_images', count: 1 },
    sections: [
      {
        kind: 'list',
        heading: 'What a Facial Includes',
        items: ['Deep cleansing', 'Exfoliation', 'Extractions as needed', 'Hydration and protection'],
      },
    ],
    cta: bookNow,
  },
  cryolipolysis: {
    title: 'Cryolipolysis (Fat Freezing)',
    description: 'Cryolipolysis in Saint Louis: how fat freezing works, treatment areas, the four-step process, results and recovery.',
    heading: 'Cryolipolysis',
    intro: 'Cryolipolysis freezes and eliminates stubborn fat cells without surgery or downtime.',
    images: { rule: 'first', bucket: 'body_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'Controlled cooling targets fat cells, which the body then clears naturally over the following weeks.',
      },
      { kind: 'list', heading: 'Treatment Areas', items: ['Abdomen', 'Flanks', 'Thighs', 'Upper arms', 'Under the chin'] },
      { kind: 'steps', heading: 'The Process', items: ['Consultation', 'Applicator placement', 'Cooling treatment', 'Follow-up'] },
      {
        kind: 'text',
        heading: 'Results and Recovery',
        text: 'Results appear in 2-3 months, with up to 25% fat reduction in the treated area; most people return to normal activity the same day.',
      },
      {
        kind: 'note',
        heading: 'Is It Right for You?',
        text: 'Cryolipolysis reduces pockets of fat that resist diet and exercise; it is not a weight-loss treatment. It suits people near their goal weight, and is not advised for anyone with cold-related conditions such as cryoglobulinemia.',
      },
    ],
    cta: { kind: 'booking', label: 'Book Your Consultation' },
  },
  'fue-hair-restoration': {
    title: 'FUE Hair Restoration',
    description: 'Follicular unit extraction (FUE) hair transplant in Saint Louis: the procedure, its benefits and recovery.',
    heading: 'FUE Hair Restoration',
    intro: 'Follicular unit extraction moves individual follicles to thinning areas for permanent, natural-looking results.',
    images: { rule: 'first', bucket: 'hair_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'Procedure',
        text: 'Individual follicular units are extracted from the donor area and placed one by one where hair is thinning.',
      },
      { kind: 'list', heading: 'Benefits', items: ['No linear scar', 'Natural-looking hairline', 'Permanent results'] },
      { kind: 'text', heading: 'Recovery', text: 'Most people recover within about a week.' },
    ],
    cta: bookNow,
  },
  prp: {
    title: 'PRP Therapy',
    description: 'Platelet-rich plasma (PRP) therapy in Saint Louis: natural healing, minimal downtime and long-lasting results.',
    heading: 'PRP Therapy',
    intro: 'Platelet-rich plasma from your own blood stimulates repair and growth in the scalp and skin.',
    images: {
      rule: 'shuffled-cards',
      bucket: 'clinical_images',
      cards: [
        { title: 'Natural Healing', text: "Your own platelets' growth factors wake dormant follicles and renew the skin." },
        { title: 'Minimal Downtime', text: 'A simple blood draw and injections; most people return to their day straight away.' },
        { title: 'Long-lasting Results', text: 'A short series of sessions, then maintenance once or twice a year keeps the results.' },
      ],
    },
    sections: [],
    // "Schedule Consultation" always opens the consultation dialog (docs/product.md §2.6 "One label, one meaning").
    cta: dialog,
  },
  exosomes: {
    title: 'Exosome Therapy',
    description: 'Exosome therapy for skin and hair rejuvenation at our Saint Louis medical spa.',
    heading: 'Exosome Therapy',
    intro: 'Exosomes deliver growth factors that support skin renewal and hair growth.',
    images: { rule: 'first', bucket: 'hair_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: "Exosomes are tiny vesicles that cells use to pass signals to one another, carrying growth factors and proteins. Applied to freshly microneedled skin or placed in the scalp, they are used to support the body's own repair of skin and hair follicles.",
      },
      {
        kind: 'list',
        heading: 'What It Can Help With',
        items: ['Thinning hair', 'Dull, tired-looking skin', 'Fine lines and uneven texture', 'Recovery after microneedling'],
      },
      {
        kind: 'steps',
        heading: 'The Process',
        items: [
          'Consultation and assessment',
          'Numbing cream for comfort',
          'Exosomes applied with microneedling or injections',
          'Follow-up visits',
        ],
      },
      {
        kind: 'note',
        heading: 'Good to Know',
        text: 'Exosome therapy is a newer treatment: no exosome product is FDA-approved for hair loss or skin rejuvenation, and results vary from person to person. Our physician explains what to expect and whether it suits you; it is often combined with PRP therapy.',
      },
    ],
    cta: dialog,
  },
  'red-light-laser': {
    title: 'Red Light Laser Therapy',
    description: 'Low-level red light laser therapy for hair growth and skin health in Saint Louis.',
    heading: 'Red Light Laser Therapy',
    intro: 'Low-level red light energizes hair follicles and skin cells, painlessly and without downtime.',
    images: { rule: 'first', bucket: 'hair_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'Low-level laser therapy uses red light at wavelengths that do not heat or cut the skin. The light is absorbed by the cells of the hair follicle, where it is thought to increase their energy supply and blood flow and to lengthen the growth phase of the hair.',
      },
      {
        kind: 'list',
        heading: 'Benefits',
        items: ['Painless and drug-free', 'No downtime', 'Works alongside PRP Therapy and hair supplements', 'Suitable for men and women'],
      },
      {
        kind: 'steps',
        heading: 'The Process',
        items: [
          'Scalp assessment',
          'Short sessions under the laser',
          'A regular schedule over several months',
          'Progress photos at follow-up',
        ],
      },
      {
        kind: 'note',
        heading: 'Good to Know',
        text: 'Red light works best on early to moderate thinning, while follicles are still active; it does not regrow hair on areas that are completely bald. New growth takes several months to show, and regular sessions keep it.',
      },
    ],
    cta: dialog,
  },
  'hair-supplements': {
    title: 'Hair Supplements',
    description: 'Physician-recommended hair supplements that support thicker, healthier hair, from our Saint Louis clinic.',
    heading: 'Hair Supplements',
    intro: 'Physician-recommended supplements that support healthy, thicker hair from within.',
    images: { rule: 'first', bucket: 'hair_images', count: 1 },
    sections: [
      { kind: 'list', heading: 'Benefits', items: ['Supports hair growth', 'Strengthens hair', 'Complements in-clinic treatments'] },
    ],
    cta: dialog,
  },
  mesotherapy: {
    title: 'Mesotherapy',
    description: 'Mesotherapy micro-injections for hair and skin rejuvenation at our Saint Louis medical spa.',
    heading: 'Mesotherapy',
    intro: 'Micro-injections of vitamins and nutrients that rejuvenate the scalp and skin.',
    images: { rule: 'first', bucket: 'hair_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'A blend of vitamins, amino acids and hyaluronic acid is placed just under the skin with many tiny, shallow injections, where the scalp or the skin can use it directly. Each blend is chosen for your concern.',
      },
      {
        kind: 'list',
        heading: 'What It Can Help With',
        items: ['Thinning hair and a dry scalp', 'Dull or dehydrated skin', 'Fine lines on the face, neck and hands'],
      },
      {
        kind: 'steps',
        heading: 'The Process',
        items: ['Consultation and assessment', 'Cleansing and numbing', 'Micro-injections', 'A series of sessions a few weeks apart'],
      },
      {
        kind: 'note',
        heading: 'Good to Know',
        text: 'Expect slight redness and small bumps for a day or two. Evidence for mesotherapy is still limited and results vary, so our physician will tell you honestly whether another treatment would suit you better.',
      },
    ],
    cta: dialog,
  },
  ipl: {
    title: 'IPL Photofacial',
    description: 'Intense pulsed light (IPL) photofacials for sun damage, redness and uneven skin tone in Saint Louis.',
    heading: 'IPL Photofacial',
    intro: 'Intense pulsed light fades sun damage, redness and uneven skin tone.',
    images: { rule: 'first', bucket: 'face_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'Broad-spectrum light passes through the surface of the skin and is absorbed by pigment and by small blood vessels. Brown spots darken and flake away over the following days, and redness fades as the vessels are cleared.',
      },
      {
        kind: 'list',
        heading: 'What It Treats',
        items: ['Sun spots and age spots', 'Redness and broken capillaries', 'Uneven skin tone', 'Mild rosacea'],
      },
      {
        kind: 'steps',
        heading: 'The Process',
        items: [
          'Skin assessment',
          'Cooling gel and eye protection',
          'Light pulses over the treatment area',
          'A series of sessions about a month apart',
        ],
      },
      {
        kind: 'note',
        heading: 'Good to Know',
        text: 'IPL is not suitable for tanned skin, and it is used with care on deeper skin tones; we check your skin first. Daily sunscreen keeps the results.',
      },
    ],
    cta: dialog,
  },
  'glp1-therapy': {
    title: 'GLP-1 Weight Loss Therapy',
    description: 'Medically supervised GLP-1 weight loss therapy at our Saint Louis medical spa.',
    heading: 'GLP-1 Therapy',
    intro: 'Medically supervised GLP-1 therapy for sustainable weight loss.',
    images: { rule: 'first', bucket: 'clinical_images', count: 1 },
    sections: [
      {
        kind: 'text',
        heading: 'How It Works',
        text: 'GLP-1 medications such as semaglutide act like a hormone the gut releases after a meal: they slow digestion and help you feel full sooner, so you eat less. They are given as a weekly injection at a dose that is raised gradually.',
      },
      {
        kind: 'list',
        heading: 'What the Program Includes',
        items: [
          'A medical evaluation before any prescription',
          'Regular check-ins to adjust the dose',
          'Guidance on nutrition and activity',
          'Support with side effects',
        ],
      },
      {
        kind: 'steps',
        heading: 'The Process',
        items: ['Consultation and health history', 'Lab work where needed', 'Starting dose and follow-up', 'Ongoing monitoring'],
      },
      {
        kind: 'note',
        heading: 'Is It Right for You?',
        text: 'GLP-1 therapy is prescribed only when it is medically appropriate; it is not for anyone who is pregnant or has a personal or family history of medullary thyroid cancer. Nausea is common at first, and results are best with lasting changes to diet and activity.',
      },
    ],
    cta: dialog,
  },
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The service whose own page a treatment named on another page is (docs/product.md §2.6): its menu name or its page
 * heading, in any case ("PRP Therapy", "Red Light Laser Therapy", "Dermal Fillers"); none for the page itself.
 */
export function ownPageOf(treatment: string, on?: ServiceSlug): ServiceSlug | undefined {
  return services.find((s) => s.slug !== on && (sameName(s.name, treatment) || sameName(servicePages[s.slug].heading, treatment)))?.slug;
}
