/**
 * SPEC §7.3: every news row, newest first, cached under 'news' (shared with the blog list). The fetcher
 * throws the client's error. The ticker turns a failure into SPEC §8's toast, once per failure (no retries:
 * a retry that fails again would toast again).
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { backend } from '../runtime/backend';
import { toast } from '../runtime/toast';

export interface NewsRow {
  id: string;
  title: string;
  content: string;
  type?: string | null;
  source?: string | null;
  created_at?: string;
}

export const NEWS_KEY = 'news';

export async function fetchNews(): Promise<NewsRow[]> {
  const { data, error } = await backend().from('news').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as NewsRow[];
}

export function useNews() {
  const swr = useSWR<NewsRow[]>(NEWS_KEY, fetchNews, { shouldRetryOnError: false });
  const { error } = swr;
  useEffect(() => {
    if (!error) return;
    console.error('[medspa] Could not load news', error);
    toast({ title: 'Error loading news', description: 'Please try again later', variant: 'destructive' });
  }, [error]);
  return swr;
}
