/**
 * Stories of an element, derived from its descriptor (widgets/runtime/contract.ts): the story renders the real
 * custom element (its chunk loaded the way a page loads it, its shadow root, styles and events), the controls
 * are its attributes with their docs and defaults, each event it fires shows in the Actions panel, and its docs
 * page (./element-docs.tsx) shows its summary and contract tables. A story file then only says which states to
 * show: `parameters.backend` (the fake backend, see StoryShell) and `args`.
 *
 *   const meta = elementMeta(newsTicker);
 *   export default meta;
 *   export const Empty: ElementStory = { parameters: { backend: routes({ ... }) } };
 */
import { createElement, useEffect, useRef, type CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { camelCase, type ElementDescriptor } from '../../widgets/runtime/contract';
import { load } from '../../widgets/runtime/upgrade';

export type ElementArgs = Record<string, unknown>;
export type ElementStory = StoryObj<Meta<ElementArgs>>;

export interface ElementMetaOptions {
  /** Style of a box around the element (room for a fixed bar, a page width). */
  frame?: CSSProperties;
}

const control = (type: string) =>
  (type === 'boolean' ? 'boolean' : type === 'number' ? 'number' : type === 'json' ? 'object' : 'text') as
    'boolean' | 'number' | 'object' | 'text';

/** Docs text for Storybook's blocks, which read it as Markdown: a tag named in it (`<img>`) stays text. */
const asText = (doc: string) => doc.replaceAll('<', '&lt;');

/** The Storybook meta of an element: title, controls and rendering, all from its descriptor. */
export function elementMeta(descriptor: ElementDescriptor, options: ElementMetaOptions = {}): Meta<ElementArgs> {
  const argTypes = Object.fromEntries(
    Object.entries(descriptor.attributes).map(([name, a]) => [
      camelCase(name),
      {
        name,
        control: control(a.type),
        description: asText(a.doc),
        table: { type: { summary: a.type }, defaultValue: a.default === undefined ? undefined : { summary: String(a.default) } },
      },
    ]),
  );
  // No title: Storybook's indexer reads story files statically, so the title comes from the file name
  // (.storybook/main.ts gives widget stories the "Widgets" prefix).
  return {
    argTypes,
    // `element`: the docs page reads the element's tables from the manifest by its tag.
    parameters: { element: descriptor.tag, docs: { description: { component: asText(descriptor.summary) } } },
    render: (args) => (
      <div style={options.frame}>
        <Element descriptor={descriptor} args={args} />
      </div>
    ),
  };
}

/** The args as attributes (kebab-case), as a page would write them. */
export function attributesOf(descriptor: ElementDescriptor, args: ElementArgs): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(descriptor.attributes)) {
    const v = args[camelCase(name)];
    if (v == null || v === '') continue;
    out[name] = spec.type === 'json' ? JSON.stringify(v) : String(v);
  }
  return out;
}

function Element({ descriptor, args }: { descriptor: ElementDescriptor; args: ElementArgs }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => void load(descriptor.tag), [descriptor.tag]);
  // Every event the descriptor declares goes to the Actions panel, with its detail.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const listeners = Object.keys(descriptor.events).map((name) => {
      const log = (e: Event) => action(name)((e as CustomEvent).detail);
      el.addEventListener(name, log);
      return () => el.removeEventListener(name, log);
    });
    return () => listeners.forEach((stop) => stop());
  }, [descriptor.events]);
  // eslint-disable-next-line react-hooks/refs -- the ref is handed to the element, not read while rendering
  return createElement(descriptor.tag, { ...attributesOf(descriptor, args), ref });
}

/**
 * In play functions: the shadow root of the story's element, once its code has given it one. Awaited, not read at
 * once: after a switch from another story (the sidebar) the element is already defined, and its root comes a
 * moment after the story's first render.
 */
export async function shadowOf(canvas: HTMLElement, tag: string, ms = 10_000): Promise<ShadowRoot> {
  await customElements.whenDefined(tag);
  for (const end = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 10))) {
    const root = canvas.querySelector(tag)?.shadowRoot;
    if (root) return root;
    if (Date.now() > end) throw new Error(`<${tag}> has no shadow root`);
  }
}

/** In play functions: waits for a selector inside a shadow root (a lazy chunk, a fetch) and returns the element. */
export async function waitFor<E extends Element = HTMLElement>(root: ParentNode, selector: string, ms = 10_000): Promise<E> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 10))) {
    const el = root.querySelector<E>(selector);
    if (el) return el;
  }
  throw new Error(`${selector} did not appear`);
}
