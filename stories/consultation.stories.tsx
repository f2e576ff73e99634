/**
 * The consultation button and its dialog: idle, open, validation errors, submitting, and each outcome of
 * docs/product.md §8 (toasts), on a fake backend (§7.1 insert, §7.2 SMS function).
 */
import { expect, userEvent, within } from 'storybook/test';
import { consultationButton } from '../widgets/consultation/consultation-button.contract';
import { routes } from '../widgets/test/fake-backend';
import { setValue } from '../widgets/test/forms';
import { elementMeta, waitFor as selector, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(consultationButton, { frame: { padding: 24 } }), decorators: [keptToasts] };
export default meta;
type Story = ElementStory;

const INSERT = 'POST /rest/v1/contact_submissions';
const SMS = 'POST /functions/v1/send-consultation-sms';
const VALUES = { name: 'Jane Doe', phone: '(314) 555-0100', email: 'jane@example.com', reason: 'Consultation about hair thinning' };

/** Opens the dialog and returns it and its form (the dialog's chunk loads on first open). */
async function openForm(canvas: HTMLElement) {
  const { root, screen } = await elementIn(canvas, consultationButton.tag);
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule Consultation' }));
  const form = await selector<HTMLFormElement>(root, 'form');
  const dialog = root.querySelector<HTMLElement>('dialog')!;
  await eventually(() => expect(dialog).toHaveAttribute('open'));
  return { root, dialog, form, inForm: within(form) };
}
const submitButton = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
async function fillAndSubmit(canvas: HTMLElement) {
  const opened = await openForm(canvas);
  for (const [k, v] of Object.entries(VALUES)) setValue(opened.form.querySelector<HTMLInputElement>(`[name="${k}"]`)!, v);
  await userEvent.click(submitButton(opened.form));
  return opened;
}
/** The dialog closes after a save that got past the database step, and a toast says how it went. */
const closesWith = (toast: string) => async (canvas: HTMLElement) => {
  const { dialog } = await fillAndSubmit(canvas);
  await expectToast(toast);
  await eventually(() => expect(dialog).not.toHaveAttribute('open'));
};

/** The button as pages show it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, consultationButton.tag);
    await expect(await screen.findByRole('button', { name: 'Schedule Consultation' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};
/** The outlined variant, with another label. */
export const Outline: Story = {
  args: { variant: 'outline', label: 'Book a free consultation' },
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, consultationButton.tag);
    await expect(await screen.findByRole('button', { name: 'Book a free consultation' })).toBeTruthy();
  },
};
/** The dialog "Schedule a Consultation" with the form. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, inForm } = await openForm(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Schedule a Consultation' })).toBeTruthy();
    await expect(inForm.getByRole('textbox', { name: /Name/ })).toBeTruthy();
    await expect(inForm.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  },
};
/** Each field's message from docs/product.md §5 under it; the first invalid field has focus. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { form, inForm } = await openForm(canvasElement);
    await userEvent.click(submitButton(form));
    for (const message of [
      'Name is required',
      'Phone number is required',
      'Invalid email address',
      'Please provide a reason for your visit',
    ])
      await expect(await inForm.findByText(message)).toBeTruthy();
    await expect(form.querySelector('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  },
};
/** "Sending..." and disabled while the insert is pending. */
export const Submitting: Story = {
  parameters: { backend: routes({ [INSERT]: { status: 201, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { form } = await fillAndSubmit(canvasElement);
    await eventually(() => expect(submitButton(form)).toHaveTextContent('Sending...'));
    await expect(submitButton(form)).toBeDisabled();
  },
};
/** Toast "Consultation request sent successfully! We'll contact you soon."; the dialog closes. */
export const Sent: Story = {
  parameters: { backend: routes({ [INSERT]: { status: 201 }, [SMS]: { status: 200, body: { success: true } } }) },
  play: ({ canvasElement }) => closesWith("Consultation request sent successfully! We'll contact you soon.")(canvasElement),
};
/** Toast "Consultation request saved but notification failed to send."; the dialog closes. */
export const NotificationFailed: Story = {
  parameters: {
    backend: routes({ [INSERT]: { status: 201 }, [SMS]: { status: 500, body: { error: 'SMS provider unavailable' } } }),
    expectedErrors: [/Sending the consultation notification failed/],
  },
  play: ({ canvasElement }) => closesWith('Consultation request saved but notification failed to send.')(canvasElement),
};
/** Destructive toast "Failed to send consultation request. Please try again."; the form keeps its values. */
export const InsertFailed: Story = {
  parameters: {
    backend: routes({ [INSERT]: { status: 400, body: { code: '23514', message: 'check constraint', details: null, hint: null } } }),
    expectedErrors: [/Saving the consultation request failed/],
  },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await fillAndSubmit(canvasElement);
    await expectToast('Failed to send consultation request. Please try again.', undefined, 'destructive');
    await expect(dialog).toHaveAttribute('open');
    await expect(form.querySelector('[name="email"]')).toHaveValue(VALUES.email);
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(
  ['Idle', 'Outline', 'Open', 'ValidationErrors', 'Submitting', 'Sent', 'NotificationFailed', 'InsertFailed'],
  { minWidth: 480, minHeight: 720 },
);
