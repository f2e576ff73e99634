/**
 * For play functions: the story's element's shadow root as a Testing Library scope, and the page's toasts. Queries
 * wait (a lazy chunk, a fake fetch) up to `TIMEOUT`; assertions use `expect` from storybook/test, so a broken one
 * fails the story in the Interactions panel and in stories/stories.test.tsx.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf } from './element-story';

/** Long enough for an element's chunk to load in a test run on a busy machine. */
export const TIMEOUT = 8000;

export type Scope = ReturnType<typeof within>;

/** The element `tag` in the story, and Testing Library queries inside its shadow root. */
export async function elementIn(canvas: HTMLElement, tag: string): Promise<{ root: ShadowRoot; screen: Scope }> {
  const root = await shadowOf(canvas, tag);
  // The element renders into its root after upgrading: wait for its box.
  await waitFor(() => expect(root.querySelector('.medspa-root')).toBeTruthy(), { timeout: TIMEOUT });
  // Queries scoped to the box, an element (Testing Library cannot print a ShadowRoot in its failure messages).
  return { root, screen: within(root.querySelector<HTMLElement>('.medspa-root')!) };
}

/** Waits until `check` holds (its expectations pass). */
export const eventually = (check: () => unknown) => waitFor(check, { timeout: TIMEOUT });

/** The texts of the toasts on screen (the page's one toaster, <medspa-toaster>). */
export function toastTexts(): string[] {
  const root = document.querySelector('medspa-toaster')?.shadowRoot;
  return [...(root?.querySelectorAll('[part~="toast"]') ?? [])].map((t) =>
    [...t.querySelectorAll('p')].map((p) => p.textContent).join(' / '),
  );
}

/** Waits for a toast with this title (and this description, or none), as the spec words it, of this variant. */
export async function expectToast(title: string, description?: string, variant: 'default' | 'destructive' = 'default') {
  const text = description ? `${title} / ${description}` : title;
  await eventually(() => expect(toastTexts()).toContain(text));
  const root = document.querySelector('medspa-toaster')!.shadowRoot!;
  const toast = [...root.querySelectorAll<HTMLElement>('[part~="toast"]')].find((t) => t.querySelector('p')?.textContent === title);
  await expect(toast?.dataset.variant).toBe(variant);
}

/** Presses a pause control ("Pause <what>" / "Play <what>") and sees its name turn to the other, then back. */
export async function togglesPause(screen: Scope, what: string) {
  const button = await screen.findByRole('button', { name: new RegExp(`^(Pause|Play) ${what}$`) }, { timeout: TIMEOUT });
  const first = (button.textContent ?? '').trim();
  const other = first.startsWith('Pause') ? `Play ${what}` : `Pause ${what}`;
  await userEvent.click(button);
  await eventually(() => expect(button).toHaveTextContent(other));
  await userEvent.click(button);
  await eventually(() => expect(button).toHaveTextContent(first));
}
