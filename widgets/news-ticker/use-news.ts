/**
 * The ticker's news (docs/product.md §7.3, issue 27): the latest TICKER_ITEMS titles (id, title, created_at), newest
 * first; the bar shows a title, not the text. A failure shows §8's destructive toast once and the ticker's own
 * message; it is not retried (a retry that failed again would toast again).
 */
import { defineQuery, onError } from '../runtime/query';
import { fetchHeadlines, HEADLINES_KEY } from '../tables/news';

export const newsQuery = defineQuery({
  what: 'Loading news',
  key: () => HEADLINES_KEY,
  fetch: () => fetchHeadlines(),
  onError: onError.toast({ title: 'Error loading news', description: 'Please try again later', variant: 'destructive' }),
});

export const useNews = () => newsQuery.use();
