/**
 * Page configuration, read once.
 *
 * The one documented way to configure widgets on any page (the clinic's or a marketer's) is a JSON script
 * block, which every CSP allows because it is data, not script:
 *
 *   <script type="application/json" id="medspa-config">
 *     {"supabaseUrl": "https://xyz.supabase.co", "supabaseAnonKey": "…", "bookingUrl": "https://…"}
 *   </script>
 *
 * `"imageTransformations": false` makes images use their original addresses, for projects without Supabase's
 * image transformations (the free plan); by default images are served as variants (media/image-url.ts).
 *
 * `"dataLayer": true` also pushes every widget event to `window.dataLayer` for tag managers (`"dataLayer":
 * "<name>"` for a renamed one); off by default, and a page setting only (runtime/tag-manager.ts).
 *
 * Every key is optional. Missing keys fall back to the defaults baked in at build time (SUPABASE_URL,
 * SUPABASE_ANON_KEY, BOOKING_URL), and a missing Supabase URL to the origin the bundle was loaded from,
 * which is where the clinic's host mounts its API. So one script tag and one element work with no config.
 *
 * Components read it with `useConfig` (runtime/providers.tsx): a server render's own configuration when one is
 * rendering, else this page's.
 */
import { getBundleUrl } from './bundle-url';

export { setBundleUrl } from './bundle-url';

export interface MedspaConfig {
  /** Base URL of the Supabase project (no trailing slash). */
  supabaseUrl: string;
  /** The project's public anon key: it carries the `anon` role, which RLS limits to public content. */
  supabaseAnonKey: string;
  /** The external booking portal, opened in a new tab. */
  bookingUrl: string;
  /** Ask storage for scaled variants of images (docs/supabase-contract.md "Image transformations"). */
  imageTransformations: boolean;
  /** The global array the widgets' events are pushed to (`dataLayer`), or false: not pushed. */
  dataLayer: string | false;
}

/** The build's switch for image transformations (tsup.config.ts and the site build read the same variable). */
export const IMAGE_TRANSFORMATIONS_ENV = 'SUPABASE_IMAGE_TRANSFORMATIONS';
/** `off`, `false`, `0` or `no` turn transformations off; anything else (or nothing) leaves them on. */
export function transformationsSetting(value: string | undefined): boolean {
  return !/^(?:off|false|0|no)$/i.test((value ?? '').trim());
}

let cached: MedspaConfig | undefined;

function readPageConfig(): Partial<MedspaConfig> {
  if (typeof document === 'undefined') return {};
  const el = document.getElementById('medspa-config');
  if (!el?.textContent) return {};
  try {
    const raw: unknown = JSON.parse(el.textContent);
    if (!raw || typeof raw !== 'object') throw new Error('not an object');
    const out: Partial<MedspaConfig> = {};
    for (const key of ['supabaseUrl', 'supabaseAnonKey', 'bookingUrl'] as const) {
      const v = (raw as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim()) out[key] = v.trim();
    }
    const transforms = (raw as Record<string, unknown>).imageTransformations;
    if (typeof transforms === 'boolean') out.imageTransformations = transforms;
    const layer = (raw as Record<string, unknown>).dataLayer;
    // A name must be a plain global's: it is read and written as window[name].
    if (layer === true) out.dataLayer = 'dataLayer';
    else if (typeof layer === 'string' && /^[A-Za-z_$][\w$]{0,63}$/.test(layer)) out.dataLayer = layer;
    return out;
  } catch (err) {
    console.error('[medspa] #medspa-config is not valid JSON; using defaults.', err);
    return {};
  }
}

const defaults = (): MedspaConfig => ({
  ...(typeof __MEDSPA_DEFAULTS__ === 'undefined'
    ? { supabaseUrl: '', supabaseAnonKey: '', bookingUrl: '', imageTransformations: true }
    : __MEDSPA_DEFAULTS__),
  dataLayer: false,
});

/** The page's configuration: page block over build defaults over the bundle's origin. */
export function getConfig(): MedspaConfig {
  if (cached) return cached;
  const base = defaults();
  const page = readPageConfig();
  const bundleUrl = getBundleUrl();
  const origin = bundleUrl ? new URL(bundleUrl).origin : typeof location !== 'undefined' ? location.origin : '';
  const supabaseUrl = (page.supabaseUrl ?? (base.supabaseUrl || origin)).replace(/\/+$/, '');
  cached = {
    supabaseUrl,
    supabaseAnonKey: page.supabaseAnonKey ?? base.supabaseAnonKey,
    bookingUrl: page.bookingUrl ?? base.bookingUrl,
    imageTransformations: page.imageTransformations ?? base.imageTransformations ?? true,
    dataLayer: page.dataLayer ?? false,
  };
  return cached;
}

/** A configuration given in part (the server's, a test's) completed with the build's defaults. */
export const completeConfig = (config: Partial<MedspaConfig>): MedspaConfig => ({ ...defaults(), ...config }) as MedspaConfig;

/**
 * Tests set the page's configuration directly (undefined: read it again). The server never does: a server render
 * passes its configuration through React context (runtime/providers.tsx `useConfig`).
 */
export function setConfig(config: Partial<MedspaConfig> | undefined): void {
  cached = config ? completeConfig(config) : undefined;
}
