/**
 * The widgets' server renderer, in this process (docs/architecture.md, "One renderer"): widgets/runtime/server.tsx
 * and every element's define module (widgets/<feature>/*.define.ts, which registers its component), imported once.
 * Their `?inline` CSS is text through the module hooks (./css-hooks.mjs, registered by the entry: ./register.mjs,
 * scripts/start.mjs; under Vitest, Vite reads it).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type ServerModule = typeof import('../../widgets/runtime/server');

/** What the pages use of the renderer. */
export type ServerRenderer = Pick<ServerModule, 'renderElement' | 'serverStyles'>;

const WIDGETS = fileURLToPath(new URL('../../widgets/', import.meta.url));

/** Every element's define module, by path, sorted. */
export function defineModules(): string[] {
  return readdirSync(WIDGETS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(WIDGETS, d.name))
        .filter((f) => f.endsWith('.define.ts'))
        .map((f) => join(WIDGETS, d.name, f)),
    )
    .sort();
}

let loading: Promise<ServerRenderer> | undefined;

/** The renderer with every element defined (loaded on first use). */
export function loadRenderer(): Promise<ServerRenderer> {
  loading ??= (async () => {
    for (const file of defineModules()) await import(file);
    const { renderElement, serverStyles } = (await import('../../widgets/runtime/server')) as ServerModule;
    return { renderElement, serverStyles };
  })();
  return loading;
}
