/**
 * docs/product.md §7.9: the featured client transformations, at most 3, all columns. §8: a failure is logged
 * only (no message, no toast): the section keeps the build's testimonials where the page has them, else stays
 * empty; being invisible, it is retried twice first.
 */
import { defineQuery, onError } from '../runtime/query';
import { fetchFeaturedTestimonials, TESTIMONIALS_KEY } from '../tables/testimonials';

export { fetchFeaturedTestimonials, TESTIMONIALS_KEY, TESTIMONIALS_LIMIT, type Testimonial } from '../tables/testimonials';

export const testimonialsQuery = defineQuery({
  what: 'Loading testimonials',
  key: () => TESTIMONIALS_KEY,
  fetch: () => fetchFeaturedTestimonials(),
  onError: onError.log,
  retry: 2,
});

export const useFeaturedTestimonials = () => testimonialsQuery.use();
