import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render';
import { useAutoplay, type AutoplayOptions } from './use-autoplay';
import { PauseButton } from './PauseButton';
import { mockReducedMotion } from './test-utils';

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
});
