/**
 * JSX for the custom elements this app uses, as a partner's project declares them: each widget's properties from
 * the clinic's element types (HTMLElementTagNameMap, the same descriptors that make medspa-widgets.d.ts), any
 * `on<event-name>` handler (React 19 binds it on a custom element), and the plan's `metadata`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AcmePanel } from '../../shared/acme-panel';

type Widget<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  Partial<Omit<E, keyof HTMLElement>> & { metadata?: Record<string, unknown> } & { [event: `on${string}-${string}`]: (e: Event) => void };

type Medspa = { [T in keyof HTMLElementTagNameMap as T extends `medspa-${string}` ? T : never]: Widget<HTMLElementTagNameMap[T]> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends Medspa {
      'acme-panel': DetailedHTMLProps<HTMLAttributes<AcmePanel>, AcmePanel> & { heading?: string };
    }
  }
}
