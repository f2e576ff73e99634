/**
 * The consultation button and its dialog: idle, open, validation errors, submitting, and each outcome of
 * docs/product.md §8 (toasts), on a fake data layer (§7.1 insert, §7.2 SMS function).
 */
import { consultationButton } from '../widgets/consultation/consultation-button.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(consultationButton, { frame: { padding: 24 } }) };
export default meta;
type Story = ElementStory;

const INSERT = 'POST /rest/v1/contact_submissions';
const SMS = 'POST /functions/v1/send-consultation-sms';

/** Opens the dialog and returns its form (the dialog's chunk loads on first open). */
async function openForm(canvas: HTMLElement): Promise<HTMLFormElement> {
  const root = await shadowOf(canvas, consultationButton.tag);
  (await waitFor<HTMLButtonElement>(root, 'button[part="button"]')).click();
  return waitFor<HTMLFormElement>(root, 'form');
}
function set(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
const fillAndSubmit = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const f = await openForm(canvasElement);
  const values = { name: 'Jane Doe', phone: '(314) 555-0100', email: 'jane@example.com', reason: 'Consultation about hair thinning' };
  for (const [k, v] of Object.entries(values)) set(f.querySelector<HTMLInputElement>(`[name="${k}"]`)!, v);
  f.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await new Promise((r) => setTimeout(r, 50));
};

/** The button as pages show it. */
export const Idle: Story = {};
/** The outlined variant, with another label. */
export const Outline: Story = { args: { variant: 'outline', label: 'Book a free consultation' } };
/** The dialog "Schedule a Consultation" with the form. */
export const Open: Story = { play: async ({ canvasElement }) => void (await openForm(canvasElement)) };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    (await openForm(canvasElement)).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((r) => setTimeout(r, 20));
  },
};
/** "Sending..." and disabled while the insert is pending. */
export const Submitting: Story = {
  parameters: { data: routes({ [INSERT]: { status: 201, delay: Infinity } }) },
  play: fillAndSubmit,
};
/** Toast "Consultation request sent successfully! We'll contact you soon."; the dialog closes. */
export const Sent: Story = {
  parameters: { data: routes({ [INSERT]: { status: 201 }, [SMS]: { status: 200, body: { success: true } } }) },
  play: fillAndSubmit,
};
/** Toast "Consultation request saved but notification failed to send."; the dialog closes. */
export const NotificationFailed: Story = {
  parameters: { data: routes({ [INSERT]: { status: 201 }, [SMS]: { status: 500, body: { error: 'SMS provider unavailable' } } }) },
  play: fillAndSubmit,
};
/** Destructive toast "Failed to send consultation request. Please try again."; the form keeps its values. */
export const InsertFailed: Story = {
  parameters: {
    data: routes({ [INSERT]: { status: 400, body: { code: '23514', message: 'check constraint', details: null, hint: null } } }),
  },
  play: fillAndSubmit,
};
