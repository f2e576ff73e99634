/**
 * The providers every widget renders inside: one SWR configuration for the whole page.
 *
 * Every widget root shares one cache, so the ticker and the blog list that both ask for `news`
 * (docs/product.md §7.3) make one request. Errors, retries and their reporting are the query layer's
 * (runtime/query): SWR itself never retries. Tests pass a fresh `cache`; stories swap the shared one.
 * A server-rendered element passes the data it was rendered with as `fallback` (by SWR key): its first render
 * shows that, as the server did (no hydration mismatch, no loading state), and the live answer replaces it.
 *
 * And the configuration: a server render passes its own (runtime/render-element.tsx) by context, so two renders in one
 * process, with different configurations, never see each other's; in the browser there is none and `useConfig`
 * reads the page's (runtime/config.ts).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { getConfig, type MedspaConfig } from './config';

export const swrConfig = {
  revalidateOnFocus: false,
  revalidateIfStale: true,
  shouldRetryOnError: false,
  dedupingInterval: 10_000,
} as const;

let sharedCache: Map<string, unknown> | undefined;

/** Stories: every element mounted from now on uses this cache (undefined: SWR's default, as on a page). */
export function setSharedCache(cache: Map<string, unknown> | undefined): void {
  sharedCache = cache;
}

const ConfigContext = createContext<MedspaConfig | undefined>(undefined);

/** The configuration this tree is rendered for: the server render's, else the page's. */
export function useConfig(): MedspaConfig {
  return useContext(ConfigContext) ?? getConfig();
}

export interface ProvidersProps {
  children: ReactNode;
  /** A fresh cache for tests; widgets on a page share one. */
  cache?: Map<string, unknown>;
  /** Data by SWR key, shown until the live answer (a server-rendered element's data). */
  fallback?: Record<string, unknown>;
  /** The configuration a server render is for; absent in the browser (the page's). */
  config?: MedspaConfig;
}

export function Providers({ children, cache: given, fallback, config }: ProvidersProps) {
  // One cache for the life of the tree: SWR sets a provider up once, on mount (a tree still mounted when a story swaps
  // the shared cache, an element kept through a move, must not be handed another one).
  const [cache] = useState(() => given ?? sharedCache);
  const value = {
    ...swrConfig,
    ...(cache ? { provider: () => cache as unknown as Cache } : {}),
    ...(fallback ? { fallback } : {}),
  };
  const tree = <SWRConfig value={value}>{children}</SWRConfig>;
  return config ? <ConfigContext.Provider value={config}>{tree}</ConfigContext.Provider> : tree;
}
