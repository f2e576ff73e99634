/**
 * Test helpers for widgets.
 * - renderWidget: renders a component inside the real Providers with a fresh SWR cache (each test its own).
 * - withFakeBackend: the shared client answered in memory by a route function, for component tests of states
 *   and errors (tests of the backend itself run the real client against real Postgres in supabase/).
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Providers } from '../runtime/providers';
import { setConnection } from '../runtime/connection';
import { fakeBackend, type FakeRoute } from './fake-backend';
export { routes, listing, fakeBackend, type FakeRoute, type FakeResponse } from './fake-backend';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount: () => void;
}

/** The server's markup of `ui` in a shadow root (`.medspa-root`), as a page has it before hydration. */
export function serverPage(ui: ReactElement): { shadow: ShadowRoot; root: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<div class="medspa-root">${renderToString(ui)}</div>`;
  return { shadow, root: shadow.querySelector<HTMLElement>('.medspa-root')! };
}

export async function renderWidget(ui: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<Providers cache={new Map()}>{ui}</Providers>);
  });
  return { container, root, unmount: () => act(() => root.unmount()) };
}

/** Lets the work that is ready run: pending promises, timers due now and React updates (one turn, no duration). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

/**
 * Settles until `check` passes: waits for what the test expects, not for a time. The deadline only turns a
 * hang into a failure; a busy machine takes longer, never a different path.
 */
export async function until<T>(check: () => T, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    await settle();
    try {
      return check();
    } catch (err) {
      if (Date.now() > end) throw err;
    }
  }
}

/** Points the shared client at an in-memory fake (see fake-backend.ts) and returns the recorded calls. */
export function withFakeBackend(route: FakeRoute) {
  const fake = fakeBackend(route);
  setConnection(fake.connection);
  return fake;
}
