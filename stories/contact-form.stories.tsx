/** The contact form: idle, errors, sending, sent, failed (docs/product.md §4, §5, §8) on a fake backend (§7.1). */
import { expect, userEvent, within } from 'storybook/test';
import { contactForm } from '../widgets/contact-form/contact-form.contract';
import { routes } from '../widgets/test/fake-backend';
import { setValue } from '../widgets/test/forms';
import { elementMeta, waitFor as selector, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast } from './support/play';
import { LONG_TEXT, LONG_WORD } from './support/sample-news';
import { statesOf } from './support/states';

const meta = { ...elementMeta(contactForm, { frame: { padding: 24, maxWidth: 560 } }), decorators: [keptToasts] };
export default meta;
type Story = ElementStory;

const INSERT = 'POST /rest/v1/contact_submissions';

/** Types `values` into the form and presses "Send Message"; returns the form. */
async function submit(canvas: HTMLElement, values: Record<string, string>) {
  const { root } = await elementIn(canvas, contactForm.tag);
  const form = await selector<HTMLFormElement>(root, 'form');
  for (const [k, v] of Object.entries(values)) setValue(form.querySelector<HTMLInputElement>(`[name="${k}"]`)!, v);
  await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
  return form;
}
const field = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const valid = { name: 'Jane Doe', email: 'jane@example.com', message: 'Do you offer PRP on Saturdays?' };

/** Name, Email, Message and "Send Message". */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, contactForm.tag);
    for (const label of ['Name', 'Email', 'Message']) await expect(await screen.findByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    await expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};
/** "Name is required", "Invalid email address", "Message is required" under their fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement, {});
    for (const message of ['Name is required', 'Invalid email address', 'Message is required'])
      await expect(await within(form).findByText(message)).toBeTruthy();
    await expect(field(form, 'email')).toHaveAttribute('aria-invalid', 'true');
  },
};
/** A long name and message with a word longer than a phone is wide: the fields keep their width. */
export const LongText: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await elementIn(canvasElement, contactForm.tag);
    const form = await selector<HTMLFormElement>(root, 'form');
    setValue(field(form, 'name'), `Alexandra ${LONG_WORD}`);
    setValue(field(form, 'message'), LONG_TEXT);
    await expect(field(form, 'message')).toHaveValue(LONG_TEXT);
  },
};
/** "Sending..." and disabled while the insert is pending. */
export const Sending: Story = {
  parameters: { backend: routes({ [INSERT]: { status: 201, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement, valid);
    const button = form.querySelector('button[type="submit"]')!;
    await eventually(() => expect(button).toHaveTextContent('Sending...'));
    await expect(button).toBeDisabled();
  },
};
/** Toast "Message sent! We'll get back to you as soon as possible."; the form is emptied. */
export const Sent: Story = {
  parameters: { backend: routes({ [INSERT]: { status: 201 } }) },
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement, valid);
    await expectToast("Message sent! We'll get back to you as soon as possible.");
    await eventually(() => expect(field(form, 'message')).toHaveValue(''));
  },
};
/** Toast "There was a problem sending your message. Please try again."; what was typed stays. */
export const Failed: Story = {
  parameters: {
    backend: routes({ [INSERT]: { status: 500, body: { code: 'XX000', message: 'down' } } }),
    expectedErrors: [/Sending the contact message failed/],
  },
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement, valid);
    await expectToast('There was a problem sending your message. Please try again.', undefined, 'destructive');
    await expect(field(form, 'message')).toHaveValue(valid.message);
    await eventually(() => expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled());
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Idle', 'ValidationErrors', 'LongText', 'Sending', 'Sent', 'Failed'], {
  minWidth: 420,
  minHeight: 520,
});
