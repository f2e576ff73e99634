/**
 * The TypeScript declarations for pages that embed the widgets: <dist>/widgets/medspa-widgets.d.ts, generated
 * from the element descriptors (scripts/elements.ts) next to custom-elements.json (scripts/manifest.ts writes both).
 * - `HTMLElementTagNameMap`: one interface per element, its attribute-backed properties typed as declared;
 * - `GlobalEventHandlersEventMap`: every declared event as `CustomEvent<Detail>` (they bubble and are composed,
 *   so `document.addEventListener('consultation-submitted', …)` is typed too);
 * - React 19's `JSX.IntrinsicElements` (an augmentation of the `react` module): attributes by their attribute
 *   names, events as React 19 binds them on custom elements, `on<event-name>` (`onconsultation-submitted`).
 * An event's detail type is the descriptor's `detail` text, the same text the manifest publishes.
 */
import type { AttributeSpec, AttributeType, ElementDescriptor } from '../widgets/runtime/contract';
import type { ElementEntry } from './elements';

export const TYPES_FILE = 'medspa-widgets.d.ts';

/** `medspa-buy-button` -> `MedspaBuyButtonElement` (the manifest's class name). */
export const elementClassName = (tag: string) =>
  tag
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('') + 'Element';

const PROPERTY_TYPES: Record<AttributeType, string> = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

/**
 * What React 19 can pass for an attribute. It sets a property when the element has one by the prop's name (a
 * one-word attribute: r2wc defines the camelCase property), so typed values work; otherwise (a kebab-case name) it
 * sets the attribute, and r2wc parses the text.
 */
function jsxType(name: string, type: AttributeType): string {
  const property = !name.includes('-');
  if (type === 'string') return 'string';
  if (type === 'number') return 'number | string';
  if (type === 'boolean') return property ? 'boolean' : "'true' | 'false'";
  return property ? 'unknown' : 'string';
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** A doc comment, one line per line of text. */
const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n`;

const defaultText = (a: AttributeSpec) => (a.default === undefined ? '' : `, default ${JSON.stringify(a.default)}`);

/** The declaration file's text. Throws when two elements declare one event name with different details. */
export function elementTypes(descriptors: readonly ElementDescriptor[]): string {
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

  const interfaces = descriptors.map((d) => {
    const props = Object.entries(d.attributes).map(
      ([name, a]) =>
        doc(`${a.doc} Attribute \`${name}\`${defaultText(a)}.`, '    ') + `    ${key(camelCase(name))}?: ${PROPERTY_TYPES[a.type]};\n`,
    );
    return doc(d.summary, '  ') + `  interface ${elementClassName(d.tag)} extends HTMLElement {\n${props.join('')}  }\n`;
  });
  const tagMap = descriptors.map((d) => `    '${d.tag}': ${elementClassName(d.tag)};\n`);
  const eventMap = [...events].map(
    ([name, e]) => doc(`${e.doc} From ${e.tags.map((t) => `<${t}>`).join(', ')}.`, '    ') + `    '${name}': CustomEvent<${e.detail}>;\n`,
  );
  const jsx = descriptors.map((d) => {
    const el = elementClassName(d.tag);
    const attrs = Object.entries(d.attributes).map(
      ([name, a]) =>
        doc(a.default === undefined ? a.doc : `${a.doc} Default ${JSON.stringify(a.default)}.`, '        ') +
        `        ${key(name)}?: ${jsxType(name, a.type)};\n`,
    );
    const handlers = Object.entries(d.events).map(
      ([name, e]) => doc(e.doc, '        ') + `        'on${name}'?: (event: CustomEvent<${e.detail}>) => void;\n`,
    );
    // The element's own attribute types replace a common prop of the same name (`title`, `hidden`).
    const own = Object.keys(d.attributes).map((name) => `'${name}'`);
    const base = own.length ? `Omit<MedspaJSXProps<${el}>, ${own.join(' | ')}>` : `MedspaJSXProps<${el}>`;
    return `      '${d.tag}': ${base} & {\n` + attrs.join('') + handlers.join('') + `      };\n`;
  });

  return `/**
 * Types of the medspa widgets (custom elements), generated from their descriptors by \`npm run build:widgets\`.
 * Reference it from a page's TypeScript: \`/// <reference path="./medspa-widgets.d.ts" />\` or list it in tsconfig.json.
 * React 19: attributes by their HTML names; an event's handler prop is \`on\` + the event name, as React 19 binds
 * events on custom elements (\`onconsultation-submitted\`).
 */
import type * as React from 'react';

declare global {
${interfaces.join('\n')}
  interface HTMLElementTagNameMap {
${tagMap.join('')}  }

  /** The widgets' events bubble and cross shadow roots, so any ancestor (document, window) can listen. */
  interface GlobalEventHandlersEventMap {
${eventMap.join('')}  }
}

/** What every element accepts in React besides its own attributes: the common HTML props (class/className, style, slot, id, …), key, ref, children. */
type MedspaJSXProps<E extends HTMLElement> = React.DetailedHTMLProps<React.HTMLAttributes<E>, E> & { class?: string; part?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx.join('')}    }
  }
}
`;
}

/** The file for a set of collected elements. */
export const elementTypesOf = (entries: readonly ElementEntry[]) => elementTypes(entries.map((e) => e.descriptor));
