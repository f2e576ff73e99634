import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ContactForm } from './ContactForm';
import { renderWidget, routes, settle, withFakeBackend } from '../test/render';
import { control, fill, submit } from '../test/forms';
import { getToasts } from '../runtime/toast/toast';
import { fields } from '../content/forms';
import { resetAttributionForTests } from '../runtime/attribution';
import { leadNavigation, type Metadata } from '../runtime/lead';
import { contactForm } from './contact-form.contract';

const INSERT = 'POST /rest/v1/contact_submissions';
const VALID = { name: 'Jane Doe', email: 'jane@example.com', message: 'Do you offer PRP on Saturdays?' };
const SENT = "Message sent! We'll get back to you as soon as possible.";
const FAILED = 'There was a problem sending your message. Please try again.';
const toastTitles = () => getToasts().map((t) => [t.title, t.variant]);
const button = (c: ParentNode) => c.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The lead id the browser sent with a row. */
const leadIdOf = (call: { body: unknown } | undefined) => (call?.body as { lead_id: string }).lead_id;
/** Whatever a page hands the element (its type says an object; JSON text or anything else may come). */
const given = (value: unknown) => value as Metadata;

describe('ContactForm', () => {
  it('Name, Email (email-type) and Message (4 rows), labelled, with the limits of the database', async () => {
    const { container } = await renderWidget(<ContactForm />);
    for (const [name, label] of [
      ['name', 'Name'],
      ['email', 'Email'],
      ['message', 'Message'],
    ] as const) {
      const el = control(container, name);
      expect(container.querySelector(`label[for="${el.id}"]`)!.textContent).toBe(label);
      expect(el.maxLength).toBe(fields[name].maxLength);
    }
    expect(control(container, 'email').type).toBe('email');
    expect(control(container, 'message').getAttribute('rows')).toBe('4');
    expect(button(container).textContent).toBe('Send Message');
  });

  it('an empty submit shows the three docs/product.md §5 messages under their fields and sends nothing', async () => {
    const { calls } = withFakeBackend(routes({}));
    const { container } = await renderWidget(<ContactForm />);
    await submit(container);
    const described = (name: string) =>
      container.querySelector(`#${control(container, name).getAttribute('aria-describedby')}`)?.textContent;
    expect(described('name')).toBe('Name is required');
    expect(described('email')).toBe('Invalid email address');
    expect(described('message')).toBe('Message is required');
    expect(control(container, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('sends one row {name, email, message}, trimmed; "Sending..." and disabled meanwhile; then the toast, the form emptied, the event', async () => {
    // The insert is answered when the test says so (not after a delay: a busy machine would answer before the check).
    let answer!: () => void;
    const answered = new Promise<void>((ok) => (answer = ok));
    const { calls } = withFakeBackend(routes({ [INSERT]: async () => (await answered, { status: 201 }) }));
    const onContactSubmitted = vi.fn();
    const { container } = await renderWidget(<ContactForm onContactSubmitted={onContactSubmitted} />);
    await fill(container, { ...VALID, name: `  ${VALID.name} ` });
    await submit(container, { held: true });
    expect(button(container).textContent).toBe('Sending...');
    expect(button(container).disabled).toBe(true);
    await act(async () => answer());
    await vi.waitFor(() => expect(toastTitles()).toEqual([[SENT, 'default']]));
    expect(calls.map((c) => c.body)).toEqual([{ ...VALID, lead_id: expect.stringMatching(UUID) }]);
    for (const name of ['name', 'email', 'message']) expect(control(container, name).value).toBe('');
    expect(button(container).textContent).toBe('Send Message');
    expect(onContactSubmitted).toHaveBeenCalledWith({ id: leadIdOf(calls[0]) });
  });

  it('a failed insert: the destructive toast, a log line without the message, what was typed stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(
      routes({ [INSERT]: { status: 400, body: { code: '23514', message: `refused ${VALID.message}`, details: VALID.message } } }),
    );
    const { container } = await renderWidget(<ContactForm />);
    await fill(container, VALID);
    await submit(container);
    expect(toastTitles()).toEqual([[FAILED, 'destructive']]);
    expect(control(container, 'message').value).toBe(VALID.message);
    expect(button(container).disabled).toBe(false);
    const lines = log.mock.calls.flat().join('\n');
    expect(lines).toContain('Sending the contact message failed');
    expect(lines).not.toContain(VALID.message);
    expect(lines).not.toContain(VALID.email);
  });

  it('a filled honeypot is answered as a success and sends nothing', async () => {
    const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
    const { container } = await renderWidget(<ContactForm />);
    await fill(container, { ...VALID, company: 'Acme' });
    await submit(container);
    expect(calls).toEqual([]);
    expect(toastTitles()).toEqual([[SENT, 'default']]);
  });

  describe('campaign attribution and prefill (issue 30)', () => {
    const landOn = (address: string) => {
      sessionStorage.clear();
      resetAttributionForTests();
      history.replaceState(null, '', address);
    };

    it('stores the first touch and the source with the message, and contact-submitted carries them', async () => {
      landOn('/offer?utm_source=newsletter&utm_campaign=june');
      const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      const onContactSubmitted = vi.fn();
      const { container } = await renderWidget(<ContactForm source="footer" onContactSubmitted={onContactSubmitted} />);
      await fill(container, VALID);
      await submit(container);
      const attribution = { utm_source: 'newsletter', utm_campaign: 'june', landing_path: '/offer', source: 'footer' };
      expect(calls.map((c) => c.body)).toEqual([{ ...VALID, lead_id: expect.stringMatching(UUID), attribution }]);
      expect(onContactSubmitted).toHaveBeenCalledWith({ attribution, id: leadIdOf(calls[0]) });
      landOn('/');
    });

    it('prefills name, email and message from attributes, the address only when opted in and only empty fields', async () => {
      landOn('/?name=Url+Name&message=From+the+link');
      const { container } = await renderWidget(
        <ContactForm name="Attr Name" email="attr@example.com" message="About the spring offer" prefillFromUrl="name message" />,
      );
      await settle();
      expect(control(container, 'name').value).toBe('Url Name');
      expect(control(container, 'email').value).toBe('attr@example.com');
      expect(control(container, 'message').value).toBe('From the link');
      landOn('/');
    });
  });

  describe('lead metadata, id and thank-you page (issue 37)', () => {
    it("stores the element's metadata and a new lead id with each message, asking nothing back; contact-submitted carries the id", async () => {
      const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      const onContactSubmitted = vi.fn();
      const metadata = { campaign_id: 'A-17', variant: 2, price: 49.5, returning: true };
      const { container } = await renderWidget(<ContactForm metadata={metadata} onContactSubmitted={onContactSubmitted} />);
      for (let i = 0; i < 2; i++) {
        await fill(container, VALID);
        await submit(container);
      }
      expect(calls.map((c) => c.body)).toEqual([
        { ...VALID, lead_id: expect.stringMatching(UUID), metadata },
        { ...VALID, lead_id: expect.stringMatching(UUID), metadata },
      ]);
      // Nothing asked back (PostgREST's default is return=minimal): anon may not read the row.
      for (const c of calls) expect([c.headers.get('prefer') ?? '', c.url.searchParams.has('select')]).toEqual(['', false]);
      const ids = calls.map(leadIdOf);
      expect(new Set(ids).size).toBe(2);
      expect(onContactSubmitted.mock.calls).toEqual(ids.map((id) => [{ id }]));
    });

    it('takes metadata as JSON text too; leaves out what breaks the rules with one console error naming the element', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      const text = JSON.stringify({ plan: 'gold', 'bad key': 'x', note: '<b>hi</b>', nested: { a: 1 }, seats: 3 });
      const { container } = await renderWidget(<ContactForm metadata={given(text)} />);
      await fill(container, VALID);
      await submit(container);
      expect((calls[0]!.body as { metadata: unknown }).metadata).toEqual({ plan: 'gold', seats: 3 });
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0]![0]);
      expect(line).toContain(`<${contactForm.tag}> metadata`);
      for (const key of ['"bad key"', '"note"', '"nested"']) expect(line).toContain(key);
    });

    it('metadata with nothing usable (malformed JSON, not an object) sends none, with one console error', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      for (const metadata of ['{not json', ['a', 'b']]) {
        const { container, unmount } = await renderWidget(<ContactForm metadata={given(metadata)} />);
        await fill(container, VALID);
        await submit(container);
        unmount();
      }
      expect(calls.map((c) => 'metadata' in (c.body as object))).toEqual([false, false]);
      expect(log).toHaveBeenCalledTimes(2);
    });

    it('success-url: once the row is stored and contact-submitted dispatched, the page goes there with lead_id', async () => {
      const order: string[] = [];
      const go = vi.spyOn(leadNavigation, 'go').mockImplementation((url) => void order.push(`go ${url}`));
      const { calls } = withFakeBackend(routes({ [INSERT]: () => (order.push('stored'), { status: 201 }) }));
      const { container } = await renderWidget(
        <ContactForm successUrl="/thanks?from=contact#top" onContactSubmitted={(d) => order.push(`event ${d.id}`)} />,
      );
      await fill(container, VALID);
      await submit(container);
      const id = leadIdOf(calls[0]);
      expect(order).toEqual(['stored', `event ${id}`, `go ${location.origin}/thanks?from=contact&lead_id=${id}#top`]);
      expect(go).toHaveBeenCalledTimes(1);
    });

    it('success-url on another site is not followed (one console error); a failed insert goes nowhere', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const go = vi.spyOn(leadNavigation, 'go').mockImplementation(() => {});
      withFakeBackend(routes({ [INSERT]: { status: 201 } }));
      const elsewhere = await renderWidget(<ContactForm successUrl="https://evil.example/thanks" />);
      await fill(elsewhere.container, VALID);
      await submit(elsewhere.container);
      expect(go).not.toHaveBeenCalled();
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`<${contactForm.tag}> success-url`)]);
      elsewhere.unmount();
      withFakeBackend(routes({ [INSERT]: { status: 500, body: {} } }));
      const failing = await renderWidget(<ContactForm successUrl="/thanks" />);
      await fill(failing.container, VALID);
      await submit(failing.container);
      expect(go).not.toHaveBeenCalled();
    });
  });
});
