/**
 * The TypeScript declarations for pages that embed the widgets: <dist>/widgets/medspa-widgets.d.ts, generated
 * from the element descriptors (scripts/elements.ts) next to custom-elements.json (scripts/manifest.ts writes both).
 * - `HTMLElementTagNameMap`: one interface per element, its attribute-backed properties typed as declared (a JSON
 *   one by its declared shape, or its JSON text);
 * - `GlobalEventHandlersEventMap`: every declared event as `CustomEvent<Detail>` (they bubble and are composed,
 *   so `document.addEventListener('consultation-submitted', …)` is typed too);
 * - React 19's `JSX.IntrinsicElements` (an augmentation of the `react` module): attributes by their attribute
 *   names, events as React 19 binds them on custom elements, `on<event-name>` (`onconsultation-submitted`);
 * - Svelte 5's `SvelteHTMLElements` (`svelte/elements`): the same props as React's, as Svelte 5 binds them alike
 *   (a property when the element has one by that name, otherwise the attribute; `on<event-name>` listens);
 * - Vue 3's `GlobalComponents`, which vue-tsc / Volar read for templates: props by property name (`:cards`,
 *   `heading-level`), events as `on<EventName>` props (`@consultation-submitted`).
 * The Vue and Svelte parts name nothing from those packages that may be missing (a module augmentation of a
 * package that is not installed is ignored in a declaration file), so the file compiles without them; only the
 * React part imports its package (pages without React compile it with skipLibCheck, as Vite's templates do).
 * An event's detail type is the descriptor's `detail` text, a JSON attribute's value its `shape` text: the same
 * texts the manifest publishes (scripts/consumer-types.test.ts holds them to the code's types).
 */
import type { AttributeSpec, ElementDescriptor } from '../widgets/runtime/contract';
import type { ElementEntry } from './elements';

export const TYPES_FILE = 'medspa-widgets.d.ts';

/** `medspa-buy-button` -> `MedspaBuyButtonElement` (the manifest's class name). */
export const elementClassName = (tag: string) =>
  tag
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('') + 'Element';

/** An attribute's parsed value as TypeScript text: its type's, or a JSON attribute's declared shape. */
export const valueType = (a: Pick<AttributeSpec, 'type' | 'shape'>): string => (a.type === 'json' ? (a.shape ?? 'unknown') : a.type);

/** A type text as one member of a union (a function or conditional type needs parentheses). */
const member = (text: string) => (/=>|\bextends\b/.test(text) ? `(${text})` : text);

/** What the element's property accepts: the value, and for a JSON attribute also its JSON text (the element parses it). */
export const propertyType = (a: Pick<AttributeSpec, 'type' | 'shape'>): string =>
  a.type === 'json' ? `${member(valueType(a))} | string` : valueType(a);

/**
 * What React 19 and Svelte 5 can pass for an attribute. Both set a property when the element has one by the prop's
 * name (a one-word attribute: the element defines the camelCase property), so typed values work; otherwise (a
 * kebab-case name) they set the attribute, and the element parses the text.
 */
function markupType(name: string, a: AttributeSpec): string {
  const property = !name.includes('-');
  if (a.type === 'string') return 'string';
  if (a.type === 'number') return 'number | string';
  if (a.type === 'boolean') return property ? 'boolean' : "'true' | 'false'";
  return property ? propertyType(a) : 'string';
}

/** What a Vue template can pass (by property name): a bound value (`:cards`) or a static attribute's text. */
function vueType(a: AttributeSpec): string {
  return a.type === 'number' ? 'number | string' : propertyType(a);
}

/** `consultation-submitted` -> `onConsultationSubmitted`: the prop vue-tsc checks `@consultation-submitted` against. */
const vueEventProp = (name: string) => `on${name[0]!.toUpperCase()}${camelCase(name.slice(1))}`;

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** A doc comment, one line per line of text. */
const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n`;

const defaultText = (a: AttributeSpec) => (a.default === undefined ? '' : `, default ${JSON.stringify(a.default)}`);

/** Every event name once, with the elements that fire it. Throws when two elements declare one name with different details. */
function eventsOf(descriptors: readonly ElementDescriptor[]) {
  const events = new Map<string, { detail: string; doc: string; tags: string[] }>();
  for (const d of descriptors) {
    for (const [name, e] of Object.entries(d.events)) {
      const seen = events.get(name);
      if (seen && seen.detail !== e.detail) {
        throw new Error(`Event ${name}: <${seen.tags[0]}> declares detail ${seen.detail}, <${d.tag}> ${e.detail}`);
      }
      if (seen) seen.tags.push(d.tag);
      else events.set(name, { detail: e.detail, doc: e.doc, tags: [d.tag] });
    }
  }
  return events;
}

/** The element's interface (its properties), for the DOM. */
function elementInterface(d: ElementDescriptor): string {
  const props = Object.entries(d.attributes).map(
    ([name, a]) => doc(`${a.doc} Attribute \`${name}\`${defaultText(a)}.`, '    ') + `    ${key(camelCase(name))}?: ${propertyType(a)};\n`,
  );
  return doc(d.summary, '  ') + `  interface ${elementClassName(d.tag)} extends HTMLElement {\n${props.join('')}  }\n`;
}

const attributeDoc = (a: AttributeSpec) => (a.default === undefined ? a.doc : `${a.doc} Default ${JSON.stringify(a.default)}.`);

/** The props of an element's entry: by attribute name (React 19, Svelte 5) or by property name (Vue). */
const entryProps = (d: ElementDescriptor, indent: string, vue: boolean) => [
  ...Object.entries(d.attributes).map(
    ([name, a]) =>
      doc(attributeDoc(a), indent) +
      (vue ? `${indent}${key(camelCase(name))}?: ${vueType(a)};\n` : `${indent}${key(name)}?: ${markupType(name, a)};\n`),
  ),
  ...Object.entries(d.events).map(
    ([name, e]) =>
      doc(e.doc, indent) + `${indent}${vue ? key(vueEventProp(name)) : `'on${name}'`}?: (event: CustomEvent<${e.detail}>) => void;\n`,
  ),
];

// The element's own attribute types replace a common prop of the same name (`title`, `hidden`).
const without = (base: string, names: string[]) => (names.length ? `Omit<${base}, ${names.map((n) => `'${n}'`).join(' | ')}>` : base);

/** An element's entry in a markup's element table (React's JSX, Svelte's elements). */
const markupEntry = (d: ElementDescriptor, base: string, indent: string) =>
  `${indent}'${d.tag}': ${without(base, Object.keys(d.attributes))} & {\n` + entryProps(d, `${indent}  `, false).join('') + `${indent}};\n`;

/** An element's entry in Vue's GlobalComponents. */
const vueEntry = (d: ElementDescriptor) =>
  `    '${d.tag}': new () => ${elementClassName(d.tag)} & {\n` +
  `      /** For template type-checking only (Vue's own components have it; an element does not). */\n` +
  `      $props: ${without('MedspaVueProps', Object.keys(d.attributes).map(camelCase))} & {\n` +
  entryProps(d, '        ', true).join('') +
  `      };\n    };\n`;

/** The declaration file's text. Throws when two elements declare one event name with different details. */
export function elementTypes(descriptors: readonly ElementDescriptor[]): string {
  const interfaces = descriptors.map(elementInterface);
  const tagMap = descriptors.map((d) => `    '${d.tag}': ${elementClassName(d.tag)};\n`);
  const eventMap = [...eventsOf(descriptors)].map(
    ([name, e]) => doc(`${e.doc} From ${e.tags.map((t) => `<${t}>`).join(', ')}.`, '    ') + `    '${name}': CustomEvent<${e.detail}>;\n`,
  );
  const jsx = descriptors.map((d) => markupEntry(d, `MedspaJSXProps<${elementClassName(d.tag)}>`, '      '));
  const svelte = descriptors.map((d) => markupEntry(d, `HTMLAttributes<${elementClassName(d.tag)}>`, '    '));
  const vue = descriptors.map(vueEntry);

  return `/**
 * Types of the medspa widgets (custom elements), generated from their descriptors by \`npm run build:widgets\`.
 * Reference it from a page's TypeScript: \`/// <reference path="./medspa-widgets.d.ts" />\` or list it in tsconfig.json.
 * A JSON attribute's property takes the value (an object) or its JSON text.
 * React 19 and Svelte 5: attributes by their HTML names; an event's handler prop is \`on\` + the event name, as both
 * bind events on custom elements (\`onconsultation-submitted\`).
 * Vue 3 (vue-tsc): global components, props by property name, events as \`@consultation-submitted\`; Vue still needs
 * \`compilerOptions.isCustomElement\` to leave the tags to the browser.
 * Angular: no types are read for custom elements; add CUSTOM_ELEMENTS_SCHEMA to the component's \`schemas\`.
 * Without React installed, compile with skipLibCheck; the Vue and Svelte parts need neither package.
 */
import type * as React from 'react';

declare global {
${interfaces.join('\n')}
  interface HTMLElementTagNameMap {
${tagMap.join('')}  }

  /** The widgets' events bubble and cross shadow roots, so any ancestor (document, window) can listen. */
  interface GlobalEventHandlersEventMap {
${eventMap.join('')}  }

${API_TYPES}
}

/** What every element accepts in React besides its own attributes: the common HTML props (class/className, style, slot, id, …), key, ref, children. */
type MedspaJSXProps<E extends HTMLElement> = React.DetailedHTMLProps<React.HTMLAttributes<E>, E> & { class?: string; part?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx.join('')}    }
  }
}

/** What every element accepts in a Vue template besides its own props. */
type MedspaVueProps = { class?: unknown; style?: unknown; id?: string; slot?: string; part?: string };

/** Vue 3: the elements as global components for vue-tsc (an element constructor whose \`$props\` the templates are checked against). */
declare module 'vue' {
  interface GlobalComponents {
${vue.join('')}  }
}

/** Svelte 5: the elements' attributes and events (svelte-check). */
declare module 'svelte/elements' {
  /** Svelte's own, merged: declared here so that this file compiles without Svelte installed. */
  interface HTMLAttributes<T extends EventTarget> {}
  interface SvelteHTMLElements {
${svelte.join('')}  }
}
`;
}

/**
 * The JavaScript API (widgets/runtime/api.ts and consultation-api.ts, whose types these are): \`window.MedspaWidgets\`
 * (loader.js and embed.js) and loader.js's named exports, which are the same two functions.
 */
const API_TYPES = `  /** What \`openConsultation\` takes: prefill of the dialog's Name and Email (never the reason), and the lead's data. */
  interface MedspaConsultationOptions {
    /** Prefills the Name field (when empty). */
    name?: string;
    /** Prefills the Email field (when empty). */
    email?: string;
    /** Your name for this placement, stored with the request's attribution. */
    source?: string;
    /** Your own keys for the lead, stored with the request (the consultation button's \`metadata\`). */
    metadata?: Record<string, unknown>;
  }

  /**
   * The widgets' JavaScript API: \`window.MedspaWidgets\` (loader.js and embed.js) and loader.js's named exports
   * (\`const { openConsultation } = await import('…/loader.js') as MedspaWidgetsApi\`).
   */
  interface MedspaWidgetsApi {
    /**
     * Opens the consultation dialog "Schedule a Consultation" (the page needs no consultation element); resolves
     * once it is open. A click on any element with \`data-medspa-consultation\` does the same, with
     * \`data-medspa-name\`, \`data-medspa-email\` and \`data-medspa-source\` as the options.
     */
    openConsultation(options?: MedspaConsultationOptions): Promise<void>;
    /** Loads now every medspa element under \`root\` (default: the document), whatever its hydration; resolves once each has rendered. */
    load(root?: Document | ShadowRoot | Element): Promise<void>;
  }

  interface Window {
    /** Set by the widgets' script (the first one on the page). */
    MedspaWidgets?: MedspaWidgetsApi;
  }`;

/** The file for a set of collected elements. */
export const elementTypesOf = (entries: readonly ElementEntry[]) => elementTypes(entries.map((e) => e.descriptor));
