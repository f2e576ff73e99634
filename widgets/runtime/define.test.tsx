import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { defineWidget } from './define';
import { defineElement, event, withDefaults, type WidgetProps } from './contract';
import { settle } from '../test/render';
import { setConfig } from './config';

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
    // As the server drew it (runtime/server.tsx), before the element is defined.
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

  it('renders its first frame in the same task as the upgrade (no empty, collapsed element)', () => {
    defineWidget(greeting('medspa-greeting-sync'), Greeting);
    const el = document.createElement('medspa-greeting-sync');
    el.setAttribute('name', 'Cy');
    document.body.append(el);
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBe('Hello Cy');
  });

  it('tolerates a second definition of the same tag', () => {
    const first = defineWidget(greeting('medspa-greeting-twice'), Greeting);
    expect(() => defineWidget(greeting('medspa-greeting-twice'), Greeting)).not.toThrow();
    expect(defineWidget(greeting('medspa-greeting-twice'), Greeting)).toBe(first);
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
