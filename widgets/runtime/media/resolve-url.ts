/**
 * Image URLs stored in rows may be relative to the backend (`/storage/v1/object/public/clinical_images/x.jpg`):
 * resolve them against the configured Supabase URL. Absolute, protocol-relative, data: and blob: URLs pass through.
 */
import { getConfig } from '../config';

export function resolveMediaUrl(url: string | null | undefined): string {
  if (!url) return '';
  const u = url.trim();
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(u)) return u;
  const base = getConfig().supabaseUrl.replace(/\/+$/, '');
  return u.startsWith('/') ? `${base}${u}` : `${base}/${u}`;
}
