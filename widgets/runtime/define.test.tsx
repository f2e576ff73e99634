import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { defineWidget } from './define';
import { settle } from '../test/render';

function Greeting({ name = 'there', onWave }: { name?: string; onWave?: (d: { name: string }) => void }) {
  return (
    <button type="button" part="button" onClick={() => onWave?.({ name })}>
      Hello {name}
    </button>
  );
}

describe('defineWidget', () => {
  it('renders into an open shadow root with the theme and the widget styles adopted', async () => {
    defineWidget('test-greeting', Greeting, { props: { name: 'string' }, events: ['onWave'], styles: ['button { color: rgb(1, 2, 3); }'] });
    const el = document.createElement('test-greeting');
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

  it('re-renders on attribute change and turns callback props into composed, bubbling events', async () => {
    defineWidget('test-greeting-2', Greeting, { props: { name: 'string' }, events: ['onWave'] });
    const wrapper = document.createElement('div');
    const el = document.createElement('test-greeting-2');
    wrapper.append(el);
    document.body.append(wrapper);
    await settle();
    el.setAttribute('name', 'Bo');
    await settle();
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toBe('Hello Bo');
    const seen: CustomEvent[] = [];
    wrapper.addEventListener('wave', (e) => seen.push(e as CustomEvent));
    await act(async () => button.click());
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toEqual({ name: 'Bo' });
    expect(seen[0]!.composed).toBe(true);
  });

  it('renders its first frame in the same task as the upgrade (no empty, collapsed element)', () => {
    defineWidget('test-sync', Greeting, { props: { name: 'string' } });
    const el = document.createElement('test-sync');
    el.setAttribute('name', 'Cy');
    document.body.append(el);
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBe('Hello Cy');
  });

  it('tolerates a second definition of the same tag', () => {
    const first = defineWidget('test-twice', Greeting);
    expect(() => defineWidget('test-twice', Greeting)).not.toThrow();
    expect(defineWidget('test-twice', Greeting)).toBe(first);
  });

  it('shares one stylesheet object between instances', async () => {
    defineWidget('test-shared', Greeting, { styles: ['p{margin:0}'] });
    const a = document.createElement('test-shared');
    const b = document.createElement('test-shared');
    document.body.append(a, b);
    await settle();
    expect(a.shadowRoot!.adoptedStyleSheets[1]).toBe(b.shadowRoot!.adoptedStyleSheets[1]);
  });
});
