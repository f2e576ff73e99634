/** What the host says about every answer: security headers, the CSP, caching, CORS on the widget bundle, HSTS. */

/** The Content-Security-Policy of the site's pages. `backendOrigin`: a hosted Supabase project, if any. */
export function contentSecurityPolicy(
  backendOrigin?: string,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const api = backendOrigin ? ` ${backendOrigin}` : '';
  // Google Maps JS API hosts (its documented CSP list). Its own <style> tags stay blocked (no 'unsafe-inline'):
  // the map widget copies those rules into its shadow root as adopted sheets (widgets/visit-us/mirror-map-styles.ts).
  const google = 'https://*.googleapis.com https://*.gstatic.com https://*.google.com';
  return [
    "default-src 'self'",
    // The hashes: the scripts a page carries inline (the loader's start, site/build/pages.ts, SCRIPT_HASHES).
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')} ${google}`,
    // The hashes: every stylesheet a page carries inline: the elements' shadow roots', the site's CSS and a page's
    // own (site/build/pages.ts, STYLE_HASHES).
    `style-src 'self' https://fonts.googleapis.com${styleHashes.map((h) => ` ${h}`).join('')}`,
    `img-src 'self' data: blob: https:${api}`,
    `media-src 'self' blob:${api}`,
    `connect-src 'self'${api} ${google} data: blob:`,
    "font-src 'self' data: https://fonts.gstatic.com",
    // 'self': the widget catalogue previews each element in its frame page (/widgets/frame/<tag>).
    "frame-src 'self' https://www.google.com https://maps.google.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** On every answer of the site (pages, files, errors). */
export function securityHeaders(
  backendOrigin?: string,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(backendOrigin, styleHashes, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The iframe fallback's pages (/widgets/frame/<tag>, site/catalogue/index.ts) are made to be framed by any site:
 * the same headers, but any ancestor may frame them.
 */
export function framableHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'X-Frame-Options': _xfo, ...rest } = headers;
  const csp = rest['Content-Security-Policy'];
  return csp ? { ...rest, 'Content-Security-Policy': csp.replace("frame-ancestors 'none'", 'frame-ancestors *') } : rest;
}

/**
 * Sent on every answer that came over TLS (directly or through a trusted proxy). Two years, the HSTS preload
 * list's own minimum; without includeSubDomains, since subdomains of the clinic's domain may be third-party
 * services this host cannot vouch for.
 */
export const HSTS = 'max-age=63072000';

/** The bundle is embedded by other sites: readable cross-origin, including its timing. */
export const WIDGET_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
};

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Pages revalidate; hashed files and the versioned bundle (/widgets/v<version>-<digest>/, scripts/versioned-bundle.ts)
 * never change; the evergreen widget entry points (fixed names) are short-lived.
 */
export function cacheControl(path: string): string {
  if (path.endsWith('.html')) return 'no-cache';
  if (/^\/widgets\/(?:chunks|v\d+\.\d+\.\d+[^/]*)\//.test(path) || /\.[0-9a-f]{10}\.[a-z0-9]+$/.test(path)) return ONE_YEAR;
  if (path.startsWith('/widgets/')) return 'public, max-age=300';
  return 'public, max-age=3600';
}
