/**
 * Campaign attribution, first party (docs/product.md "Campaign attribution (issue 30)"). The first landing of the
 * visit that says where the visitor came from (utm_* or a click id in its address, or a referrer on another
 * site) is kept in sessionStorage (this tab's visit; no cookie, nothing sent anywhere by itself): its campaign
 * parameters, the referrer's origin and the landing path, each cut to the rules of widgets/content/attribution.ts.
 * A later landing in the same visit does not replace it. A landing with none of these records nothing.
 *
 * `defineWidget` captures it when widget code first runs on a page (on a partner's page that is the landing
 * itself: its elements load at once). The forms and the checkout ask `attributionFor(source)` when they submit:
 * the first touch plus the element's own `source` attribute, or undefined when there is nothing.
 */
import { CAMPAIGN_PARAMS, cleanAttribution, type Attribution } from '../content/attribution';

export type { Attribution } from '../content/attribution';

export const ATTRIBUTION_STORAGE_KEY = 'medspa.attribution';

/** Where a page was reached: its address's parts and the referrer (location and document in the browser). */
export interface Landing {
  origin: string;
  pathname: string;
  search: string;
  referrer: string;
}

/** What one landing says, cleaned and cut; null when it has no campaign parameter and no referrer from elsewhere. */
export function readLanding(landing: Landing): Attribution | null {
  const params = new URLSearchParams(landing.search);
  const raw: Record<string, string> = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  try {
    const from = new URL(landing.referrer);
    if ((from.protocol === 'https:' || from.protocol === 'http:') && from.origin !== landing.origin) raw.referrer = from.origin;
  } catch {
    /* no referrer, or not an address */
  }
  const touch = cleanAttribution(raw);
  if (!Object.keys(touch).length) return null;
  return cleanAttribution({ ...touch, landing_path: landing.pathname });
}

/** sessionStorage, or null where it is missing or refused (storage blocked, a sandboxed frame). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Where storage is refused, the first touch lives as long as the page. */
let inMemory: Attribution | null = null;

function stored(): Attribution | null {
  const store = storage();
  if (!store) return inMemory;
  try {
    const text = store.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!text) return inMemory;
    const parsed: unknown = JSON.parse(text);
    // Anything the page (or the visitor) wrote there is cleaned again: only the rules' keys and lengths come out.
    const touch = parsed && typeof parsed === 'object' ? cleanAttribution(parsed as Record<string, unknown>) : {};
    return Object.keys(touch).length ? touch : null;
  } catch {
    return inMemory;
  }
}

function keep(touch: Attribution): void {
  inMemory = touch;
  try {
    storage()?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(touch));
  } catch {
    /* full or refused: kept in memory for this page */
  }
}

/**
 * This page's landing: the address it was loaded at, as its navigation entry keeps it (a host's router may have
 * rewritten `location` since, `<Navigate replace>` or a script stripping utm_*: issue 37), and its referrer.
 */
function here(): Landing | null {
  if (typeof location === 'undefined' || typeof document === 'undefined') return null;
  let url: URL | Location = location;
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    if (entry?.name) url = new URL(entry.name);
  } catch {
    /* no navigation timing: the address as it is now */
  }
  return { origin: url.origin, pathname: url.pathname, search: url.search, referrer: document.referrer };
}

/** Records this page as the visit's first touch unless one is kept already (or the page says nothing). */
export function captureFirstTouch(landing: Landing | null = here()): Attribution | null {
  const first = stored();
  if (first) return first;
  const touch = landing && readLanding(landing);
  if (touch) keep(touch);
  return touch;
}

/** The visit's first touch plus the element's `source`, cleaned; undefined when there is nothing to say. */
export function attributionFor(source?: string | null): Attribution | undefined {
  const out = cleanAttribution({ ...captureFirstTouch(), source: source ?? undefined });
  return Object.keys(out).length ? out : undefined;
}

/** `{ attribution }` for an event's detail when there is one, else nothing (spread it into the detail). */
export const attributionDetail = (attribution: Attribution | undefined): { attribution?: Attribution } =>
  attribution ? { attribution } : {};

/** Tests: forget the in-memory copy (sessionStorage is the test's to clear). */
export function resetAttributionForTests(): void {
  inMemory = null;
}
