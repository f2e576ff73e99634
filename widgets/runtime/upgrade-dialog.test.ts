/**
 * The loader's answer to a dialog trigger before the code (issue 39, runtime/upgrade.ts): a button with
 * `aria-haspopup="dialog"` + `aria-controls` naming a server-rendered `<dialog>` opens it at once; presses inside the
 * open dialog go through (its fields, the native Close form); its form's submit is held and given back once live; the
 * trigger's press is given back only if the dialog is still open.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

const chunks = vi.hoisted(() => {
  const pending = new Map<string, () => void>();
  const importer =
    (tag: string, fail = false) =>
    () =>
      fail
        ? Promise.reject(new Error('chunk 404'))
        : new Promise<void>((resolve) =>
            pending.set(tag, () => {
              void import('./registry').then(({ implement }) => {
                implement(tag, { mount: () => ({}), update: () => {}, unmount: () => {} });
                resolve();
              });
            }),
          );
  return { pending, importer };
});

vi.mock('./react-first', () => ({}));
vi.mock('virtual:medspa-elements', () => {
  const { importer } = chunks;
  const tags = ['medspa-dlg-open', 'medspa-dlg-closed', 'medspa-dlg-submit', 'medspa-dlg-plain'];
  return {
    elements: { ...Object.fromEntries(tags.map((t) => [t, importer(t)])), 'medspa-dlg-broken': importer('medspa-dlg-broken', true) },
    attributes: {},
    hydrateOn: {},
    templates: {},
  };
});

const click = () => new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
const flush = () => new Promise((r) => setTimeout(r, 0));

/** The consultation's shape: a trigger naming its dialog, the form inside, the Close form. */
const MARKUP =
  '<div class="medspa-root" data-medspa-ssr><button type="button" aria-haspopup="dialog" aria-controls="d">Schedule</button>' +
  '<dialog id="d"><form id="f"><input name="name" required><button type="submit" data-pending-label="Sending...">Submit</button></form>' +
  '<form method="dialog"><button type="submit" id="close">Close</button></form></dialog></div>';

function serverRendered(tag: string, markup = MARKUP) {
  const el = document.createElement(tag);
  el.shadowRoot!.innerHTML = markup;
  document.body.append(el);
  const root = el.shadowRoot!;
  return { el, root, trigger: root.querySelector('button')!, dialog: root.querySelector('dialog')! };
}

let markLive: (el: Element) => void;
beforeAll(async () => {
  ({ markLive } = await import('./live'));
  (await import('./upgrade')).startUpgrading();
});

describe('a dialog trigger before the code', () => {
  it('opens its dialog at once (not busy), and the press is given back once live while the dialog is open', async () => {
    const { el, trigger, dialog } = serverRendered('medspa-dlg-open');
    await flush();
    const given: boolean[] = [];
    trigger.addEventListener('click', () => given.push(dialog.open));
    const press = click();
    trigger.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    expect(trigger.hasAttribute('data-medspa-held')).toBe(false);
    expect(given).toEqual([]); // held: React is not there
    chunks.pending.get('medspa-dlg-open')!();
    await flush();
    markLive(el);
    await flush();
    expect(given).toEqual([true]); // React opens what is already open
  });

  it('a dialog closed before the code came (Escape, Close, the backdrop) is not opened again by the press given back', async () => {
    const { el, root, trigger, dialog } = serverRendered('medspa-dlg-closed');
    await flush();
    let given = 0;
    trigger.addEventListener('click', () => given++);
    trigger.dispatchEvent(click());
    expect(dialog.open).toBe(true);
    // a press on the backdrop lands on the <dialog> itself: it closes, and is not held
    const backdrop = click();
    dialog.dispatchEvent(backdrop);
    expect(dialog.open).toBe(false);
    expect(backdrop.defaultPrevented).toBe(false);
    // a press inside the open dialog goes through (fields, the Close form)
    trigger.dispatchEvent(click());
    const inside = click();
    root.querySelector<HTMLButtonElement>('#close')!.dispatchEvent(inside);
    expect(inside.defaultPrevented).toBe(false);
    dialog.close();
    chunks.pending.get('medspa-dlg-closed')!();
    await flush();
    markLive(el);
    await flush();
    expect(given).toBe(0);
  });

  it("the dialog's form: its submit is held (busy, its pending label) and requested again once live; the Close form is not held", async () => {
    const { el, root, trigger } = serverRendered('medspa-dlg-submit');
    await flush();
    trigger.dispatchEvent(click());
    const form = root.querySelector<HTMLFormElement>('#f')!;
    const submit = form.querySelector('button')!;
    form.querySelector('input')!.value = 'Jane'; // (the browser checked it before the submit event)
    const submits: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (e) => {
      submits.push(e.submitter);
      e.preventDefault();
    });
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submit });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submit.hasAttribute('data-medspa-held')).toBe(true);
    const closeForm = root.querySelector<HTMLFormElement>('form[method="dialog"]')!;
    const close = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    closeForm.dispatchEvent(close);
    expect(close.defaultPrevented).toBe(false); // the browser closes the dialog by itself
    chunks.pending.get('medspa-dlg-submit')!();
    await flush();
    markLive(el);
    await flush();
    expect(submits).toEqual([submit]);
  });

  it('a button without aria-haspopup="dialog" is answered as before (busy), and opens nothing', async () => {
    const { trigger, dialog } = serverRendered('medspa-dlg-plain', MARKUP.replace(' aria-haspopup="dialog"', ''));
    await flush();
    trigger.dispatchEvent(click());
    expect(dialog.open).toBe(false);
    expect(trigger.hasAttribute('data-medspa-held')).toBe(true);
  });

  it('code that cannot be loaded: the dialog it opened closes again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { trigger, dialog } = serverRendered('medspa-dlg-broken');
      await vi.advanceTimersByTimeAsync(0);
      trigger.dispatchEvent(click());
      expect(dialog.open).toBe(true);
      await vi.advanceTimersByTimeAsync(1100);
      expect(dialog.open).toBe(false);
    } finally {
      vi.useRealTimers();
      log.mockRestore();
    }
  });
});
