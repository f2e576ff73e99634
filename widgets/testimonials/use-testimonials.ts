/**
 * docs/product.md §7.9: the featured client transformations, at most 3, all columns. §8: a failure is logged
 * only and the section stays empty (no message, no toast); being invisible, it is retried twice first.
 */
import { rest } from '../runtime/rest';
import { defineQuery, onError } from '../runtime/data';

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

export async function fetchFeaturedTestimonials(): Promise<Testimonial[]> {
  const { data, error } = await rest().from('testimonials').select('*').eq('featured', true).limit(TESTIMONIALS_LIMIT);
  if (error) throw error;
  return ((data ?? []) as Testimonial[]).slice(0, TESTIMONIALS_LIMIT);
}

export const testimonialsQuery = defineQuery({
  what: 'Loading testimonials',
  key: () => 'testimonials-featured',
  fetch: fetchFeaturedTestimonials,
  onError: onError.log,
  retry: 2,
});

export const useFeaturedTestimonials = () => testimonialsQuery.use();
