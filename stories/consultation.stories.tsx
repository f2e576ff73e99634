/**
 * Consultation dialog and form: idle, validation errors, submitting, and each SPEC §8 outcome (toasts),
 * on a fake data layer (SPEC §7.1 insert, §7.2 SMS function).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import ConsultationDialog, { consultationDialogStyles } from '../widgets/consultation/ConsultationDialog';
import { ConsultationButton } from '../widgets/consultation/ConsultationButton';
import buttonCss from '../widgets/consultation/consultation.css?inline';
import { routes } from '../widgets/test/fake-backend';
import { WidgetFrame } from './support/WidgetFrame';

const meta = {
  title: 'Widgets/Consultation',
  component: ConsultationDialog,
  args: { open: true, onClose: () => {} },
  render: (args) => (
    <WidgetFrame styles={consultationDialogStyles}>{(container) => <ConsultationDialog {...args} container={container} />}</WidgetFrame>
  ),
} satisfies Meta<typeof ConsultationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const INSERT = 'POST /rest/v1/contact_submissions';
const SMS = 'POST /functions/v1/send-consultation-sms';

const shadow = (canvas: HTMLElement) => canvas.querySelector('[data-widget-frame]')?.shadowRoot ?? null;
async function form(canvas: HTMLElement): Promise<HTMLFormElement> {
  for (let i = 0; i < 50; i++) {
    const f = shadow(canvas)?.querySelector('form');
    if (f) return f;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('form not rendered');
}
function set(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
const fillAndSubmit = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const f = await form(canvasElement);
  const values = { name: 'Jane Doe', phone: '(314) 555-0100', email: 'jane@example.com', reason: 'Consultation about hair thinning' };
  for (const [k, v] of Object.entries(values)) set(f.querySelector<HTMLInputElement>(`[name="${k}"]`)!, v);
  f.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await new Promise((r) => setTimeout(r, 50));
};

export const Idle: Story = {};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    (await form(canvasElement)).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((r) => setTimeout(r, 20));
  },
};
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
/** <medspa-consultation-button>: the trigger used on service pages and marketers' pages. */
export const Button: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <WidgetFrame styles={[buttonCss]}>{(container) => <ConsultationButton container={container} />}</WidgetFrame>
    </div>
  ),
};
