import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { toast } from './index';
import { getToasts, dismissToast, keepToasts, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
import { settle } from '../../test/render';

const toasterRoot = () => document.querySelector('medspa-toaster')?.shadowRoot;

describe('toast()', () => {
  it('mounts one toaster on first use and shows title and description', async () => {
    expect(document.querySelector('medspa-toaster')).toBeNull();
    await act(async () => {
      toast({ title: 'Message sent!', description: 'Soon.' });
    });
    await settle();
    expect(document.querySelectorAll('medspa-toaster')).toHaveLength(1);
    const item = toasterRoot()!.querySelector('.toast')!;
    expect(item.querySelector('.toast__title')!.textContent).toBe('Message sent!');
    expect(item.querySelector('.toast__description')!.textContent).toBe('Soon.');
    await act(async () => {
      toast({ title: 'Second' });
    });
    expect(document.querySelectorAll('medspa-toaster')).toHaveLength(1);
  });

  it('announces through live regions: polite for default, assertive for destructive', async () => {
    await act(async () => {
      toast({ title: 'Saved' });
      toast({ title: 'Error loading news', description: 'Please try again later', variant: 'destructive' });
    });
    await settle();
    const root = toasterRoot()!;
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Saved');
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('Error loading news. Please try again later');
    expect(root.querySelector('.toast--destructive')).not.toBeNull();
  });

  it('dismisses itself after its duration, and by its button', async () => {
    vi.useFakeTimers();
    await act(async () => {
      toast({ title: 'Brief', duration: 1000 });
      toast({ title: 'Stays', duration: 60_000 });
    });
    await act(async () => {
      vi.advanceTimersByTime(1100);
    });
    expect(getToasts().map((t) => t.title)).toEqual(['Stays']);
    vi.useRealTimers();
    const close = toasterRoot()!.querySelector<HTMLButtonElement>('.toast__close')!;
    expect(close.getAttribute('aria-label')).toBe('Dismiss notification');
    await act(async () => close.click());
    expect(getToasts()).toHaveLength(0);
  });

  it('stays until dismissed while stories keep toasts, and times out again once they stop', async () => {
    vi.useFakeTimers();
    try {
      keepToasts(true);
      await act(async () => {
        toast({ title: 'Kept' });
        toast({ title: 'Kept too', duration: 1000 });
      });
      keepToasts(false);
      await act(async () => {
        toast({ title: 'Page timing' });
      });
      expect(getToasts().map((t) => t.duration)).toEqual([Infinity, Infinity, TOAST_DURATION_MS]);
      await act(async () => {
        vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
      });
      expect(getToasts().map((t) => t.title)).toEqual(['Kept', 'Kept too']);
      expect([...toasterRoot()!.querySelectorAll('.toast__title')].map((t) => t.textContent)).toEqual(['Kept', 'Kept too']);
    } finally {
      keepToasts(false);
      vi.useRealTimers();
    }
    for (const t of getToasts()) dismissToast(t.id);
  });

  it(`keeps at most ${TOAST_LIMIT} on screen`, () => {
    for (let i = 0; i < 5; i++) toast({ title: `t${i}` });
    expect(getToasts().map((t) => t.title)).toEqual(['t2', 't3', 't4']);
    dismissToast(getToasts()[0]!.id);
    expect(getToasts()).toHaveLength(2);
  });
});
