/**
 * The element descriptor: one declaration per widget (`widgets/<feature>/<feature>.contract.ts`) of its public
 * contract: tag, attributes, events, ::part names, CSS custom properties and slots. Everything else is derived
 * from it (docs/architecture.md, "Adding a widget"):
 * - the r2wc props and the typed event callbacks (`defineWidget`, runtime/define.tsx);
 * - the component's props type (`WidgetProps`) and its defaults (`withDefaults`);
 * - the `HTMLElementTagNameMap` entry (`ElementMapOf`, one line in the define file);
 * - the loader's tag -> chunk table and the IIFE's list (scripts/elements.ts, a virtual module at build time);
 * - custom-elements.json (scripts/manifest.ts), with each CSS property's default read from the widget's CSS;
 * - medspa-widgets.d.ts, the types for pages that embed the widgets (DOM, React 19 JSX, Vue 3, Svelte 5;
 *   scripts/element-types.ts);
 * - the Storybook controls (stories/support/element-story.tsx).
 *
 * This module is plain data and types: Node reads descriptors at build time, so nothing here may import CSS,
 * React or the DOM.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** The JavaScript value of an attribute type, as r2wc parses the attribute text. */
export type AttributeValue<T extends AttributeType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : unknown;

export interface AttributeSpec<T extends AttributeType = AttributeType, V = AttributeValue<T>> {
  type: T;
  doc: string;
  /** Used when the attribute is absent. Leave out when the default is computed, and say so in `doc`. */
  default?: V;
  /**
   * `json` only: the parsed value's TypeScript type as text, self-contained (no imports), published in
   * custom-elements.json and medspa-widgets.d.ts; absent, `unknown`. scripts/consumer-types.test.ts holds it to `V`.
   */
  shape?: string;
  /** Type only: the parsed value's type (see `json()`). */
  readonly valueType?: V;
}

/** A JSON attribute's spec, its value typed: `json<Card[]>({ doc, shape: '{ title: string }[]', default: [] })`. */
export type JsonSpec<V> = AttributeSpec<'json', V> & { shape: string };

export interface EventSpec<Detail = unknown> {
  doc: string;
  /**
   * The detail's TypeScript type as text, self-contained (no imports): published in custom-elements.json and
   * medspa-widgets.d.ts. scripts/consumer-types.test.ts holds it to `Detail`.
   */
  detail: string;
  /** Type only: the detail's TypeScript type (see `event()`). */
  readonly detailType?: Detail;
}

/**
 * When a server-rendered element (one with a declarative shadow root from the site build) loads its code and hydrates
 * (runtime/upgrade.ts): `idle` after the page has loaded (what moves: the hero's slides, the ticker), `visible` when it
 * scrolls near the viewport, `interaction` on the first pointer, touch or focus inside it (a click that comes first is
 * replayed). An element without server markup (a partner's page) loads at once, whatever this says.
 */
export type HydrateOn = 'idle' | 'visible' | 'interaction';

export interface ElementDescriptor {
  tag: `medspa-${string}`;
  summary: string;
  /** When its server-rendered markup becomes live (default `visible`). */
  hydrate?: HydrateOn;
  /** By attribute name (kebab-case); the property and the React prop are its camelCase form. */
  attributes: Record<string, AttributeSpec>;
  /** DOM events by name; all bubble and are composed (they cross shadow roots). */
  events: Record<string, EventSpec>;
  /** `::part()` names and what each styles. Every element also has the common parts below. */
  parts: Record<string, string>;
  /** The element's own CSS custom properties (defaults are the fallbacks in its CSS). Theme tokens are global. */
  cssProperties: Record<`--medspa-${string}`, string>;
  slots: Record<string, string>;
}

/** Parts every element has: defineWidget renders them. */
export const COMMON_PARTS = { root: "The element's root box, around all its content." } as const;

/** What a contract file writes: tag and summary, and whichever of the other sections the element has. */
export type ElementInput = Pick<ElementDescriptor, 'tag' | 'summary' | 'hydrate'> &
  Partial<Pick<ElementDescriptor, 'attributes' | 'events' | 'parts' | 'cssProperties' | 'slots'>>;

type None = Record<never, never>;
type Section<D, K extends string> = D extends { [P in K]: infer V } ? V : None;

/** A descriptor with every section, the missing ones empty. */
export type Complete<D extends ElementInput> = {
  tag: D['tag'];
  summary: string;
  hydrate?: HydrateOn;
  attributes: Section<D, 'attributes'>;
  events: Section<D, 'events'>;
  parts: Section<D, 'parts'>;
  cssProperties: Section<D, 'cssProperties'>;
  slots: Section<D, 'slots'>;
};

/** Declares a descriptor, keeping its literal types (tag, attribute names, defaults); absent sections are empty. */
export function defineElement<const D extends ElementInput>(descriptor: D): Complete<D> {
  return { attributes: {}, events: {}, parts: {}, cssProperties: {}, slots: {}, ...descriptor } as unknown as Complete<D>;
}

/** An event with a typed detail: `event<{ outcome: string }>({ doc, detail: '{ outcome: string }' })`. */
export function event<Detail>(spec: { doc: string; detail: string }): EventSpec<Detail> {
  return spec;
}

/**
 * A JSON attribute with a declared shape (the element also takes the value as a property, an object or its JSON text;
 * the component receives the parsed value). A default keeps its presence in the type (`withDefaults` fills it).
 */
export function json<V>(spec: { doc: string; shape: string; default: V }): JsonSpec<V> & { default: V };
export function json<V>(spec: { doc: string; shape: string }): JsonSpec<V>;
export function json<V>(spec: { doc: string; shape: string; default?: V }): JsonSpec<V> {
  return { type: 'json', ...spec };
}

/** `consultation-label` -> `consultationLabel`. */
export const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** `consultation-submitted` -> `onConsultationSubmitted`. */
export const eventProp = (name: string): string => {
  const camel = camelCase(name);
  return `on${camel[0]!.toUpperCase()}${camel.slice(1)}`;
};

type CamelCase<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;
type Attrs<D extends ElementDescriptor> = D['attributes'];
type Events<D extends ElementDescriptor> = D['events'];

/** The value an attribute's spec declares: its type's, or a `json()` spec's own. */
export type ValueOf<S> = S extends { type: 'json'; readonly valueType?: infer V }
  ? V
  : S extends { type: infer T extends AttributeType }
    ? AttributeValue<T>
    : never;

/** What the element's property accepts: the value, or for JSON also its text (the element parses it). */
export type PropertyOf<S> = S extends { type: 'json' } ? ValueOf<S> | string : ValueOf<S>;

/** The component's attribute props (parsed values), all optional. */
export type AttributeProps<D extends ElementDescriptor> = {
  -readonly [K in keyof Attrs<D> & string as CamelCase<K>]?: ValueOf<Attrs<D>[K]>;
};

/** The element's properties, all optional: a JSON one takes the value or its JSON text. */
export type ElementProperties<D extends ElementDescriptor> = {
  -readonly [K in keyof Attrs<D> & string as CamelCase<K>]?: PropertyOf<Attrs<D>[K]>;
};

/** `onFooBar(detail)` callbacks; defineWidget turns each call into the `foo-bar` DOM event. */
export type EventProps<D extends ElementDescriptor> = {
  [K in keyof Events<D> & string as `on${Capitalize<CamelCase<K>>}`]?: (
    detail: Events<D>[K] extends EventSpec<infer Detail> ? Detail : unknown,
  ) => void;
};

/** The props a widget component receives: its attributes, its event callbacks and the shadow root it renders into. */
export type WidgetProps<D extends ElementDescriptor> = AttributeProps<D> & EventProps<D> & { container?: ShadowRoot };

/** The attribute props that have a default, made required. */
type Defaulted<D extends ElementDescriptor> = {
  -readonly [K in keyof Attrs<D> & string as Attrs<D>[K] extends { default: unknown } ? CamelCase<K> : never]-?: ValueOf<Attrs<D>[K]>;
};

/** Whether an attribute's value counts as absent: removed (undefined, null), empty text, or a number r2wc could not parse. */
const isUnset = (type: AttributeType, value: unknown): boolean =>
  value == null || (type === 'string' && value === '') || (type === 'number' && Number.isNaN(value));

/**
 * The props with the descriptor's defaults for what is absent: never set, removed, or empty (`label=""`), so an
 * element whose attribute goes away shows its default again.
 */
export function withDefaults<D extends ElementDescriptor, P extends AttributeProps<D>>(descriptor: D, props: P): P & Defaulted<D> {
  const out: Record<string, unknown> = { ...props };
  for (const [name, spec] of Object.entries(descriptor.attributes)) {
    const key = camelCase(name);
    if (spec.default !== undefined && isUnset(spec.type, out[key])) out[key] = spec.default;
  }
  return out as P & Defaulted<D>;
}

/** Type only: where an element's type keeps its descriptor (DescriptorOf), never set at run time. */
declare const descriptorOf: unique symbol;

/** The `HTMLElementTagNameMap` entry of a descriptor: `interface HTMLElementTagNameMap extends ElementMapOf<typeof d> {}`. */
export type ElementMapOf<D extends ElementDescriptor> = {
  [K in D['tag']]: HTMLElement & ElementProperties<D> & { readonly [descriptorOf]?: D };
};

/** The descriptor of an element type from `HTMLElementTagNameMap` (never for other elements): the pages' `ctx.widget`. */
export type DescriptorOf<E> = E extends { readonly [descriptorOf]?: infer D extends ElementDescriptor } ? D : never;
