/**
 * The providers every widget renders inside: one SWR configuration for the whole page.
 *
 * Every widget root shares SWR's default cache, so the ticker and the blog list that both ask for
 * `news` (SPEC §7.3) make one request. Fetchers throw the Supabase client's `error`; each hook decides,
 * as SPEC §8 says, whether that becomes a toast, a message or a log line. Tests pass a fresh `cache`.
 */
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';

export const swrConfig = {
  revalidateOnFocus: false,
  revalidateIfStale: true,
  dedupingInterval: 10_000,
} as const;

export interface ProvidersProps {
  children: ReactNode;
  /** A fresh cache for tests and stories; widgets on a page share the default one. */
  cache?: Map<string, unknown>;
}

export function Providers({ children, cache }: ProvidersProps) {
  const value = cache ? { ...swrConfig, provider: () => cache as unknown as Cache } : swrConfig;
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
