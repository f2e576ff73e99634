/**
 * A decorator for stories whose state is told in a toast: while the story is shown its toasts stay until dismissed
 * (runtime/toast keepToasts), instead of going after 5 s as on a page, so the state can be looked at and compared.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { keepToasts } from '../../widgets/runtime/toast/toast';

function KeptToasts({ children }: { children: ReactNode }) {
  // Set before the story's elements render, so a toast from their first fetch is already kept.
  useState(() => keepToasts(true));
  useEffect(() => {
    keepToasts(true);
    return () => keepToasts(false);
  }, []);
  return children;
}

export const keptToasts: Decorator = (Story) => (
  <KeptToasts>
    <Story />
  </KeptToasts>
);
