import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';
import { renderWidget, routes, settle, withFakeBackend } from '../test/render';
import { control, fill, submit } from '../test/forms';
import { getToasts } from '../runtime/toast/toast';
import { fields } from '../content/forms';
import { resetAttributionForTests } from '../runtime/attribution';

const INSERT = 'POST /rest/v1/contact_submissions';
const VALID = { name: 'Jane Doe', email: 'jane@example.com', message: 'Do you offer PRP on Saturdays?' };
const SENT = "Message sent! We'll get back to you as soon as possible.";
const FAILED = 'There was a problem sending your message. Please try again.';
const toastTitles = () => getToasts().map((t) => [t.title, t.variant]);
const button = (c: ParentNode) => c.querySelector<HTMLButtonElement>('button[type="submit"]')!;

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
    const { calls } = withFakeBackend(routes({ [INSERT]: { status: 201, delay: 20 } }));
    const onContactSubmitted = vi.fn();
    const { container } = await renderWidget(<ContactForm onContactSubmitted={onContactSubmitted} />);
    await fill(container, { ...VALID, name: `  ${VALID.name} ` });
    await submit(container);
    expect(button(container).textContent).toBe('Sending...');
    expect(button(container).disabled).toBe(true);
    await settle(40);
    expect(calls.map((c) => c.body)).toEqual([VALID]);
    expect(toastTitles()).toEqual([[SENT, 'default']]);
    for (const name of ['name', 'email', 'message']) expect(control(container, name).value).toBe('');
    expect(button(container).textContent).toBe('Send Message');
    expect(onContactSubmitted).toHaveBeenCalledWith({});
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
      await settle(40);
      const attribution = { utm_source: 'newsletter', utm_campaign: 'june', landing_path: '/offer', source: 'footer' };
      expect(calls.map((c) => c.body)).toEqual([{ ...VALID, attribution }]);
      expect(onContactSubmitted).toHaveBeenCalledWith({ attribution });
      landOn('/');
    });

    it('prefills name, email and message from attributes, the address only when opted in and only empty fields', async () => {
      landOn('/?name=Url+Name&message=From+the+link');
      const { container } = await renderWidget(
        <ContactForm name="Attr Name" email="attr@example.com" message="About the spring offer" prefillFromUrl="name message" />,
      );
      await settle(0);
      expect(control(container, 'name').value).toBe('Url Name');
      expect(control(container, 'email').value).toBe('attr@example.com');
      expect(control(container, 'message').value).toBe('From the link');
      landOn('/');
    });
  });
});
