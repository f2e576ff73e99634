import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render';
import { useAutoplay, type AutoplayOptions } from './use-autoplay';
import { PauseButton } from './PauseButton';
import { mockReducedMotion } from './test-utils';
import { startMotion } from './dom';

function Probe(props: AutoplayOptions) {
  const { observe, index, setIndex, paused, toggle } = useAutoplay(props);
  return (
    <div ref={observe}>
      <output>{index}</output>
      <button type="button" data-pick onClick={() => setIndex(2)}>
        pick
      </button>
      <PauseButton paused={paused} onToggle={toggle} what="slideshow" />
    </div>
  );
}
const shown = (c: HTMLElement) => Number(c.querySelector('output')!.textContent);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every interval and wraps', async () => {
    const { container } = await renderWidget(<Probe count={3} intervalMs={1000} />);
    expect(shown(container)).toBe(0);
    await tick(999);
    expect(shown(container)).toBe(0);
    await tick(1);
    expect(shown(container)).toBe(1);
    await tick(2000);
    expect(shown(container)).toBe(0);
  });

  it('the pause button stops and restarts it, and swaps its name', async () => {
    const { container } = await renderWidget(<Probe count={3} intervalMs={1000} />);
    const btn = container.querySelector<HTMLButtonElement>('.medspa-pause')!;
    expect(btn.textContent).toBe('Pause slideshow');
    await act(async () => btn.click());
    expect(btn.textContent).toBe('Play slideshow');
    await tick(5000);
    expect(shown(container)).toBe(0);
    await act(async () => btn.click());
    await tick(1000);
    expect(shown(container)).toBe(1);
  });

  it('a manual pick jumps and restarts the full interval', async () => {
    const { container } = await renderWidget(<Probe count={4} intervalMs={1000} />);
    await tick(900);
    await act(async () => container.querySelector<HTMLButtonElement>('[data-pick]')!.click());
    expect(shown(container)).toBe(2);
    await tick(900);
    expect(shown(container)).toBe(2);
    await tick(100);
    expect(shown(container)).toBe(3);
  });

  it('does not advance under reduced motion until the visitor presses Play', async () => {
    const mq = mockReducedMotion(true);
    const { container } = await renderWidget(<Probe count={3} intervalMs={1000} />);
    const btn = container.querySelector<HTMLButtonElement>('.medspa-pause')!;
    expect(btn.textContent).toBe('Play slideshow');
    await tick(5000);
    expect(shown(container)).toBe(0);
    await act(async () => btn.click());
    await tick(1000);
    expect(shown(container)).toBe(1);
    mq.spy.mockRestore();
  });

  it('stops when reduced motion is switched on while playing', async () => {
    const mq = mockReducedMotion(false);
    const { container } = await renderWidget(<Probe count={3} intervalMs={1000} />);
    await tick(1000);
    expect(shown(container)).toBe(1);
    await act(async () => mq.set(true));
    await tick(5000);
    expect(shown(container)).toBe(1);
  });

  it('does not run with fewer than two items or when disabled', async () => {
    const one = await renderWidget(<Probe count={1} intervalMs={1000} />);
    const off = await renderWidget(<Probe count={3} intervalMs={1000} enabled={false} />);
    await tick(5000);
    expect(shown(one.container)).toBe(0);
    expect(shown(off.container)).toBe(0);
  });

  it('stops while the document is hidden', async () => {
    const { container } = await renderWidget(<Probe count={3} intervalMs={1000} />);
    const vis = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await tick(5000);
    expect(shown(container)).toBe(0);
    vis.mockReturnValue('visible');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await tick(1000);
    expect(shown(container)).toBe(1);
  });

  it("takes over from the plain-DOM driver: its item, the visitor's choice and the time left to the next step", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<section data-medspa-motion="1000"><i data-medspa-slide class="is-active"></i><i data-medspa-slide></i><i data-medspa-slide></i></section>`;
    startMotion(root);
    await tick(1300); // the driver stepped once, 700 ms to its next step
    const box = () => root.querySelector('section');
    const { container } = await renderWidget(<Probe count={3} intervalMs={1000} serverBox={box} />);
    expect(shown(container)).toBe(1);
    expect(box()!.hasAttribute('data-medspa-motion-driven')).toBe(false);
    await tick(699);
    expect(shown(container)).toBe(1);
    await tick(1);
    expect(shown(container)).toBe(2);
    // the driver stopped: its box stays where React took it
    expect(root.querySelector('.is-active')).toBe(root.querySelectorAll('i')[1]);
    host.remove();
  });

  it('starts paused when the visitor paused before React, whatever the setting', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<section data-medspa-motion="1000"><i data-medspa-slide class="is-active"></i><i data-medspa-slide></i>
      <button type="button" class="medspa-pause" data-paused="false"><span>Pause slideshow</span></button></section>`;
    startMotion(root);
    root.querySelector<HTMLButtonElement>('.medspa-pause')!.click();
    const { container } = await renderWidget(<Probe count={2} intervalMs={1000} serverBox={() => root.querySelector('section')} />);
    expect(container.querySelector('.medspa-pause')!.textContent).toBe('Play slideshow');
    await tick(5000);
    expect(shown(container)).toBe(0);
    host.remove();
  });
});
