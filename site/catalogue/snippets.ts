/**
 * The copy-paste snippets of the widget catalogue (/widgets): the script tag of the versioned bundle with its SRI
 * hash, and one element as HTML and as React 19 JSX. The build writes the first ones (site/catalogue/pages.tsx);
 * the page's script (./page.ts) rewrites them as the controls change, with these same functions.
 */

export interface Bundle {
  /** Absolute URL of the versioned loader.js. */
  loaderUrl: string;
  /** Its `integrity` value (sha384-…); absent when the bundle was not built. */
  integrity?: string;
  /** Absolute URL of the versioned medspa-widgets.d.ts. */
  typesUrl: string;
}

export interface ElementUse {
  tag: string;
  /** Attributes set away from their defaults, with their types (how each is written in JSX). */
  attributes: { name: string; type: string; value: string }[];
  /** CSS custom properties set on the element. */
  styles: { name: string; value: string }[];
  /** Names of the element's events (the React snippet listens to each). */
  events: string[];
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function scriptTag(bundle: Bundle, nonce?: string): string {
  const sri = bundle.integrity ? ` integrity="${bundle.integrity}" crossorigin="anonymous"` : '';
  return `<script type="module"${nonce ? ` nonce="${nonce}"` : ''} src="${bundle.loaderUrl}"${sri}></script>`;
}

/** What stands for the page's own nonce in the strict-CSP snippets: a new random value on every response. */
export const NONCE_PLACEHOLDER = 'RANDOM-PER-RESPONSE';

/**
 * A strict CSP (nonce + 'strict-dynamic') that the widgets work under (issue 30): the loader's tag carries the
 * nonce, the chunks it imports are trusted through 'strict-dynamic', and the widgets put the same nonce on what
 * they add (the map's Google Maps script, a <style> fallback; widgets/runtime/nonce.ts). The other directives are
 * needed only on pages that restrict fetches and images: the clinic's origin for its API, images and videos, and
 * Google's for the map.
 */
export function strictCsp(clinicOrigin: string, nonce = NONCE_PLACEHOLDER): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    `connect-src 'self' ${clinicOrigin} https://*.googleapis.com`,
    `img-src 'self' data: blob: ${clinicOrigin} https://*.googleapis.com https://*.gstatic.com`,
    `media-src 'self' blob: ${clinicOrigin}`,
  ].join('; ');
}

export function htmlSnippet(bundle: Bundle, use: ElementUse): string {
  const attrs = use.attributes.map((a) => (a.type === 'boolean' ? ` ${a.name}` : ` ${a.name}="${attr(a.value)}"`)).join('');
  // A <style> rule, not a style attribute: a page whose CSP has no 'unsafe-inline' for styles drops style attributes.
  const css = use.styles.length
    ? `<style>\n  ${use.tag} {\n${use.styles.map((s) => `    ${s.name}: ${s.value};`).join('\n')}\n  }\n</style>\n`
    : '';
  return `${scriptTag(bundle)}\n${css}<${use.tag}${attrs}></${use.tag}>`;
}

/** `medspa-contact-form` -> `ContactForm`. */
export const componentName = (tag: string) =>
  tag
    .replace(/^medspa-/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

function jsxProp(a: ElementUse['attributes'][number]): string {
  if (a.type === 'boolean') return a.name;
  if (a.type === 'number' && a.value.trim() !== '' && Number.isFinite(Number(a.value))) return `${a.name}={${Number(a.value)}}`;
  return /["{}\\\n]/.test(a.value) ? `${a.name}={${JSON.stringify(a.value)}}` : `${a.name}="${a.value}"`;
}

export function reactSnippet(bundle: Bundle, use: ElementUse): string {
  const props = [
    ...use.attributes.map(jsxProp),
    ...(use.styles.length
      ? [`style={{ ${use.styles.map((s) => `${JSON.stringify(s.name)}: ${JSON.stringify(s.value)}`).join(', ')} }}`]
      : []),
    // React 19 binds `on<event-name>` on a custom element as a listener of that event.
    ...use.events.map((e) => `on${e}={(event) => console.log(event.detail)}`),
  ];
  const element = props.length ? `<${use.tag}\n${props.map((p) => `      ${p}`).join('\n')}\n    />` : `<${use.tag} />`;
  return [
    `// Once, in the page's <head> (index.html):`,
    `// ${scriptTag(bundle)}`,
    `// Types for React 19 JSX: ${bundle.typesUrl}`,
    `export function ${componentName(use.tag)}() {`,
    `  return (`,
    `    ${element}`,
    `  );`,
    `}`,
  ].join('\n');
}
