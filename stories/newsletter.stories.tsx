/** Newsletter signup: idle, invalid, subscribed, failed (docs/product.md §2 "Newsletter", §4) on a fake data layer. */
import { newsletter } from '../widgets/newsletter/newsletter.contract';
import { routes } from '../widgets/test/fake-backend';
import { setValue } from '../widgets/test/forms';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(newsletter, { frame: { padding: 24 } }) };
export default meta;
type Story = ElementStory;

const INSERT = 'POST /rest/v1/newsletter_subscribers';

function subscribeWith(email: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await shadowOf(canvasElement, newsletter.tag);
    const form = await waitFor<HTMLFormElement>(root, 'form');
    setValue(form.querySelector<HTMLInputElement>('input[type="email"]')!, email);
    form.requestSubmit();
    await new Promise((r) => setTimeout(r, 50));
  };
}

/** Heading, the email field "Enter your email" and "Subscribe". */
export const Idle: Story = {};
/** An address the browser lets through but the rules refuse: "Invalid email address" under the field. */
export const Invalid: Story = { play: subscribeWith('a@b') };
/** The toast and the field cleared. */
export const Subscribed: Story = { parameters: { data: routes({ [INSERT]: { status: 201 } }) }, play: subscribeWith('reader@example.com') };
/** The destructive toast; the address stays. */
export const Failed: Story = {
  parameters: { data: routes({ [INSERT]: { status: 500, body: { code: 'XX000', message: 'down' } } }) },
  play: subscribeWith('reader@example.com'),
};
