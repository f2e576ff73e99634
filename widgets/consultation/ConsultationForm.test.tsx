import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { ConsultationForm, loadSending } from './ConsultationForm';
import { PHONE_PATTERN } from './native-rules';
import { fields } from '../content/forms';
import { renderWidget, routes, settle, until, withFakeBackend } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { control, fill, submit } from '../test/forms';
import { TOASTS } from './use-consultation';
import { resetAttributionForTests } from '../runtime/attribution';

const INSERT = 'POST /rest/v1/contact_submissions';
/** What the insert answers (issue 41): the stored row's claim, made by the database, and nothing else. */
const CLAIM = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const STORED = { status: 201, body: { claim: CLAIM } };
const SMS = 'POST /functions/v1/send-consultation-sms';
/** docs/product.md §5, letter for letter. */
const MESSAGES = {
  name: 'Name is required',
  phone: 'Phone number is required',
  email: 'Invalid email address',
  reason: 'Please provide a reason for your visit',
};
const VALID = { name: 'Jane Doe', phone: '(314) 555-0100', email: 'jane@example.com', reason: 'Thinning hair at the crown' };

const toastTitles = () => getToasts().map((t) => [t.title, t.variant]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** What onDone receives beside the outcome: the lead as sent (its id, campaign and metadata). */
const lead = (extra: object = {}) => ({ id: expect.stringMatching(UUID), attribution: undefined, metadata: undefined, ...extra });

describe('ConsultationForm', () => {
  // The checks and the sending come on the first submit (./send.ts): loaded here, before the tests.
  beforeAll(() => loadSending());

  it('labels every field, with the right input types', async () => {
    const { container } = await renderWidget(<ConsultationForm />);
    for (const [name, label] of [
      ['name', 'Name'],
      ['phone', 'Phone'],
      ['email', 'Email'],
      ['reason', 'Reason for Visit'],
    ]) {
      const el = control(container, name!);
      expect(container.querySelector(`label[for="${el.id}"]`)!.textContent).toBe(label);
    }
    expect(control(container, 'phone').getAttribute('type')).toBe('tel');
    expect(control(container, 'email').getAttribute('type')).toBe('email');
    expect(control(container, 'reason').tagName).toBe('TEXTAREA');
    expect(container.querySelector('form')!.noValidate).toBe(true);
  });

  it("drawn on the server (issue 39): the browser's own checks guard it until React is live (no novalidate; required, email type, limits, the phone's pattern)", () => {
    const html = renderToString(<ConsultationForm />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form')!;
    expect(form.hasAttribute('novalidate')).toBe(false);
    for (const name of ['name', 'phone', 'email', 'reason']) {
      const el = control(form, name);
      expect(el.hasAttribute('required'), name).toBe(true);
      expect(el.getAttribute('maxlength'), name).toBe(String(fields[name as 'name'].maxLength));
    }
    expect(control(form, 'email').getAttribute('type')).toBe('email');
    expect(control(form, 'phone').getAttribute('pattern')).toBe(PHONE_PATTERN);
    // a press held before the code reads "Sending..." (runtime/upgrade.ts, theme.css)
    expect(form.querySelector('button[type="submit"]')!.getAttribute('data-pending-label')).toBe('Sending...');
  });

  it('an empty submit shows the four docs/product.md §5 messages, tied to their fields, focuses the first, and calls nothing', async () => {
    const fake = withFakeBackend(routes({}));
    const { container } = await renderWidget(<ConsultationForm />);
    await submit(container);
    for (const [name, message] of Object.entries(MESSAGES)) {
      const el = control(container, name);
      expect(el.getAttribute('aria-invalid')).toBe('true');
      const described = container.querySelector(`#${CSS.escape(el.getAttribute('aria-describedby')!)}`);
      expect(described?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(control(container, 'name'));
    expect(fake.calls).toHaveLength(0);
    expect(getToasts()).toHaveLength(0);
  });

  it('focuses the first invalid field, in form order', async () => {
    withFakeBackend(routes({}));
    const { container } = await renderWidget(<ConsultationForm />);
    await fill(container, { name: 'Jane', phone: '314 555 0100', email: 'not-an-email' });
    await submit(container);
    expect(document.activeElement).toBe(control(container, 'email'));
    expect(container.textContent).toContain(MESSAGES.email);
    expect(container.textContent).toContain(MESSAGES.reason);
    expect(container.textContent).not.toContain(MESSAGES.name);
    expect(control(container, 'name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a phone number the clinic cannot call back is refused before anything is sent', async () => {
    const fake = withFakeBackend(routes({}));
    const { container } = await renderWidget(<ConsultationForm />);
    await fill(container, { ...VALID, phone: 'call me maybe' });
    await submit(container);
    expect(container.textContent).toContain('Please enter a valid phone number');
    expect(document.activeElement).toBe(control(container, 'phone'));
    expect(fake.calls).toHaveLength(0);
  });

  it('whitespace-only required fields are empty', async () => {
    withFakeBackend(routes({}));
    const { container } = await renderWidget(<ConsultationForm />);
    await fill(container, { ...VALID, name: '   ', reason: '  \n ' });
    await submit(container);
    expect(container.textContent).toContain(MESSAGES.name);
    expect(container.textContent).toContain(MESSAGES.reason);
  });

  it('both calls succeed: one insert (message = phone + reason), then the SMS with {data, claim}, success toast, reset, onDone', async () => {
    const fake = withFakeBackend(routes({ [INSERT]: STORED, [SMS]: { status: 200, body: { success: true } } }));
    const onDone = vi.fn();
    const { container } = await renderWidget(<ConsultationForm onDone={onDone} />);
    await fill(container, VALID);
    await submit(container);

    expect(fake.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([INSERT, SMS]);
    const insert = fake.calls[0]!.body as Record<string, string>;
    expect(insert).toEqual({
      name: VALID.name,
      email: VALID.email,
      message: `Phone: ${VALID.phone}\n\nReason: ${VALID.reason}`,
      lead_id: expect.stringMatching(UUID),
    });
    // Only the claim is read back, and it goes with the notification: the function notifies that very row (issue 41).
    expect(fake.calls[0]!.url.searchParams.get('select')).toBe('claim');
    expect(fake.calls[1]!.body).toEqual({ data: VALID, claim: CLAIM });
    expect(toastTitles()).toEqual([["Consultation request sent successfully! We'll contact you soon.", 'default']]);
    expect(onDone).toHaveBeenCalledWith('sent', lead({ id: insert.lead_id }));
    for (const name of Object.keys(VALID)) expect(control(container, name).value).toBe('');
  });

  it('insert fails: destructive failure toast, no SMS call, values kept, onDone not called', async () => {
    const fake = withFakeBackend(
      routes({
        [INSERT]: { status: 400, body: { code: '23514', message: 'new row violates check constraint', details: null, hint: null } },
        [SMS]: { status: 200, body: {} },
      }),
    );
    const onDone = vi.fn();
    const { container } = await renderWidget(<ConsultationForm onDone={onDone} />);
    await fill(container, VALID);
    await submit(container);
    expect(fake.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([INSERT]);
    expect(toastTitles()).toEqual([['Failed to send consultation request. Please try again.', 'destructive']]);
    expect(onDone).not.toHaveBeenCalled();
    expect(control(container, 'reason').value).toBe(VALID.reason);
    // said inside the dialog too (the toast is under the modal's backdrop)
    expect(container.querySelector('.consult-form__failed')!.textContent).toBe(TOASTS.failed);
  });

  it('insert fails on the network: same failure toast, no SMS', async () => {
    const fake = withFakeBackend((req) => {
      if (req.url.pathname.startsWith('/rest/')) throw new TypeError('Failed to fetch');
      return { status: 200, body: {} };
    });
    const { container } = await renderWidget(<ConsultationForm />);
    await fill(container, VALID);
    await submit(container);
    expect(fake.calls.filter((c) => c.url.pathname.startsWith('/functions/'))).toHaveLength(0);
    expect(toastTitles()).toEqual([[TOASTS.failed, 'destructive']]);
  });

  it('insert ok, SMS fails: "saved but notification failed" toast, form reset, onDone', async () => {
    const fake = withFakeBackend(routes({ [INSERT]: STORED, [SMS]: { status: 500, body: { error: 'boom' } } }));
    const onDone = vi.fn();
    const { container } = await renderWidget(<ConsultationForm onDone={onDone} />);
    await fill(container, VALID);
    await submit(container);
    expect(fake.calls).toHaveLength(2);
    expect(toastTitles()).toEqual([['Consultation request saved but notification failed to send.', 'default']]);
    expect(onDone).toHaveBeenCalledWith('notification-failed', lead());
    expect(control(container, 'name').value).toBe('');
    expect(container.querySelector('.consult-form__failed')).toBeNull();
  });

  it('while sending: the button reads "Sending..." and is disabled, then returns to idle', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    withFakeBackend(routes({ [INSERT]: async () => (await gate, STORED), [SMS]: { status: 200, body: {} } }));
    const { container } = await renderWidget(<ConsultationForm />);
    await fill(container, VALID);
    await submit(container, { held: true });
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.textContent).toBe('Sending...');
    expect(button.disabled).toBe(true);
    await act(async () => release());
    await until(() => expect(button.textContent).toBe('Submit Request'));
    expect(button.disabled).toBe(false);
  });

  it('honeypot filled: answered as a success, nothing stored or sent', async () => {
    const fake = withFakeBackend(routes({ [INSERT]: STORED, [SMS]: { status: 200, body: {} } }));
    const onDone = vi.fn();
    const { container } = await renderWidget(<ConsultationForm onDone={onDone} />);
    await fill(container, { ...VALID, company: 'Spam Inc' });
    await submit(container);
    expect(fake.calls).toHaveLength(0);
    expect(toastTitles()).toEqual([[TOASTS.sent, 'default']]);
    expect(onDone).toHaveBeenCalledWith('ignored', lead());
  });

  it('the honeypot is out of the tab order and hidden from assistive technology', async () => {
    const { container } = await renderWidget(<ConsultationForm />);
    const trap = control(container, 'company');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('never writes the reason to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    withFakeBackend(routes({ [INSERT]: { status: 400, body: { message: 'failing row contains Thinning hair' } } }));
    const { container } = await renderWidget(<ConsultationForm />);
    await fill(container, VALID);
    await submit(container);
    for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain('Thinning');
  });

  describe('campaign attribution and prefill (issue 30)', () => {
    const landOn = (address: string) => {
      sessionStorage.clear();
      resetAttributionForTests();
      history.replaceState(null, '', address);
    };

    it("stores the visit's first touch and the source with the request; the SMS and onDone never see the reason in it", async () => {
      landOn('/spring?utm_source=google&utm_medium=cpc&utm_campaign=spring-prp&gclid=abc');
      const fake = withFakeBackend(routes({ [INSERT]: STORED, [SMS]: { status: 200, body: { success: true } } }));
      const onDone = vi.fn();
      const { container } = await renderWidget(<ConsultationForm onDone={onDone} prefill={{ source: 'prp-page' }} />);
      await fill(container, VALID);
      await submit(container);
      const attribution = {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring-prp',
        gclid: 'abc',
        landing_path: '/spring',
        source: 'prp-page',
      };
      expect(fake.calls[0]!.body).toEqual({
        name: VALID.name,
        email: VALID.email,
        message: `Phone: ${VALID.phone}\n\nReason: ${VALID.reason}`,
        lead_id: expect.stringMatching(UUID),
        attribution,
      });
      expect(fake.calls[1]!.body).toEqual({ data: VALID, claim: CLAIM });
      expect(onDone).toHaveBeenCalledWith('sent', lead({ attribution }));
      expect(JSON.stringify(onDone.mock.calls)).not.toContain(VALID.reason);
      landOn('/');
    });

    it('prefills name and email from attributes and opted-in address parameters; never the reason', async () => {
      landOn(`/?lead_name=Url+Name&email=url%40example.com&reason=${encodeURIComponent('Acne scars')}`);
      const { container } = await renderWidget(
        <ConsultationForm prefill={{ name: 'Attr Name', email: 'attr@example.com', prefillFromUrl: 'name:lead_name email reason' }} />,
      );
      await settle();
      expect(control(container, 'name').value).toBe('Url Name');
      expect(control(container, 'email').value).toBe('url@example.com');
      expect(control(container, 'reason').value).toBe('');
      landOn('/');
    });

    it('without the opt-in the address fills nothing; the attributes still do', async () => {
      landOn('/?name=Url+Name&email=url%40example.com');
      const { container } = await renderWidget(<ConsultationForm prefill={{ email: 'attr@example.com' }} />);
      await settle();
      expect(control(container, 'name').value).toBe('');
      expect(control(container, 'email').value).toBe('attr@example.com');
      landOn('/');
    });
  });

  describe('lead metadata and id (issue 37)', () => {
    it("stores the holder's metadata and a lead id with the request (never in the SMS); onDone gets the same id", async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fake = withFakeBackend(routes({ [INSERT]: STORED, [SMS]: { status: 200, body: { success: true } } }));
      const onDone = vi.fn();
      const metadata = { campaign_id: 'A-17', 'not a key': 1 };
      const { container } = await renderWidget(
        <ConsultationForm onDone={onDone} prefill={{ metadata: JSON.stringify(metadata), tag: 'medspa-navbar' }} />,
      );
      await fill(container, VALID);
      await submit(container);
      const insert = fake.calls[0]!.body as { lead_id: string; metadata: unknown };
      expect(insert).toEqual(expect.objectContaining({ lead_id: expect.stringMatching(UUID), metadata: { campaign_id: 'A-17' } }));
      expect(fake.calls[1]!.body).toEqual({ data: VALID, claim: CLAIM });
      expect(onDone).toHaveBeenCalledWith('sent', lead({ id: insert.lead_id, metadata: { campaign_id: 'A-17' } }));
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('<medspa-navbar> metadata: left out: "not a key"')]);
    });
  });
});
