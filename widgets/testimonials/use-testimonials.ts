/**
 * SPEC §7.9: the featured client transformations, at most 3, all columns (SWR key 'testimonials-featured').
 * SPEC §8: a failure is logged only; the section stays empty (no message, no toast).
 */
import useSWR from 'swr';
import { backend } from '../runtime/backend';

/** One row of `testimonials` (SPEC §3). Image URLs may be absolute or storage paths relative to the backend. */
export interface Testimonial {
  id: string;
  featured: boolean;
  is_case_study: boolean;
  before_image_url: string | null;
  after_image_url: string | null;
  testimonial_text: string;
  client_name: string;
  service_type: string;
  treatment_details: string | null;
}

export const TESTIMONIALS_KEY = 'testimonials-featured';
/** SPEC §9: at most 3 featured testimonials. */
export const TESTIMONIALS_LIMIT = 3;

export async function fetchFeaturedTestimonials(): Promise<Testimonial[]> {
  const { data, error } = await backend().from('testimonials').select('*').eq('featured', true).limit(TESTIMONIALS_LIMIT);
  if (error) throw error;
  return ((data ?? []) as Testimonial[]).slice(0, TESTIMONIALS_LIMIT);
}

export function useFeaturedTestimonials() {
  return useSWR<Testimonial[]>(TESTIMONIALS_KEY, fetchFeaturedTestimonials, {
    onError: (err) => console.error('[medspa] Could not load testimonials', err),
  });
}
