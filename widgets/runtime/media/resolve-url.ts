/**
 * Image URLs stored in rows may be relative to the backend (`/storage/v1/object/public/clinical_images/x.jpg`):
 * resolve them against the configured Supabase URL (`useConfig().supabaseUrl`: the render's, runtime/providers.tsx).
 * Absolute, protocol-relative, data: and blob: URLs pass through.
 */
export function resolveMediaUrl(url: string | null | undefined, supabaseUrl: string): string {
  if (!url) return '';
  const u = url.trim();
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(u)) return u;
  const base = supabaseUrl.replace(/\/+$/, '');
  return u.startsWith('/') ? `${base}${u}` : `${base}/${u}`;
}
