/**
 * A visitor on a phone as Lighthouse models one (its mobile throttling: 150 ms round trip, 1.6 Mbps down, 750 Kbps up,
 * the CPU 4× slower), through the Chrome DevTools Protocol, and what such a visitor does before a widget is live:
 * the browser autofills a form, the visitor taps at once.
 *
 *   await throttleLikeAPhone(page);
 *   await page.goto('/contact');                      // `load`: the islands are still server markup
 *   await autofill(page, 'medspa-contact-form', { name: 'Ana', email: 'ana@example.com' });
 *   const answer = await watchFirstAnswer(page, 'medspa-contact-form');
 *   await submit.tap();
 *   expect((await answer()).live).toBe(false);        // the tap was answered before the code arrived
 */
import type { Page } from '@playwright/test';

/**
 * Lighthouse's mobile throttling (`mobileSlow4G`: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU 4×), applied
 * through the DevTools Protocol. The one place for these figures: bench/first-touch.ts measures with them too.
 */
export const THROTTLING = { rttMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 } as const;

export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: Math.floor((THROTTLING.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((THROTTLING.uploadKbps * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** Whether `tag`'s first element on the page is live (its code arrived and hydrated it: the server's mark is gone). */
export function isLive(page: Page, tag: string): Promise<boolean> {
  return page.evaluate((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'), tag);
}

/**
 * What a browser's autofill does to the fields of `tag`'s form (inside its shadow root), by name: the value set as
 * the browser sets it (the prototype's setter, so a framework's own tracking of the property is bypassed), then
 * `input` and `change`, which bubble but do not leave the shadow root (autofill's events are not composed). No
 * focus, no key, no pointer.
 */
export function autofill(page: Page, tag: string, values: Record<string, string>): Promise<void> {
  return page.evaluate(
    ({ tag, values }) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      for (const [name, value] of Object.entries(values)) {
        const control = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
        if (!control) throw new Error(`<${tag}> has no field named ${name}`);
        const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    { tag, values },
  );
}

/** What the visitor saw after a press: how soon, and whether the element's code was there yet. */
export interface FirstAnswer {
  /** From the press to the first frame after something changed in the element; Infinity when nothing did. */
  ms: number;
  /** Whether the element was live (defined and hydrated) when it changed: false = the answer came before the code. */
  live: boolean;
}

/**
 * Watches the element `selector` names for the answer to the visitor's next press (the first `pointerdown`,
 * `touchstart` or `click` on the page): the first change to its attributes or its shadow tree, and the frame after
 * it. Resolves `{ ms: Infinity }` when nothing changed within `timeoutMs`.
 */
export async function watchFirstAnswer(page: Page, selector: string, timeoutMs = 5_000): Promise<() => Promise<FirstAnswer>> {
  await page.evaluate(
    ({ selector, timeoutMs }) => {
      const host = document.querySelector(selector)!;
      const w = window as unknown as { __firstAnswer?: Promise<{ ms: number; live: boolean }> };
      w.__firstAnswer = new Promise((resolve) => {
        let pressedAt: number | undefined;
        const press = (e: Event) => {
          pressedAt ??= e.timeStamp;
        };
        for (const type of ['pointerdown', 'touchstart', 'click']) addEventListener(type, press, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (pressedAt === undefined) return;
          observer.disconnect();
          const live = !!host.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])');
          requestAnimationFrame(() => resolve({ ms: performance.now() - pressedAt!, live }));
        });
        const options = { attributes: true, childList: true, subtree: true, characterData: true };
        observer.observe(host, options);
        if (host.shadowRoot) observer.observe(host.shadowRoot, options);
        setTimeout(() => resolve({ ms: Infinity, live: false }), timeoutMs);
      });
    },
    { selector, timeoutMs },
  );
  return () => page.evaluate(() => (window as unknown as { __firstAnswer: Promise<FirstAnswer> }).__firstAnswer);
}

/**
 * Records, until `until` shows, whether any of `tag`'s named fields ever lost the value it holds now (checked on
 * every frame): the visitor's text must stay until the form says it was sent.
 */
export async function watchFieldsKept(page: Page, tag: string, names: string[]): Promise<() => Promise<string[]>> {
  await page.evaluate(
    ({ tag, names }) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      const expected = Object.fromEntries(
        names.map((n) => [n, root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${n}"]`)!.value]),
      );
      const lost: string[] = [];
      const toaster = () => document.querySelector('medspa-toaster')?.shadowRoot?.querySelector('.toast__title');
      const check = () => {
        if (toaster()) return;
        for (const n of names) {
          // re-queried: a re-rendered form has new nodes
          const value = document.querySelector(tag)!.shadowRoot!.querySelector<HTMLInputElement>(`[name="${n}"]`)?.value;
          if (value !== expected[n] && !lost.includes(n)) lost.push(n);
        }
        requestAnimationFrame(check);
      };
      check();
      (window as unknown as { __lost: string[] }).__lost = lost;
      void root;
    },
    { tag, names },
  );
  return () => page.evaluate(() => (window as unknown as { __lost: string[] }).__lost);
}

/**
 * Holds every widget chunk the page asks for from now on until `release()` is called: the visitor's action then comes
 * before the code whatever the machine's speed (call it after `load`, when the loader's own imports are in).
 */
export async function holdWidgetCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/widgets/chunks/**', async (route) => {
    await released;
    await route.fallback(); // to an earlier hold, if any, which still holds it
  });
  return release;
}
