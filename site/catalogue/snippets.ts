/**
 * The copy-paste snippets of the widget catalogue (/widgets): the script tag of the versioned bundle with its SRI
 * hash, and one element as HTML and as React 19 JSX. The build writes the first ones (site/catalogue/index.ts);
 * the page's script (./script.ts) rewrites them as the controls change, with these same functions.
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

/** Whether a text is JSON: then it is also a JavaScript expression, the object itself. */
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

function jsxProp(a: ElementUse['attributes'][number]): string {
  if (a.type === 'boolean') return a.name;
  if (a.type === 'number' && a.value.trim() !== '' && Number.isFinite(Number(a.value))) return `${a.name}={${Number(a.value)}}`;
  // A JSON attribute with a one-word name is a property React 19 sets: the object goes as is.
  if (a.type === 'json' && !a.name.includes('-') && isJson(a.value)) return `${a.name}={${JSON.stringify(JSON.parse(a.value))}}`;
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

/**
 * The install page's "Frameworks" (issue 37): one example per framework, the same in each: a JSON prop given as an
 * object (`cards`) and a listener of a conversion event. Every name in them is the manifest's (pages.test.ts).
 */
export const FRAMEWORK_EXAMPLE = {
  tag: 'medspa-benefit-cards',
  jsonProp: 'cards',
  eventTag: 'medspa-consultation-button',
  event: 'consultation-submitted',
} as const;

const EXAMPLE_CARDS = `[
  { title: 'Less downtime', text: 'Back to work the next day.' },
  { title: 'Your own plasma', text: 'Nothing synthetic is injected.' },
]`;

/** The comment lines that say where the loader goes and where the types come from. */
const setup = (bundle: Bundle, where: string, types: string) => [
  `// ${where}, once:`,
  `// ${scriptTag(bundle)}`,
  `// Types (${types}): save ${bundle.typesUrl} in src/ and reference it:`,
  `// /// <reference path="./medspa-widgets.d.ts" />`,
];

export function reactFrameworkSnippet(bundle: Bundle): string {
  const { tag, jsonProp, eventTag, event } = FRAMEWORK_EXAMPLE;
  return [
    ...setup(
      bundle,
      "index.html's <head>, before your app's script (so the elements are defined when React first renders)",
      'React 19 JSX',
    ),
    `const cards = ${EXAMPLE_CARDS};`,
    ``,
    `export function Benefits() {`,
    `  return (`,
    `    <>`,
    `      <${tag} intro="Why PRP" ${jsonProp}={cards} />`,
    `      <${eventTag} label="Book a consultation" on${event}={(event) => console.log(event.detail)} />`,
    `    </>`,
    `  );`,
    `}`,
  ].join('\n');
}

export function nextFrameworkSnippet(bundle: Bundle): string {
  const { tag, jsonProp, eventTag, event } = FRAMEWORK_EXAMPLE;
  const sri = bundle.integrity ? ` integrity="${bundle.integrity}" crossOrigin="anonymous"` : '';
  return [
    `// app/layout.tsx: the loader in the document's <head>, once`,
    `export default function RootLayout({ children }: { children: React.ReactNode }) {`,
    `  return (`,
    `    <html lang="en">`,
    `      <head>`,
    `        <script type="module" src="${bundle.loaderUrl}"${sri} />`,
    `      </head>`,
    `      <body>{children}</body>`,
    `    </html>`,
    `  );`,
    `}`,
    ``,
    `// app/prp/page.tsx, a Server Component: the server writes the tag and its attributes, so a JSON prop goes as text`,
    `const cards = ${EXAMPLE_CARDS};`,
    ``,
    `export default function Page() {`,
    `  return <${tag} intro="Why PRP" ${jsonProp}={JSON.stringify(cards)} />;`,
    `}`,
    ``,
    `// app/prp/book.tsx: a listener is a function, so it lives in a Client Component (as onClick does)`,
    `'use client';`,
    `export function Book() {`,
    `  return <${eventTag} label="Book a consultation" on${event}={(event) => console.log(event.detail)} />;`,
    `}`,
  ].join('\n');
}

export function vueConfigSnippet(): string {
  return [
    `// vite.config.ts: the medspa-* tags are custom elements, not Vue components`,
    `import { defineConfig } from 'vite';`,
    `import vue from '@vitejs/plugin-vue';`,
    ``,
    `export default defineConfig({`,
    `  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('medspa-') } } })],`,
    `});`,
  ].join('\n');
}

export function vueFrameworkSnippet(bundle: Bundle): string {
  const { tag, jsonProp, eventTag, event } = FRAMEWORK_EXAMPLE;
  return [
    `<!--`,
    ...setup(bundle, 'index.html', "Vue's GlobalComponents, for vue-tsc").map((l) => l.replace(/^\/\/ ?/, '  ')),
    `-->`,
    `<script setup lang="ts">`,
    `const cards = ${EXAMPLE_CARDS};`,
    `</script>`,
    ``,
    `<template>`,
    `  <${tag} intro="Why PRP" :${jsonProp}="cards" />`,
    `  <${eventTag} label="Book a consultation" @${event}="(event) => console.log(event.detail)" />`,
    `</template>`,
  ].join('\n');
}

export function svelteFrameworkSnippet(bundle: Bundle): string {
  const { tag, jsonProp, eventTag, event } = FRAMEWORK_EXAMPLE;
  return [
    `<!--`,
    ...setup(bundle, 'index.html', "Svelte's svelte/elements, for svelte-check").map((l) => l.replace(/^\/\/ ?/, '  ')),
    `-->`,
    `<script lang="ts">`,
    `  const cards = ${EXAMPLE_CARDS.replace(/\n/g, '\n  ')};`,
    `</script>`,
    ``,
    `<${tag} intro="Why PRP" {${jsonProp}}></${tag}>`,
    `<${eventTag} label="Book a consultation" on${event}={(event) => console.log(event.detail)}></${eventTag}>`,
  ].join('\n');
}

export function angularFrameworkSnippet(bundle: Bundle): string {
  const { tag, jsonProp, eventTag, event } = FRAMEWORK_EXAMPLE;
  return [
    ...setup(bundle, 'src/index.html', 'the elements and their events in your code'),
    `import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';`,
    ``,
    `@Component({`,
    `  selector: 'app-benefits',`,
    `  // Lets the template hold elements and properties Angular does not know.`,
    `  schemas: [CUSTOM_ELEMENTS_SCHEMA],`,
    `  template: \``,
    `    <${tag} intro="Why PRP" [${jsonProp}]="cards"></${tag}>`,
    `    <${eventTag} label="Book a consultation" (${event})="booked($event)"></${eventTag}>`,
    `  \`,`,
    `})`,
    `export class BenefitsComponent {`,
    `  cards = ${EXAMPLE_CARDS.replace(/\n/g, '\n  ')};`,
    ``,
    `  booked(event: Event) {`,
    `    console.log((event as GlobalEventHandlersEventMap['${event}']).detail);`,
    `  }`,
    `}`,
  ].join('\n');
}

/**
 * The page's own controls (issue 37, widgets/runtime/api.ts): any element with `data-medspa-consultation` opens the
 * consultation dialog, prefilled from its `data-medspa-*` attributes; the control is `aria-busy` until it is open.
 */
export function ownTriggerSnippet(bundle: Bundle): string {
  return [
    scriptTag(bundle),
    `<!-- Your own button or link opens the dialog "Schedule a Consultation" (no widget element needed). -->`,
    `<button type="button" data-medspa-consultation data-medspa-source="spring-hero">Book a consultation</button>`,
    `<a href="/contact" data-medspa-consultation data-medspa-name="Ana" data-medspa-email="ana@example.com">Talk to us</a>`,
    `<style>`,
    `  /* busy from the click until the dialog is open */`,
    `  [data-medspa-consultation][aria-busy='true'] { cursor: progress; opacity: 0.7; }`,
    `</style>`,
  ].join('\n');
}

/** The JavaScript API (widgets/runtime/api.ts): loader.js's export, and `window.MedspaWidgets` with either script. */
export function apiSnippet(bundle: Bundle): string {
  return [
    scriptTag(bundle),
    `<script type="module">`,
    `  // The same address as the script tag: one module, fetched once.`,
    `  import { openConsultation, load } from '${bundle.loaderUrl}';`,
    ``,
    `  document.querySelector('#pricing-cta').addEventListener('click', async () => {`,
    `    await openConsultation({ name: 'Ana', email: 'ana@example.com', source: 'pricing-table' });`,
    `    // the dialog is open now`,
    `  });`,
    ``,
    `  // Elements you put in your own shadow root: loaded now, resolved once they have rendered.`,
    `  await load(document.querySelector('my-card').shadowRoot);`,
    `</script>`,
    `<!-- With either script (embed.js too): window.MedspaWidgets.openConsultation({ email: 'ana@example.com' }) -->`,
  ].join('\n');
}

/** The iframe fallback with its parent script: the frame's height, its events on the <iframe>, the campaign passed in. */
export function frameSnippet(frameScript: { url: string; integrity?: string }, frameUrl: string, event: string): string {
  const sri = frameScript.integrity ? ` integrity="${frameScript.integrity}" crossorigin="anonymous"` : '';
  return [
    `<script src="${frameScript.url}"${sri}></script>`,
    `<iframe src="${frameUrl}" title="Schedule a consultation" width="100%" height="480" loading="lazy"`,
    `        data-prefill-from-url="name email"></iframe>`,
    `<script>`,
    `  // The widget's events arrive on the iframe element (and bubble to the document).`,
    `  document.querySelector('iframe').addEventListener('${event}', (e) => console.log(e.detail));`,
    `</script>`,
  ].join('\n');
}
