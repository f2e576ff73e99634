/** Per-test isolation for widget tests: fresh config, client, toasts and DOM. */
import { afterEach } from 'vitest';
import { setConfig } from '../runtime/config';
import { setConnection } from '../runtime/connection';
import { resetToasts } from '../runtime/toast/toast';
import { setRetryDelay } from '../runtime/query';

// The query layer's retries wait 500 ms, 1 s, …: not in tests.
setRetryDelay(0);

afterEach(() => {
  setConfig(undefined);
  setConnection(undefined);
  resetToasts();
  if (typeof document !== 'undefined') document.body.replaceChildren();
});

/**
 * happy-dom has no layout, and its IntersectionObserver never reports. In component tests every element is on
 * screen: this observer says so once per observed element (tests of off-screen behaviour replace it).
 */
if (typeof window !== 'undefined') {
  class InViewObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
}
