/**
 * The page's own controls (issue 37): a click on any `data-medspa-consultation` element (in the document or a host's
 * shadow root) and `openConsultation()` open the consultation dialog, prefilled from the data attributes or the
 * options (never the reason), on a page with no consultation element; the control is busy at once. With the loader:
 * the API's element is stamped from its template (issue 39) and its code comes as the loader's table says.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, until } from '../test/render';

// The loader's table for the consultation element alone: its template (counted) and its chunk.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('virtual:medspa-elements', async () => {
  const { consultationButton: d } = await import('../consultation/consultation-button.contract');
  return {
    elements: { [d.tag]: () => import('../consultation/consultation-button.define') },
    attributes: { [d.tag]: Object.fromEntries(Object.entries(d.attributes).map(([name, a]) => [name, a.type])) },
    hydrateOn: {},
    templates: {
      [d.tag]: () => {
        loads.count++;
        return import('../consultation/consultation-button.template');
      },
    },
  };
});

// (the template's markup is rendered on its first import: a few seconds, before the tests)
await import('../consultation/consultation-button.template');
(await import('./upgrade')).startUpgrading();
const { installApi, installTriggers, openConsultation, TRIGGER_ATTRIBUTE } = await import('./api');
const { API_ATTRIBUTE } = await import('./consultation-api');

const waitFor = <T>(get: () => T | null | undefined | false): Promise<T> =>
  until(() => {
    const v = get();
    if (!v) throw new Error('not yet');
    return v;
  });

const apiElement = () => document.querySelector(`medspa-consultation-button[${API_ATTRIBUTE}]`);
const openDialog = () => apiElement()?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]');
const field = (name: string) => openDialog()!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

/** Awaits `promise` while React's test scheduler runs (an update outside act() waits for the next act()). */
async function drive<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  await waitFor(() => done);
  return promise;
}

/** The dialog is opened and its form has taken up the prefill (an effect after mount). */
async function dialogShown() {
  const dialog = await waitFor(openDialog);
  await waitFor(() => dialog.querySelector('form'));
  await settle();
  return dialog;
}

function control(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
}

beforeEach(() => {
  loads.count = 0;
});

describe('installTriggers', () => {
  installTriggers();
  installTriggers(); // a second bundle on the page: still one listener

  it('a plain button with the data attribute opens the dialog, prefilled, with no consultation element on the page', async () => {
    const button = control(`<button ${TRIGGER_ATTRIBUTE} data-medspa-name="Ana" data-medspa-email="ana@example.com">Book</button>`);
    expect(document.querySelector('medspa-consultation-button')).toBeNull();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true'); // answered at once
    const dialog = await dialogShown();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(apiElement()!.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Schedule a Consultation');
    expect(field('name').value).toBe('Ana');
    expect(field('email').value).toBe('ana@example.com');
    expect(loads.count).toBeGreaterThan(0); // the template: what opens it
    await waitFor(() => !button.hasAttribute('aria-busy'));
    // headless: the element shows no button of its own
    expect(apiElement()!.hasAttribute('headless')).toBe(true);
    expect(apiElement()!.shadowRoot!.querySelector('.consult-button')).toBeNull();
  });

  it('never prefills the reason, whatever the control says', async () => {
    const button = control(`<a href="/book" ${TRIGGER_ATTRIBUTE} data-medspa-reason="Acne scars" data-medspa-source="hero">Book</a>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the link's fallback address is not followed
    await dialogShown();
    expect(field('reason').value).toBe('');
    expect(apiElement()!.getAttribute('source')).toBe('hero');
    expect(apiElement()!.hasAttribute('name')).toBe(false);
  });

  it('a control inside a host component’s shadow root works (the click’s composed path), from a child of the control', async () => {
    const host = control('<design-card></design-card>');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<button ${TRIGGER_ATTRIBUTE} data-medspa-name="Bo"><span>Book now</span></button>`;
    shadow.querySelector('span')!.click();
    expect(shadow.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    await dialogShown();
    expect(field('name').value).toBe('Bo');
  });

  it('ignores other clicks and a modified click (a link opened in a new tab)', async () => {
    control('<button>Other</button>').click();
    const link = control(`<a href="/book" ${TRIGGER_ATTRIBUTE}>Book</a>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    await settle(); // the listener is synchronous: a load it started would be under way
    expect(loads.count).toBe(0);
    expect(apiElement()).toBeNull();
  });
});

describe('openConsultation', () => {
  it('opens the dialog with the options as prefill and resolves once it is open; one element however often it is called', async () => {
    await drive(openConsultation({ email: 'cy@example.com', source: 'pricing-table' }));
    expect(openDialog()).toBeTruthy();
    await dialogShown();
    expect(field('email').value).toBe('cy@example.com');
    expect(field('name').value).toBe('');
    const el = apiElement()!;
    expect(el.getAttribute('source')).toBe('pricing-table');
    expect(el.hasAttribute('open')).toBe(true);
    // closed by the visitor: `open` goes, and a second call opens the same element again
    const close = [...openDialog()!.querySelectorAll('button')].find((b) => b.textContent?.includes('Close'))!;
    close.click();
    await waitFor(() => !el.hasAttribute('open'));
    expect(openDialog()).toBeFalsy();
    await drive(openConsultation({ name: 'Di', metadata: { crm: 'x1' } }));
    expect(openDialog()).toBeTruthy();
    expect(document.querySelectorAll('medspa-consultation-button')).toHaveLength(1);
    expect(el.getAttribute('metadata')).toBe('{"crm":"x1"}');
    expect(el.hasAttribute('source')).toBe(false);
  });
});

describe('installApi', () => {
  it('publishes window.MedspaWidgets once (the first bundle’s stays)', () => {
    const load = async () => {};
    installApi(load);
    installApi(async () => {});
    const api = (window as Window & { MedspaWidgets?: { openConsultation: unknown; load: unknown } }).MedspaWidgets;
    expect(api?.openConsultation).toBe(openConsultation);
    expect(api?.load).toBe(load);
  });
});
