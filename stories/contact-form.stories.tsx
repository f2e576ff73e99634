/** The contact form: idle, errors, sending, sent, failed (docs/product.md §4, §5, §8) on a fake data layer (§7.1). */
import { contactForm } from '../widgets/contact-form/contact-form.contract';
import { routes } from '../widgets/test/fake-backend';
import { setValue } from '../widgets/test/forms';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(contactForm, { frame: { padding: 24, maxWidth: 560 } }) };
export default meta;
type Story = ElementStory;

const INSERT = 'POST /rest/v1/contact_submissions';

async function submit(canvas: HTMLElement, values: Record<string, string>) {
  const root = await shadowOf(canvas, contactForm.tag);
  const form = await waitFor<HTMLFormElement>(root, 'form');
  for (const [k, v] of Object.entries(values)) setValue(form.querySelector<HTMLInputElement>(`[name="${k}"]`)!, v);
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await new Promise((r) => setTimeout(r, 50));
}
const valid = { name: 'Jane Doe', email: 'jane@example.com', message: 'Do you offer PRP on Saturdays?' };

/** Name, Email, Message and "Send Message". */
export const Idle: Story = {};
/** "Name is required", "Invalid email address", "Message is required" under their fields. */
export const ValidationErrors: Story = { play: ({ canvasElement }) => submit(canvasElement, {}) };
/** "Sending..." and disabled while the insert is pending. */
export const Sending: Story = {
  parameters: { data: routes({ [INSERT]: { status: 201, delay: Infinity } }) },
  play: ({ canvasElement }) => submit(canvasElement, valid),
};
/** Toast "Message sent! We'll get back to you as soon as possible."; the form is emptied. */
export const Sent: Story = {
  parameters: { data: routes({ [INSERT]: { status: 201 } }) },
  play: ({ canvasElement }) => submit(canvasElement, valid),
};
/** Toast "There was a problem sending your message. Please try again."; what was typed stays. */
export const Failed: Story = {
  parameters: { data: routes({ [INSERT]: { status: 500, body: { code: 'XX000', message: 'down' } } }) },
  play: ({ canvasElement }) => submit(canvasElement, valid),
};
