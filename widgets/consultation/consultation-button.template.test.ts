/**
 * <medspa-consultation-button> on a page the server did not render (issue 39): the loader stamps the markup the
 * site's renderer draws (virtual:medspa-markup, rendered at build time from the component), with the element's own
 * styles adopted, so its button shows at once and its dialog opens at the tap while the element's code is held; what
 * is typed is kept and a submit held before the code is sent once, after the code has hydrated the stamped markup.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
// what the server renderer draws for these attributes, rendered at build time like the template's own markup
import labelled from 'virtual:medspa-markup/medspa-consultation-button?label=Book+now&variant=outline';
import { SSR_ATTRIBUTE } from '../runtime/markers';
import { routes, settle, until, withFakeBackend } from '../test/render';
import { setValue } from '../test/forms';

/** The element's chunk, held until the test lets it arrive. */
const chunk = await vi.hoisted(async () => (await import('./test-utils')).heldChunk());
vi.mock('virtual:medspa-elements', async () => (await import('./test-utils')).heldElementTable(chunk));

const INSERT = 'POST /rest/v1/contact_submissions';
const SMS = 'POST /functions/v1/send-consultation-sms';
const click = () => new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });

const waitFor = <T>(get: () => T | null | undefined | false): Promise<T> =>
  until(() => {
    const v = get();
    if (!v) throw new Error('not yet');
    return v;
  });

/** Markup, parsed. */
function parse(markup: string): Element {
  const parsed = document.createElement('template');
  parsed.innerHTML = markup;
  return parsed.content.firstElementChild!;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  errors = vi.spyOn(console, 'error');
  await import('./consultation-button.template'); // (its markup is rendered on first import: a few seconds)
  chunk.templates = 0;
  (await import('../runtime/upgrade')).startUpgrading();
});
afterAll(() => errors.mockRestore());

describe('the consultation button stamped from its template (a partner page)', () => {
  it("is the server renderer's markup, with the element's label and variant, its styles adopted and no inline style", async () => {
    const el = document.createElement('medspa-consultation-button');
    el.setAttribute('label', 'Book now');
    el.setAttribute('variant', 'outline');
    document.body.append(el);
    const root = el.shadowRoot!;
    const box = await waitFor(() => root.querySelector(`[${SSR_ATTRIBUTE}]`));
    expect(chunk.templates).toBe(1);
    expect(chunk.asked).toBe(0); // no React before a touch
    // one implementation: the markup the site's renderer draws for the same attributes
    expect(box.isEqualNode(parse(labelled))).toBe(true);
    expect(root.querySelector('button')!.textContent).toBe('Book now');
    // the theme and the element's four stylesheets, adopted (nothing a strict CSP refuses)
    expect(root.adoptedStyleSheets).toHaveLength(5);
    expect(root.querySelectorAll('style, [style]')).toHaveLength(0);
    // the browser's own checks guard the form before React
    const form = root.querySelector<HTMLFormElement>('form.consult-form')!;
    expect(form.noValidate).toBe(false);
    expect(form.querySelector('[name="phone"]')!.getAttribute('pattern')).toBeTruthy();
    el.remove();
  });

  it('headless (the page’s own controls’ element): the dialog alone, prefilled from its attributes, opened by `open`', async () => {
    const el = document.createElement('medspa-consultation-button');
    el.setAttribute('headless', 'true');
    el.setAttribute('name', '  Ana  ');
    el.setAttribute('open', 'true');
    document.body.append(el);
    const root = el.shadowRoot!;
    const box = await waitFor(() => root.querySelector(`[${SSR_ATTRIBUTE}]`));
    const dialog = box.querySelector('dialog')!;
    expect(box.querySelector('.consult-button')).toBeNull();
    expect(dialog.open).toBe(true);
    expect(box.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Ana');
    // closed by the visitor: `open` goes; set again by the page: open again
    dialog.close();
    await settle();
    expect(el.hasAttribute('open')).toBe(false);
    el.setAttribute('open', '');
    await settle();
    expect(dialog.open).toBe(true);
    dialog.close();
    el.remove();
  });

  it('opens at the tap before the code; what was typed is kept and the held submit is sent once the code is live', async () => {
    const fake = withFakeBackend(
      routes({ [INSERT]: { status: 201, body: { claim: crypto.randomUUID() } }, [SMS]: { status: 200, body: { success: true } } }),
    );
    const submitted: string[] = [];
    const el = document.createElement('medspa-consultation-button');
    el.addEventListener('consultation-submitted', (e) => submitted.push((e as CustomEvent<{ outcome: string }>).detail.outcome));
    document.body.append(el);
    const root = el.shadowRoot!;
    const trigger = await waitFor(() => root.querySelector<HTMLButtonElement>(`[${SSR_ATTRIBUTE}] button[aria-haspopup="dialog"]`));
    const dialog = root.querySelector('dialog')!;

    const tap = click();
    trigger.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true); // held for React, answered from the markup:
    expect(dialog.open).toBe(true);
    const values = { name: 'Jane Doe', phone: '(314) 555-0100', email: 'jane@example.com', reason: 'Early typing' };
    for (const [name, value] of Object.entries(values)) setValue(root.querySelector(`[name="${name}"]`)!, value);
    const form = root.querySelector<HTMLFormElement>('form.consult-form')!;
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(send.hasAttribute('data-medspa-held')).toBe(true);
    await waitFor(() => chunk.asked === 1); // asked for at the touch, still held
    expect(fake.calls).toHaveLength(0);

    await act(async () => chunk.release());
    await waitFor(() => fake.calls.length >= 2 && !dialog.open);
    await settle(); // a third call would be under way
    expect(fake.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([INSERT, SMS]);
    expect(fake.calls[0]!.body).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: expect.stringContaining('Early typing'),
    });
    expect(submitted).toEqual(['sent']);
    // hydrated in place: the stamped nodes are React's now, with no mismatch
    expect(root.querySelector(`[${SSR_ATTRIBUTE}]`)).toBeNull();
    expect(root.querySelector('dialog')).toBe(dialog);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydration|did not match/i);
  });
});
