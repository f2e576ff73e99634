/** Service cards: every state on fake storage listings (SPEC §7.5, §8). Images are labelled SVG placeholders. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceCards } from '../widgets/service-cards/ServiceCards';
import css from '../widgets/service-cards/service-cards.css?inline';
import { motionStyles } from '../widgets/runtime/motion';
import { routes, listing, type FakeResponse } from '../widgets/test/fake-backend';
import { WidgetFrame } from './support/WidgetFrame';
import { FakeMedia } from './hero.support';

const meta = {
  title: 'Widgets/Service Cards',
  component: ServiceCards,
  render: (args) => (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <WidgetFrame styles={[motionStyles, css]}>
        {(root) => (
          <>
            <FakeMedia root={root} />
            <ServiceCards {...args} />
          </>
        )}
      </WidgetFrame>
    </div>
  ),
} satisfies Meta<typeof ServiceCards>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (bucket: string) => `POST /storage/v1/object/list/${bucket}`;
const ok = (names: string[]): FakeResponse => ({ status: 200, body: listing(names) });
const failed: FakeResponse = { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } };
const all = {
  [list('injectables_images')]: ok(['injectables-1.jpg', 'injectables-2.jpg', 'injectables-3.jpg']),
  [list('hair_images')]: ok(['hair-1.jpg', 'hair-2.jpg', 'hair-3.jpg']),
  [list('ivtherapy_images')]: ok(['iv-therapy-1.jpg', 'iv-therapy-2.jpg']),
};

/** Listings pending: blank previews, the text is there. */
export const Loading: Story = {
  parameters: {
    data: routes({
      [list('injectables_images')]: { status: 200, delay: Infinity },
      [list('hair_images')]: { status: 200, delay: Infinity },
      [list('ivtherapy_images')]: { status: 200, delay: Infinity },
    }),
  },
};
/** Previews cycle every 3000 ms with a 500 ms fade; the first two images as thumbnails; one pause control. */
export const Cycling: Story = { parameters: { data: routes(all) } };
/** One image per card: nothing moves, no pause control. */
export const SingleImages: Story = {
  parameters: {
    data: routes({
      [list('injectables_images')]: ok(['injectables-1.jpg']),
      [list('hair_images')]: ok(['hair-1.jpg']),
      [list('ivtherapy_images')]: ok(['iv-therapy-1.jpg']),
    }),
  },
};
/** SPEC §8: a failed listing is logged; that card shows a blank placeholder, no message. */
export const OneListingFailed: Story = { parameters: { data: routes({ ...all, [list('hair_images')]: failed }) } };
/** Every listing failed (or every bucket empty): three blank placeholders with their text. */
export const AllFailed: Story = {
  parameters: { data: routes({ [list('injectables_images')]: failed, [list('hair_images')]: failed, [list('ivtherapy_images')]: failed }) },
};
