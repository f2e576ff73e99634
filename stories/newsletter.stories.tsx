/** Newsletter signup: idle, invalid, pending, subscribed, failed (docs/product.md §2 "Newsletter", §4) on a fake backend. */
import { expect, userEvent, within } from 'storybook/test';
import { newsletter } from '../widgets/newsletter/newsletter.contract';
import { routes } from '../widgets/test/fake-backend';
import { setValue } from '../widgets/test/forms';
import { elementMeta, waitFor as selector, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(newsletter, { frame: { padding: 24 } }), decorators: [keptToasts] };
export default meta;
type Story = ElementStory;

const INSERT = 'POST /rest/v1/newsletter_subscribers';
const ADDRESS = 'reader@example.com';

/** Types `email` and presses "Subscribe"; returns the form and its field. */
async function subscribeWith(canvas: HTMLElement, email: string) {
  const { root } = await elementIn(canvas, newsletter.tag);
  const form = await selector<HTMLFormElement>(root, 'form');
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  setValue(input, email);
  await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
  return { root, form, input, button: within(form).getByRole('button', { name: 'Subscribe' }) };
}

/** Heading, the email field "Enter your email" and "Subscribe". */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, newsletter.tag);
    await expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeTruthy();
    const input = screen.getByPlaceholderText('Enter your email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};
/** An address the browser lets through but the rules refuse: "Invalid email address" under the field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { root, input } = await subscribeWith(canvasElement, 'a@b');
    await eventually(() => expect(root.textContent).toContain('Invalid email address'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
/** While the address is being saved: the form is busy and "Subscribe" disabled (a second press does nothing). */
export const Pending: Story = {
  parameters: { backend: routes({ [INSERT]: { status: 201, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { form, input, button } = await subscribeWith(canvasElement, ADDRESS);
    await eventually(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(input).toHaveValue(ADDRESS);
  },
};
/** The toast and the field cleared. */
export const Subscribed: Story = {
  parameters: { backend: routes({ [INSERT]: { status: 201 } }) },
  play: async ({ canvasElement }) => {
    const { input } = await subscribeWith(canvasElement, ADDRESS);
    await expectToast('Thank you for subscribing!', "You'll hear from us soon.");
    await eventually(() => expect(input).toHaveValue(''));
  },
};
/** The destructive toast; the address stays. */
export const Failed: Story = {
  parameters: {
    backend: routes({ [INSERT]: { status: 500, body: { code: 'XX000', message: 'down' } } }),
    expectedErrors: [/Subscribing to the newsletter failed/],
  },
  play: async ({ canvasElement }) => {
    const { input, button } = await subscribeWith(canvasElement, ADDRESS);
    await expectToast('Subscription failed', 'We could not subscribe you. Please try again.', 'destructive');
    await expect(input).toHaveValue(ADDRESS);
    await eventually(() => expect(button).toBeEnabled());
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Idle', 'Invalid', 'Pending', 'Subscribed', 'Failed'], { minWidth: 420, minHeight: 280 });
