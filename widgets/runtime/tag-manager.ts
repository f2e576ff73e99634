/**
 * The opt-in push of the widgets' events to a tag manager's data layer (page config `"dataLayer": true`, see
 * ./config.ts): each event also becomes `{ event: 'medspa.<event-name>', ...detail }` on `window.dataLayer`
 * (Google Tag Manager's convention; other managers read the same array). Off by default: a page that did not ask
 * gets nothing in its globals. The details are the descriptors' (never personal or health data), so this adds no
 * data of its own.
 */
import { getConfig } from './config';

export const DATA_LAYER_PREFIX = 'medspa.';

export function pushToDataLayer(name: string, detail: unknown): void {
  const layer = getConfig().dataLayer;
  if (!layer || typeof window === 'undefined') return;
  const globals = window as unknown as Record<string, unknown>;
  const target = (globals[layer] ??= []);
  // A tag manager's array (its push replaced) or our own; anything else on that name is left alone.
  if (!Array.isArray(target)) return;
  const data = detail && typeof detail === 'object' ? detail : {};
  target.push({ ...data, event: `${DATA_LAYER_PREFIX}${name}` });
}
