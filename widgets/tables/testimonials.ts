/**
 * The featured testimonials (docs/product.md §7.9): the row type, the read, its cache key and the build's read and
 * answer (testimonialsPrefetch), without the widget's UI (Node reads them for the snapshot, site/snapshot.ts; the
 * widget's query: ../testimonials).
 */
import { connection, type Connection } from '../runtime/connection';
import { rest } from '../runtime/rest';
import { definePrefetch } from '../runtime/query/prefetch';

/** One row of `testimonials` (§3). Image URLs may be absolute or storage paths relative to the backend. */
export interface Testimonial {
  id: string;
  featured: boolean;
  is_case_study: boolean;
  before_image_url: string | null;
  after_image_url: string | null;
  testimonial_text: string;
  client_name: string;
  service_type: string | null;
  treatment_details: string | null;
}

/** §9: at most 3 featured testimonials. */
export const TESTIMONIALS_LIMIT = 3;

/** The columns a testimonial card shows (issue 27: never `*`, so a column added for staff is not sent to visitors). */
const TESTIMONIAL_COLUMNS =
  'id,featured,is_case_study,before_image_url,after_image_url,testimonial_text,client_name,service_type,treatment_details';

/** The cache key of the featured testimonials (the server renders the widget with the snapshot's under it). */
export const TESTIMONIALS_KEY = 'testimonials-featured';

export async function fetchFeaturedTestimonials(client: Connection = connection()): Promise<Testimonial[]> {
  const { data, error } = await rest(client)
    .from('testimonials')
    .select(TESTIMONIAL_COLUMNS)
    .eq('featured', true)
    .limit(TESTIMONIALS_LIMIT);
  if (error) throw error;
  return ((data ?? []) as Testimonial[]).slice(0, TESTIMONIALS_LIMIT);
}

/** Build-time testimonials (docs/architecture.md "Build-time data"); an older kept snapshot has none: the element loads them (its skeleton) as on a partner's page. */
export const testimonialsPrefetch = /* @__PURE__ */ definePrefetch<{ testimonials?: Testimonial[] }>({
  published: { tables: ['testimonials'], empty: { testimonials: [] } },
  read: async (client) => ({ testimonials: await fetchFeaturedTestimonials(client) }),
  answers: ({ testimonials }) => (testimonials ? [[TESTIMONIALS_KEY, testimonials]] : []),
});
