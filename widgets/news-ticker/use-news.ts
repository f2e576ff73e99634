/**
 * The ticker's news (docs/product.md §7.3): every row, newest first. A failure shows §8's destructive toast once
 * and the ticker's own message; it is not retried (a retry that failed again would toast again).
 */
import { defineQuery, onError } from '../runtime/data';
import { fetchNews, NEWS_KEY } from '../data/news';

export const newsQuery = defineQuery({
  what: 'Loading news',
  key: () => NEWS_KEY,
  fetch: fetchNews,
  onError: onError.toast({ title: 'Error loading news', description: 'Please try again later', variant: 'destructive' }),
});

export const useNews = () => newsQuery.use();
