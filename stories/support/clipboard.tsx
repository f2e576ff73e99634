/** A decorator giving the story a clipboard that accepts (or refuses) writes, so Share shows one outcome for sure. */
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

function FakeClipboard({ accepts, children }: { accepts: boolean; children: ReactNode }) {
  const [real] = useState(() => {
    const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const writeText = (text: string) =>
      accepts ? Promise.resolve(void text) : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return had;
  });
  useEffect(
    () => () => {
      if (real) Object.defineProperty(navigator, 'clipboard', real);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    },
    [real],
  );
  return children;
}

export const withClipboard =
  (accepts: boolean): Decorator =>
  (Story) => (
    <FakeClipboard accepts={accepts}>
      <Story />
    </FakeClipboard>
  );
