/**
 * The layout shifts of the page so far, read at once: the entries the browser has buffered since the page began,
 * taken from a buffered observer synchronously (takeRecords), after two frames so that what the last commit moved
 * has been reported. No timer: a page without shifts answers as soon as one with them.
 */
import type { Page } from '@playwright/test';
import { nextFrames } from './fixtures';

export interface Shift {
  value: number;
  /** The start of each moved node's markup. */
  sources: string[];
}

export async function layoutShifts(page: Page): Promise<Shift[]> {
  await nextFrames(page);
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[];
    observer.disconnect();
    return entries.map((e) => ({
      value: e.value,
      sources: e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'),
    }));
  });
}
