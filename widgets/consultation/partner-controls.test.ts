/**
 * The page's own controls on a partner's page, before any React (issue 39): a `data-medspa-consultation` control in
 * the page's markup has the API's chunk and the element's template fetched at once; its tap opens the stamped
 * headless element's dialog while the element's code is held, prefilled; `openConsultation()` resolves with the
 * dialog open, still before the code; typed values are kept and a submit held before the code is sent once.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { routes, settle, until, withFakeBackend } from '../test/render';
import { setValue } from '../test/forms';

/** The element's chunk, held until the test lets it arrive. */
const chunk = await vi.hoisted(async () => (await import('./test-utils')).heldChunk());
vi.mock('virtual:medspa-elements', async () => (await import('./test-utils')).heldElementTable(chunk));

const INSERT = 'POST /rest/v1/contact_submissions';
const SMS = 'POST /functions/v1/send-consultation-sms';

const waitFor = <T>(get: () => T | null | undefined | false): Promise<T> =>
  until(() => {
    const v = get();
    if (!v) throw new Error('not yet');
    return v;
  });

const apiElement = () => document.querySelector<HTMLElement>('medspa-consultation-button[data-medspa-api]');
const openDialog = () => apiElement()?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]');
const field = (name: string) => apiElement()!.shadowRoot!.querySelector<HTMLInputElement>(`form [name="${name}"]`)!;

let api: typeof import('../runtime/api');
beforeAll(async () => {
  await import('./consultation-button.template'); // (its markup is rendered on first import: a few seconds)
  document.body.innerHTML = '<button type="button" data-medspa-consultation data-medspa-name="Ana">Book</button>';
  (await import('../runtime/upgrade')).startUpgrading();
  api = await import('../runtime/api');
  api.installTriggers();
});

describe("the page's own controls before the element's code", () => {
  it('a control in the markup: the template is fetched at install; the tap opens the dialog at once, prefilled', async () => {
    expect(chunk.templates).toBe(1);
    const button = document.querySelector('button')!;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    const dialog = await waitFor(openDialog);
    expect(field('name').value).toBe('Ana');
    await waitFor(() => !button.hasAttribute('aria-busy'));
    expect(apiElement()!.shadowRoot!.querySelector('[data-medspa-ssr]')).not.toBeNull(); // stamped, not live
    // closed by the visitor before the code: `open` goes, so the code will not open it again
    dialog.close();
    await settle();
    expect(apiElement()!.hasAttribute('open')).toBe(false);
  });

  it('openConsultation() resolves with the dialog open, still before the code; typing is kept, a held submit is sent once', async () => {
    const fake = withFakeBackend(
      routes({ [INSERT]: { status: 201, body: { claim: crypto.randomUUID() } }, [SMS]: { status: 200, body: { success: true } } }),
    );
    await api.openConsultation({ name: 'Cy', email: 'cy@example.com', source: 'pricing-table' });
    const dialog = openDialog()!;
    expect(field('name').value).toBe('Cy'); // prefilled at once, from the options
    expect(dialog).toBeTruthy();
    expect(document.querySelectorAll('medspa-consultation-button')).toHaveLength(1);
    expect(chunk.asked).toBeLessThanOrEqual(1); // asked for (a touch), never arrived:
    expect(apiElement()!.shadowRoot!.querySelector('[data-medspa-ssr]')).not.toBeNull();

    expect(field('email').value).toBe('cy@example.com');
    setValue(field('phone'), '(314) 555-0100');
    setValue(field('reason'), 'Typed before the code');
    const form = dialog.querySelector<HTMLFormElement>('form.consult-form')!;
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await settle();
    expect(fake.calls).toHaveLength(0); // held until the code is in (the chunk's gate)

    await act(async () => chunk.release());
    await waitFor(() => fake.calls.length >= 2 && !dialog.open);
    await settle(); // a third call would be under way
    expect(fake.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([INSERT, SMS]);
    expect(fake.calls[0]!.body).toMatchObject({
      name: 'Cy',
      email: 'cy@example.com',
      message: expect.stringContaining('Typed before the code'),
      attribution: expect.objectContaining({ source: 'pricing-table' }),
    });
    expect(apiElement()!.hasAttribute('open')).toBe(false);
  });
});
