/**
 * The 17 service pages as SPEC writes them (docs/product.md §2.5, §2.6, §7.8, §9.5): each page's texts and facts, its
 * call to action (label, target, href), the images it must show and from which bucket. Checked on the load that
 * one-renderer.spec.ts makes of every route (expectServicePage); services.spec.ts tests the pages' states.
 *
 * The texts below are the product's requirements written out (SPEC §2, §9), not read from the catalogue: a
 * catalogue edit that loses one fails here.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { serviceRoutes } from '../../../site/routes';
import { objectOf } from './images';

export const BOOKING = /^https:\/\/[^/]+\//;
type Cta = { booking: string } | { dialog: true } | { link: string; href: string };
interface Expected {
  texts: string[];
  cta: Cta;
  /** Bucket and number of images the seeded local backend gives the page. */
  images?: { bucket: string; count: number };
}

export const dialog = { dialog: true } as const;
const bookNow = { booking: 'Book Now' };
const botox = ['Duration: 15-30 minutes', 'Results: visible in 3-7 days', 'Longevity: 3-4 months'];
const fillers = ['Duration: 30-45 minutes', 'Results: immediate', 'Longevity: 6-18 months'];

export const PAGES: Record<string, Expected> = {
  'facial-aesthetics': {
    texts: [
      'Botox Treatment',
      'Dermal Fillers',
      'Skin Tightening',
      'Medical-Grade Facials',
      ...botox,
      ...fillers,
      'Duration: 45-60 minutes',
      'Results: gradual over 2-3 months',
      'Longevity: 12-18 months',
      'Duration: 60-90 minutes',
      'Longevity: 4-6 weeks',
    ],
    cta: { booking: 'Schedule a Consultation' },
    images: { bucket: 'injectables_images', count: 5 },
  },
  'hair-restoration': {
    texts: ['PRP Therapy', 'Hair Growth Treatment', 'Red Light Laser Therapy', 'Hair Loss Prevention'],
    cta: bookNow,
    images: { bucket: 'hair_images', count: 1 },
  },
  'iv-therapy': {
    texts: ['Vitamin Boost', 'Hydration Therapy', 'Energy Boost', 'Recovery & Wellness'],
    cta: bookNow,
    images: { bucket: 'ivtherapy_images', count: 1 },
  },
  'body-treatments': {
    texts: ['Body Contouring', 'Skin Tightening', 'Cellulite Reduction', 'Wellness Treatments'],
    cta: bookNow,
    images: { bucket: 'body_images', count: 3 },
  },
  neurotoxins: {
    texts: ['Forehead lines', 'Frown lines', "Crow's feet", 'Bunny lines', 'Masseter', 'Treatment Details', ...botox],
    cta: { booking: 'Schedule Your Treatment' },
    images: { bucket: 'injectables_images', count: 1 },
  },
  fillers: {
    texts: ['Cheeks and midface', 'Lips and lip lines', 'Nasolabial folds', 'Under-eye hollows', 'Jawline', 'What to Expect', ...fillers],
    cta: { booking: 'Book Your Consultation' },
    images: { bucket: 'injectables_images', count: 1 },
  },
  peels: {
    texts: ['Benefits', 'Types of Peels', 'Light peels', 'Medium peels', 'Deep peels', 'Recovery'],
    cta: bookNow,
    images: { bucket: 'face_images', count: 1 },
  },
  facials: {
    texts: ['Deep cleansing', 'Exfoliation', 'Extractions as needed', 'Hydration and protection'],
    cta: bookNow,
    images: { bucket: 'face_images', count: 1 },
  },
  cryolipolysis: {
    texts: ['How It Works', 'Treatment Areas', 'The Process', 'Results and Recovery', 'Consultation', 'Follow-up'],
    cta: { booking: 'Book Your Consultation' },
    images: { bucket: 'body_images', count: 1 },
  },
  'fue-hair-restoration': {
    texts: ['Procedure', 'Benefits', 'Recovery', 'Most people recover within about a week.'],
    cta: bookNow,
    images: { bucket: 'hair_images', count: 1 },
  },
  prp: {
    texts: ['Natural Healing', 'Minimal Downtime', 'Long-lasting Results'],
    cta: dialog,
    images: { bucket: 'clinical_images', count: 4 },
  },
  // beyond the spec's "short description" (issue 32, thin pages): an image and sections, as the other pages
  exosomes: { texts: [], cta: dialog, images: { bucket: 'hair_images', count: 1 } },
  'red-light-laser': { texts: [], cta: dialog, images: { bucket: 'hair_images', count: 1 } },
  'hair-supplements': {
    texts: ['Benefits', 'Supports hair growth', 'Strengthens hair', 'Complements in-clinic treatments'],
    cta: dialog,
    images: { bucket: 'hair_images', count: 1 },
  },
  mesotherapy: { texts: [], cta: dialog, images: { bucket: 'hair_images', count: 1 } },
  ipl: { texts: [], cta: dialog, images: { bucket: 'face_images', count: 1 } },
  'glp1-therapy': { texts: [], cta: dialog, images: { bucket: 'clinical_images', count: 1 } },
};

export const main = (page: Page) => page.locator('main');
/** The images a page's image widget shows (in its shadow root; the static ones are in .svc-images/.svc-benefits). */
export const widgetImages = (page: Page) => page.locator('medspa-service-images .service-images img, medspa-benefit-cards .benefits img');
export const storagePath = (bucket: string) => new RegExp(`/storage/v1/object/public/${bucket}/[^/]+\\.(jpe?g|png|gif|webp)$`, 'i');

export async function expectImages(page: Page, images: Locator, bucket: string, count: number) {
  await expect(images).toHaveCount(count);
  const srcs = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
  for (const src of srcs) expect(objectOf(new URL(src).pathname)).toMatch(storagePath(bucket));
  expect(new Set(srcs).size).toBe(count);
  // loading ends: every image loaded, no placeholder pulses
  await expect(page.locator('medspa-service-images .media-frame--loading, medspa-benefit-cards .media-frame--loading')).toHaveCount(0);
}

/** A service page's SPEC texts, its call to action, its images and its schema.org Service (on a hydrated load). */
export async function expectServicePage(page: Page, path: string): Promise<void> {
  const route = serviceRoutes.find((r) => r.path === path)!;
  const expected = PAGES[route.slug]!;
  const m = main(page);
  await expect(m.getByRole('heading', { level: 1 })).toBeVisible();
  // (a widget's static copy stays in the light DOM, unslotted: only what shows counts)
  for (const text of expected.texts) await expect(m.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();

  const cta = expected.cta;
  if ('booking' in cta) {
    const link = m.getByRole('link', { name: `${cta.booking} (opens in a new tab)`, exact: true });
    await expect(link).toHaveAttribute('href', BOOKING);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  } else if ('link' in cta) {
    await expect(m.getByRole('link', { name: cta.link, exact: true })).toHaveAttribute('href', cta.href);
  } else {
    await expect(m.getByRole('button', { name: 'Schedule Consultation', exact: true })).toBeVisible();
  }

  if (expected.images) await expectImages(page, widgetImages(page), expected.images.bucket, expected.images.count);
  else await expect(widgetImages(page)).toHaveCount(0);

  // schema.org: the service, offered by the clinic
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const service = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'Service');
  expect(service).toMatchObject({
    name: await m.getByRole('heading', { level: 1 }).textContent(),
    provider: { '@type': 'MedicalBusiness' },
  });
}
