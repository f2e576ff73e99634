/** The runtime's shared pieces: toaster, dialog, image component. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
// The runtime's toast(): the page's one toaster (<medspa-toaster>) mounts itself on the first toast, as on a page.
import { toast } from '../widgets/runtime/toast';
import { Dialog, dialogStyles } from '../widgets/runtime/dialog';
import { MediaImage, mediaStyles } from '../widgets/runtime/media';
import { WidgetFrame } from './support/WidgetFrame';

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

export const ToastDefault: Story = {
  render: () => <ToastDemo variant="default" />,
  play: async () => {
    toast({ title: 'Link copied!', description: 'The blog post link has been copied to your clipboard.', duration: 600_000 });
  },
};
export const ToastDestructive: Story = {
  render: () => <ToastDemo variant="destructive" />,
  play: async () => {
    toast({ title: 'Error loading news', description: 'Please try again later', variant: 'destructive', duration: 600_000 });
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
export const DialogClosed: Story = { render: () => <DialogDemo initiallyOpen={false} /> };
export const DialogOpen: Story = { render: () => <DialogDemo initiallyOpen /> };

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
    <WidgetFrame styles={[mediaStyles, '.story-image{width:640px;height:400px}']}>
      {() => (
        <MediaImage src="/never-resolves.jpg" alt="Still loading" width={640} height={400} frameClassName="story-image" loading="lazy" />
      )}
    </WidgetFrame>
  ),
};
export const ImageFailed: Story = {
  render: () => (
    <WidgetFrame styles={[mediaStyles, '.story-image{width:640px;height:400px}']}>
      {() => <MediaImage src="data:image/png;base64,broken" alt="Missing image" width={640} height={400} frameClassName="story-image" />}
    </WidgetFrame>
  ),
};
