/**
 * The widgets' server renderer, in this process (docs/architecture.md, "One renderer"): widgets/runtime/render-element.tsx
 * over the definitions of the generated element table (`virtual:medspa-elements`, the loader's own: scripts/elements.ts;
 * in Node the render hooks serve it, ./css-hooks.mjs), each element's define module imported for its default export.
 * Their `?inline` CSS is text through the same hooks (registered by the entry: ./register.mjs, scripts/start.mjs;
 * under Vitest, Vite serves both).
 */
import { elements } from 'virtual:medspa-elements';
import type { ServerRenderer as Renderer } from '../../widgets/runtime/render-element';

/** What the pages use of the renderer. */
export type ServerRenderer = Pick<Renderer, 'renderElement' | 'serverStyles'>;

let loading: Promise<ServerRenderer> | undefined;

/** The renderer of every element of the table (loaded on first use). */
export function loadRenderer(): Promise<ServerRenderer> {
  loading ??= (async () => {
    const { loadDefinitions, serverRenderer } = await import('../../widgets/runtime/render-element');
    return serverRenderer(await loadDefinitions(elements));
  })();
  return loading;
}
