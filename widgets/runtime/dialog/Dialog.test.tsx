import { describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Dialog } from './Dialog';
import { renderWidget } from '../../test/render';

function Harness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
        title="Schedule a Consultation"
        description="We reply within a day."
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('hydrated while the loader holds it open (issue 39): it stays open, and the press given back opens it in React too', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Harness />);
    const dialog = container.querySelector('dialog')!;
    dialog.showModal(); // the loader's answer to the tap, before the code
    await act(async () => void hydrateRoot(container, <Harness />));
    expect(dialog.open).toBe(true);
    await act(async () => container.querySelector<HTMLButtonElement>('#opener')!.click());
    expect(dialog.open).toBe(true);
    // and React closes it as before
    await act(async () => container.querySelector<HTMLButtonElement>('.dialog__close')!.click());
    expect(dialog.open).toBe(false);
  });

  it('hydrated while the loader holds it open: Escape or the backdrop before the press is given back closes it', async () => {
    for (const dismiss of ['escape', 'backdrop'] as const) {
      let closed = 0;
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(<Harness />);
      const dialog = container.querySelector('dialog')!;
      dialog.showModal(); // the loader's answer to the tap, before the code
      await act(async () => void hydrateRoot(container, <Harness onClosed={() => closed++} />));
      // React is there, the loader has not yet given the press back (runtime/define.tsx: a task after hydration)
      await act(async () => {
        if (dismiss == 'escape') dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
        else dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
      expect(dialog.open, dismiss).toBe(false);
      expect(closed, dismiss).toBe(0); // React never had it open
      container.remove();
    }
  });

  it('opens modally with its title and description wired for assistive technology', async () => {
    const { container } = await renderWidget(<Harness />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    await act(async () => container.querySelector<HTMLButtonElement>('#opener')!.click());
    expect(dialog.open).toBe(true);
    const title = container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!;
    expect(title.textContent).toBe('Schedule a Consultation');
    expect(container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-describedby')!)}`)!.textContent).toBe('We reply within a day.');
  });

  it('closes on the Close control and returns focus to the opener', async () => {
    let closed = 0;
    const { container } = await renderWidget(<Harness onClosed={() => closed++} />);
    const opener = container.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    await act(async () => opener.click());
    const close = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Close'))!;
    await act(async () => close.click());
    expect(closed).toBe(1);
    expect(container.querySelector('dialog')!.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape (the cancel event) and on a backdrop click', async () => {
    let closed = 0;
    const { container } = await renderWidget(<Harness onClosed={() => closed++} />);
    const dialog = container.querySelector('dialog')!;
    await act(async () => container.querySelector<HTMLButtonElement>('#opener')!.click());
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(closed).toBe(1);
    expect(dialog.open).toBe(false);
    await act(async () => container.querySelector<HTMLButtonElement>('#opener')!.click());
    await act(async () => {
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(closed).toBe(2);
  });
});
