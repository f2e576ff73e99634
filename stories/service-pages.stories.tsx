/**
 * One story per kind of service page (site/templates/service-page.tsx), as the build renders it from the catalogue,
 * with its elements upgraded on fake listings: cards with facts, sub-treatments with images, details without images,
 * PRP's benefit cards, and the dialog pages.
 */
import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import siteCss from '../site/assets/site.css?inline';
import servicesCss from '../site/assets/services.css?inline';
import { ServicePageBody } from '../site/templates/service-page';
import type { PageContext } from '../site/render/page';
import { widgetFn } from '../site/render/widget';
import type { Snapshot } from '../site/snapshot';
import type { ServiceSlug } from '../widgets/content/services';
import { load } from '../widgets/runtime/upgrade';
import { routes, listing } from '../widgets/test/fake-backend';
import { svgPhoto } from './support/fake-media';

const files: Record<string, string[]> = {
  injectables_images: ['injectables-1.jpg', 'injectables-2.jpg', 'injectables-3.jpg'],
  body_images: ['body-1.jpg', 'body-2.jpg', 'body-3.jpg'],
  clinical_images: ['clinical-1.jpg', 'clinical-2.jpg', 'clinical-3.jpg', 'clinical-4.jpg'],
  hair_images: ['hair-1.jpg'],
};
const buckets = Object.fromEntries(
  Object.entries(files).map(([b, names]) => [b, names.map((name) => ({ name, kind: 'image', url: svgPhoto(name) }))]),
) as unknown as Snapshot['buckets'];
const ctx: PageContext = {
  siteUrl: 'https://clinic.example',
  snapshot: { source: 'story', takenAt: '', news: [], products: [], buckets },
  bookingUrl: 'https://booking.example/',
  asset: (p) => p,
  // The page's CSS is the story's own <style> below (ServicePageBody draws no <head>).
  css: () => '',
  js: () => '',
  // The elements drawn in the browser (an empty shadow root: they render on upgrade, with the fake listings).
  widget: widgetFn(() => ''),
};
const backend = routes(
  Object.fromEntries(
    Object.entries(files).map(([b, names]) => [`POST /storage/v1/object/list/${b}`, { status: 200, body: listing(names) }]),
  ),
);

function ServicePage({ slug }: { slug: ServiceSlug }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const elements = [...(ref.current?.querySelectorAll('*') ?? [])].filter((el) => el.localName.startsWith('medspa-'));
    for (const el of elements) void load(el.localName);
  }, [slug]);
  return (
    <div ref={ref}>
      <style>{`${siteCss}\n${servicesCss}`}</style>
      <ServicePageBody slug={slug} ctx={ctx} />
    </div>
  );
}

const meta = { component: ServicePage, parameters: { backend } } satisfies Meta<typeof ServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Facial Aesthetics: intro, five images (three in the bucket here), four cards with their facts; booking link. */
export const TreatmentCards: Story = { args: { slug: 'facial-aesthetics' } };
/** Body Treatments (and Hair Restoration, IV Therapy, Peels, Facials, FUE): images, sub-treatments, "Book Now". */
export const SubTreatments: Story = { args: { slug: 'body-treatments' } };
/** Cryolipolysis (and Neurotoxins, Fillers): sections, steps or a facts box, no image; booking link. */
export const Details: Story = { args: { slug: 'cryolipolysis' } };
/** PRP: the benefit cards with shuffled images. */
export const BenefitCards: Story = { args: { slug: 'prp' } };
/** Hair Supplements (and the five other dialog pages): "Schedule Consultation" opens the consultation dialog. */
export const ConsultationDialog: Story = { args: { slug: 'hair-supplements' } };
