import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, createElement, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR from 'swr';
import { defineWidget } from './define';
import { serverRenderer } from './render-element';
import { SSR_ATTRIBUTE, type WidgetDefinition } from './widget-tree';
import { defineElement, event, withDefaults, type WidgetProps } from './contract';
import { settle } from '../test/render';
import { setConfig } from './config';
import { onLive } from './live';

/** A descriptor for each test (a tag can be defined once per document). */
const greeting = (tag: `medspa-${string}`) =>
  defineElement({
    tag,
    summary: 'A test element.',
    attributes: {
      name: { type: 'string', doc: 'Who to greet.', default: 'there' },
      'times-waved': { type: 'number', doc: 'A number attribute.' },
    },
    events: { 'waved-at': event<{ name: string }>({ doc: 'The button was pressed.', detail: '{ name: string }' }) },
    parts: { button: 'The button.' },
    cssProperties: {},
    slots: {},
  });

type Props = WidgetProps<ReturnType<typeof greeting>>;

function Greeting(props: Props) {
  const { name, timesWaved, onWavedAt } = withDefaults(greeting('medspa-x'), props);
  return (
    <button type="button" part="button" onClick={() => onWavedAt?.({ name })}>
      Hello {name}
      {timesWaved ? ` ×${timesWaved}` : ''}
    </button>
  );
}

describe('defineWidget', () => {
  it('renders into an open shadow root with the theme and the widget styles adopted', async () => {
    defineWidget(greeting('medspa-greeting'), Greeting, ['button { color: rgb(1, 2, 3); }']);
    const el = document.createElement('medspa-greeting');
    el.setAttribute('name', 'Ana');
    document.body.append(el);
    await settle();
    const root = el.shadowRoot!;
    expect(root).toBeTruthy();
    expect(root.querySelector('.medspa-root button')!.textContent).toBe('Hello Ana');
    const cssTexts = root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n'));
    expect(cssTexts.some((t) => t.includes(':host'))).toBe(true);
    expect(cssTexts.some((t) => t.includes('rgb(1, 2, 3)'))).toBe(true);
  });

  it('hydrates a server-rendered element with attributes in place: its markup kept, no hydration error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('medspa-greeting-ssr');
    el.setAttribute('name', 'Ana');
    el.setAttribute('times-waved', '2');
    document.body.append(el);
    // As the server drew it (runtime/render-element.tsx), before the element is defined.
    const shadow = el.attachShadow({ mode: 'open' });
    const markup = renderToString(<Greeting name="Ana" timesWaved={2} />);
    shadow.innerHTML = `<div class="medspa-root" part="root" data-medspa-ssr>${markup}</div>`;
    const button = shadow.querySelector('button');
    defineWidget(greeting('medspa-greeting-ssr'), Greeting);
    await settle();
    expect(shadow.querySelector('button')).toBe(button);
    expect(button!.textContent).toBe('Hello Ana ×2');
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('hydration'))).toEqual([]);
    errors.mockRestore();
  });

  it("wires the descriptor's attributes by type (kebab-case attribute, camelCase property) and applies its defaults", async () => {
    defineWidget(greeting('medspa-greeting-attrs'), Greeting);
    const el = document.createElement('medspa-greeting-attrs') as HTMLElement & { timesWaved?: number };
    document.body.append(el);
    await settle();
    const button = () => el.shadowRoot!.querySelector('button')!.textContent;
    expect(button()).toBe('Hello there');
    el.setAttribute('times-waved', '3');
    await settle();
    expect(el.timesWaved).toBe(3);
    expect(button()).toBe('Hello there ×3');
  });

  it('shows the default again when the attribute is removed', async () => {
    defineWidget(greeting('medspa-greeting-unset'), Greeting);
    const el = document.createElement('medspa-greeting-unset');
    el.setAttribute('name', 'Ana');
    el.setAttribute('times-waved', '2');
    document.body.append(el);
    await settle();
    const button = () => el.shadowRoot!.querySelector('button')!.textContent;
    expect(button()).toBe('Hello Ana ×2');

    el.removeAttribute('name');
    el.removeAttribute('times-waved');
    await settle();
    expect(button()).toBe('Hello there');
    el.setAttribute('name', 'Bo');
    await settle();
    expect(button()).toBe('Hello Bo');
  });

  it('an empty string attribute with a default (name="") renders the default', async () => {
    defineWidget(greeting('medspa-greeting-empty'), Greeting);
    const host = document.createElement('div');
    host.innerHTML = '<medspa-greeting-empty name=""></medspa-greeting-empty><medspa-greeting-empty name="Ana"></medspa-greeting-empty>';
    document.body.append(host);
    await settle();
    const [empty, emptied] = host.querySelectorAll('medspa-greeting-empty');
    const button = (el: Element) => el.shadowRoot!.querySelector('button')!.textContent;
    expect(button(empty!)).toBe('Hello there');
    expect(button(emptied!)).toBe('Hello Ana');
    emptied!.setAttribute('name', '');
    await settle();
    expect(button(emptied!)).toBe('Hello there');
    // The same for a component rendered with the prop (a story's cleared control, a server template).
    expect(withDefaults(greeting('medspa-x'), { name: '' }).name).toBe('there');
  });

  it("dispatches the descriptor's events from the host: kebab-case name, detail, bubbling and composed", async () => {
    defineWidget(greeting('medspa-greeting-events'), Greeting);
    const wrapper = document.createElement('div');
    const el = document.createElement('medspa-greeting-events');
    wrapper.append(el);
    document.body.append(wrapper);
    await settle();
    el.setAttribute('name', 'Bo');
    await settle();
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toBe('Hello Bo');
    const seen: CustomEvent[] = [];
    wrapper.addEventListener('waved-at', (e) => seen.push(e as CustomEvent));
    await act(async () => button.click());
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toEqual({ name: 'Bo' });
    expect(seen[0]!.bubbles).toBe(true);
    expect(seen[0]!.composed).toBe(true);
  });

  it('pushes each event to the data layer only when the page opted in, under its own name if renamed', async () => {
    defineWidget(greeting('medspa-greeting-layer'), Greeting);
    const el = document.createElement('medspa-greeting-layer');
    el.setAttribute('name', 'Di');
    document.body.append(el);
    await settle();
    const globals = window as unknown as Record<string, unknown>;
    const wave = () => act(async () => el.shadowRoot!.querySelector('button')!.click());
    try {
      setConfig({});
      await wave();
      expect(globals.dataLayer).toBeUndefined();

      setConfig({ dataLayer: 'dataLayer' });
      globals.dataLayer = [{ event: 'gtm.js' }];
      await wave();
      expect(globals.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'medspa.waved-at', name: 'Di' }]);

      setConfig({ dataLayer: 'tagLayer' });
      await wave();
      expect(globals.tagLayer).toEqual([{ event: 'medspa.waved-at', name: 'Di' }]);

      // Something else under that name is not an array to push to: left alone.
      globals.tagLayer = 'not a layer';
      await wave();
      expect(globals.tagLayer).toBe('not a layer');
    } finally {
      setConfig(undefined);
      delete globals.dataLayer;
      delete globals.tagLayer;
      el.remove();
    }
  });

  it('renders its first frame in the same task as the upgrade (no empty, collapsed element)', async () => {
    defineWidget(greeting('medspa-greeting-sync'), Greeting);
    const el = document.createElement('medspa-greeting-sync');
    el.setAttribute('name', 'Cy');
    document.body.append(el);
    // The microtasks of this task, no task later: nothing can be painted in between.
    await Promise.resolve();
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBe('Hello Cy');
  });

  it('renders when a React app connects it during its own commit, with no warning from react-dom', async () => {
    defineWidget(greeting('medspa-greeting-in-react'), Greeting);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    const app = createRoot(host);
    try {
      await act(async () => app.render(createElement('medspa-greeting-in-react', { name: 'Ed' })));
      const el = host.querySelector('medspa-greeting-in-react')!;
      await vi.waitFor(() => expect(el.shadowRoot!.querySelector('button')?.textContent).toBe('Hello Ed'));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      act(() => app.unmount());
      host.remove();
    }
  });

  it('tolerates a second definition of the same tag', () => {
    defineWidget(greeting('medspa-greeting-twice'), Greeting);
    const first = customElements.get('medspa-greeting-twice');
    expect(first).toBeDefined();
    expect(() => defineWidget(greeting('medspa-greeting-twice'), Greeting)).not.toThrow();
    expect(customElements.get('medspa-greeting-twice')).toBe(first);
  });

  it("returns the definition the server renders from (a define module's default export)", () => {
    const descriptor = greeting('medspa-greeting-definition');
    const definition = defineWidget(descriptor, Greeting, ['p{margin:0}']);
    expect(definition.descriptor).toBe(descriptor);
    expect(definition.Component).toBe(Greeting);
    expect(definition.styles.at(-1)).toBe('p{margin:0}');
  });

  it('shares one stylesheet object between instances', async () => {
    defineWidget(greeting('medspa-greeting-shared'), Greeting, ['p{margin:0}']);
    const a = document.createElement('medspa-greeting-shared');
    const b = document.createElement('medspa-greeting-shared');
    document.body.append(a, b);
    await settle();
    expect(a.shadowRoot!.adoptedStyleSheets[1]).toBe(b.shadowRoot!.adoptedStyleSheets[1]);
  });
});

/** A greeting whose name comes from a query (the server's data), for the hydration tests. */
const NAME_KEY = ['define-test', 'name'] as const;
function DataGreeting(props: Props) {
  const { timesWaved, onWavedAt } = withDefaults(greeting('medspa-x'), props);
  const { data: name } = useSWR<string>(NAME_KEY, () => new Promise<never>(() => {}));
  return (
    <button type="button" part="button" onClick={() => onWavedAt?.({ name: name ?? '' })}>
      Hello {name ?? '…'}
      {timesWaved ? ` ×${timesWaved}` : ''}
    </button>
  );
}

/**
 * An element as a page writes it: the `twin` definition's server markup (renderElement) in the shadow root of a `tag`
 * element that is not defined yet, on the page. (happy-dom does not parse declarative shadow roots: the template's
 * content is put in an attached one, which is what the browser's parser makes of it. The markup is rendered under a
 * twin tag, as defineWidget, which makes the definition, defines its tag.)
 */
function serverRendered(tag: string, twin: WidgetDefinition, attributes: Record<string, string>, data: [unknown, unknown][] = []) {
  const { tag: serverTag } = twin.descriptor;
  const html = serverRenderer(new Map([[serverTag, twin]])).renderElement(serverTag, { attributes, answers: data });
  const inner = /^<template shadowrootmode="open">([\s\S]*)<\/template>$/.exec(html)![1]!;
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  el.attachShadow({ mode: 'open' }).innerHTML = inner;
  document.body.append(el);
  return el;
}

describe('defineWidget on a server-rendered element', () => {
  it('hydrates the shadow root in place: the same nodes before and after, events dispatched, no styles adopted', async () => {
    const errors = vi.spyOn(console, 'error');
    const twin = defineWidget(greeting('medspa-ssr-twin'), Greeting, ['button { color: rgb(7, 8, 9); }']);
    const el = serverRendered('medspa-ssr-greeting', twin, { name: 'Ana', 'times-waved': '2' });
    const root = el.shadowRoot!;
    const box = root.querySelector('.medspa-root')!;
    const button = root.querySelector('button')!;
    const text = button.firstChild!;
    const styles = [...root.querySelectorAll('style')];
    expect(box.hasAttribute(SSR_ATTRIBUTE)).toBe(true);
    expect(button.textContent).toBe('Hello Ana ×2');

    defineWidget(greeting('medspa-ssr-greeting'), Greeting, ['button { color: rgb(7, 8, 9); }']);
    await settle();
    expect(el.shadowRoot).toBe(root);
    expect(root.querySelector('.medspa-root')).toBe(box);
    expect(root.querySelector('button')).toBe(button);
    expect(button.firstChild).toBe(text);
    expect([...root.querySelectorAll('style')]).toEqual(styles);
    expect(root.querySelectorAll('.medspa-root')).toHaveLength(1);
    expect(root.adoptedStyleSheets).toHaveLength(0); // its <style> elements are already there
    expect(box.hasAttribute(SSR_ATTRIBUTE)).toBe(false);
    expect(button.textContent).toBe('Hello Ana ×2');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydration|did not match|Hydration failed/i);

    const seen: CustomEvent[] = [];
    document.body.addEventListener('waved-at', (e) => seen.push(e as CustomEvent));
    await act(async () => button.click());
    expect(seen.map((e) => e.detail)).toEqual([{ name: 'Ana' }]);
    expect(seen[0]!.composed).toBe(true);

    // Live after hydration: attributes still drive it, in the same nodes.
    el.setAttribute('name', 'Bo');
    await settle();
    expect(root.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Hello Bo ×2');
  });

  it('starts from the answers the server rendered with (the answers script seeds SWR), so nothing mismatches', async () => {
    const errors = vi.spyOn(console, 'error');
    const twin = defineWidget(greeting('medspa-ssr-data-twin'), DataGreeting);
    const el = serverRendered('medspa-ssr-data', twin, {}, [[NAME_KEY, 'Cy from the snapshot']]);
    const root = el.shadowRoot!;
    expect(root.querySelector('script[data-medspa-answers]')).not.toBeNull();
    const button = root.querySelector('button')!;
    expect(button.textContent).toBe('Hello Cy from the snapshot');

    defineWidget(greeting('medspa-ssr-data'), DataGreeting);
    await settle();
    // Without the seed the first client render would say "Hello …": a mismatch, and React would draw it anew.
    expect(root.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Hello Cy from the snapshot');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydration|did not match|Hydration failed/i);
    const seen: CustomEvent[] = [];
    el.addEventListener('waved-at', (e) => seen.push(e as CustomEvent));
    await act(async () => button.click());
    expect(seen.map((e) => e.detail)).toEqual([{ name: 'Cy from the snapshot' }]);
  });

  it('logs a mismatch as a hydration error of the element (and the element still works)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const twin = defineWidget(greeting('medspa-ssr-bad-twin'), Greeting);
    const el = serverRendered('medspa-ssr-bad', twin, { name: 'Di' });
    // The server's markup says something the component will not.
    el.shadowRoot!.querySelector('button')!.textContent = 'Hello Someone Else';
    defineWidget(greeting('medspa-ssr-bad'), Greeting);
    await settle();
    await settle();
    expect(errors.mock.calls.some((c) => String(c[0]).startsWith('[medspa] <medspa-ssr-bad> hydration:'))).toBe(true);
    expect(el.shadowRoot!.querySelector('button')!.textContent).toBe('Hello Di');
  });

  it('keeps what was typed before hydration: a controlled field gets it in its state, a field reset on attach gets it back', async () => {
    const errors = vi.spyOn(console, 'error');
    const twin = defineWidget(greeting('medspa-ssr-form-twin'), EarlyForm);
    const el = serverRendered('medspa-ssr-form', twin, {});
    const root = el.shadowRoot!;
    const field = (name: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    // What the visitor (or autofill) put there while the markup was only the server's.
    field('name').value = 'Ana';
    field('note').value = 'Typed early';
    field('email').value = 'ana@example.com';
    // What a press given back at that moment meets: the restored values, committed.
    let atLive: string | null | undefined;
    onLive(el, () => (atLive = root.querySelector('output')!.textContent));

    defineWidget(greeting('medspa-ssr-form'), EarlyForm);
    await settle();
    await settle();
    expect(atLive).toBe('Ana|Typed early|ana@example.com');
    expect(field('name').value).toBe('Ana');
    expect(field('note').value).toBe('Typed early');
    expect(field('email').value).toBe('ana@example.com'); // written over by the reset on attach, then given back
    // The component's own state holds it: a re-render keeps the text, and a submit sends it.
    expect(root.querySelector('output')!.textContent).toBe('Ana|Typed early|ana@example.com');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydration|did not match|Hydration failed/i);
  });
});

/**
 * A form as the widgets write them: `name` and `note` controlled (useState), `email` registered the way
 * react-hook-form does it (uncontrolled; its ref writes the default value into the field on attach, its onChange
 * reads the field). The output shows what the component holds.
 */
function EarlyForm() {
  const [values, setValues] = useState({ name: '', note: '' });
  const [email, setEmail] = useState(''); // react-hook-form keeps it in its store; what the output shows
  // react-hook-form's register: the default value, written into the field when it first attaches
  const reset = useCallback((node: HTMLInputElement | null) => {
    if (node) node.value = '';
  }, []);
  const onChange = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const { name, value } = e.currentTarget;
    setValues((v) => ({ ...v, [name]: value }));
  };
  return (
    <form>
      <input name="name" value={values.name} onChange={onChange} />
      <textarea name="note" value={values.note} onChange={onChange} />
      <input name="email" ref={reset} onChange={(e) => setEmail(e.currentTarget.value)} />
      <output>{`${values.name}|${values.note}|${email}`}</output>
    </form>
  );
}
