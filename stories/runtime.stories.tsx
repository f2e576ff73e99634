/** The runtime's shared pieces: toaster, dialog, image component. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
// The runtime's toast(): the page's one toaster (<medspa-toaster>) mounts itself on the first toast, as on a page.
import { toast } from '../widgets/runtime/toast';
import { Dialog, dialogStyles } from '../widgets/runtime/dialog';
import { MediaImage, mediaStyles } from '../widgets/runtime/media';
import { WidgetFrame } from './support/WidgetFrame';
import { eventually, expectToast } from './support/play';

const meta = { title: 'Runtime' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function ToastDemo({ variant }: { variant: 'default' | 'destructive' }) {
  return (
    <div style={{ padding: 24 }}>
      <WidgetFrame>
        {() => (
          <button
            className="medspa-btn"
            type="button"
            onClick={() =>
              variant === 'destructive'
                ? toast({
                    title: 'Error',
                    description: 'Failed to load products. Please try again later.',
                    variant: 'destructive',
                    duration: 600_000,
                  })
                : toast({ title: "Message sent! We'll get back to you as soon as possible.", duration: 600_000 })
            }
          >
            Show {variant} toast
          </button>
        )}
      </WidgetFrame>
    </div>
  );
}

/**
 * The story's widget frame (its shadow root's box), for Testing Library queries, once rendered: Storybook starts the
 * play function before React has committed the story (after a switch from another story, always).
 */
const frameOf = async (canvas: HTMLElement): Promise<HTMLElement> => {
  let box: HTMLElement | null | undefined;
  await eventually(() =>
    expect((box = canvas.querySelector('[data-widget-frame]')?.shadowRoot?.querySelector('.medspa-root'))).toBeTruthy(),
  );
  return box!;
};

export const ToastDefault: Story = {
  render: () => <ToastDemo variant="default" />,
  play: async ({ canvasElement }) => {
    // After the story's tree is there: its shell starts each story with no toasts (stories/support/StoryShell.tsx).
    const frame = await frameOf(canvasElement);
    toast({ title: 'Link copied!', description: 'The blog post link has been copied to your clipboard.', duration: 600_000 });
    await expectToast('Link copied!', 'The blog post link has been copied to your clipboard.');
    await userEvent.click(within(frame).getByRole('button', { name: 'Show default toast' }));
    await expectToast("Message sent! We'll get back to you as soon as possible.");
  },
};
export const ToastDestructive: Story = {
  render: () => <ToastDemo variant="destructive" />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement);
    toast({ title: 'Error loading news', description: 'Please try again later', variant: 'destructive', duration: 600_000 });
    await expectToast('Error loading news', 'Please try again later', 'destructive');
    await userEvent.click(within(frame).getByRole('button', { name: 'Show destructive toast' }));
    await expectToast('Error', 'Failed to load products. Please try again later.', 'destructive');
  },
};

function DialogDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <WidgetFrame styles={[dialogStyles]}>
      {() => (
        <div style={{ padding: 24 }}>
          <button className="medspa-btn" type="button" onClick={() => setOpen(true)}>
            Schedule Consultation
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Schedule a Consultation"
            description="Fill out the form below and we'll get back to you shortly."
          >
            <p>Dialog content goes here.</p>
          </Dialog>
        </div>
      )}
    </WidgetFrame>
  );
}
export const DialogClosed: Story = {
  render: () => <DialogDemo initiallyOpen={false} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement);
    await expect(frame.querySelector('dialog')).not.toHaveAttribute('open');
    await userEvent.click(within(frame).getByRole('button', { name: 'Schedule Consultation' }));
    await eventually(() => expect(frame.querySelector('dialog')).toHaveAttribute('open'));
  },
};
export const DialogOpen: Story = {
  render: () => <DialogDemo initiallyOpen />,
  play: async ({ canvasElement }) => {
    const dialog = (await frameOf(canvasElement)).querySelector('dialog')!;
    await eventually(() => expect(dialog).toHaveAttribute('open'));
    await expect(within(dialog).getByRole('heading', { name: 'Schedule a Consultation' })).toBeTruthy();
  },
};

const PIXEL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" fill="#c9a27e"/></svg>',
  );

export const ImageLoaded: Story = {
  render: () => (
    <WidgetFrame styles={[mediaStyles]}>
      {() => <MediaImage src={PIXEL} alt="A treatment room" width={640} height={400} frameClassName="story-image" />}
    </WidgetFrame>
  ),
};
export const ImageLoading: Story = {
  render: () => (
    <WidgetFrame styles={[mediaStyles, '.story-image{width:min(640px,100%);aspect-ratio:8/5;height:auto}']}>
      {() => (
        <MediaImage src="/never-resolves.jpg" alt="Still loading" width={640} height={400} frameClassName="story-image" loading="lazy" />
      )}
    </WidgetFrame>
  ),
};
export const ImageFailed: Story = {
  render: () => (
    <WidgetFrame styles={[mediaStyles, '.story-image{width:min(640px,100%);aspect-ratio:8/5;height:auto}']}>
      {() => <MediaImage src="data:image/png;base64,broken" alt="Missing image" width={640} height={400} frameClassName="story-image" />}
    </WidgetFrame>
  ),
};
