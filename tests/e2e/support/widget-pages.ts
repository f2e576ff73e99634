/**
 * Test pages that exist only in the browser: `page.route` answers a same-origin URL with the HTML given,
 * while the loader and its chunks come from the real host. Used by the loader and hostile-CSS specs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Every element the build published (<dist>/widgets/custom-elements.json, derived from the descriptors). */
export function elementTags(): string[] {
  // MEDSPA_DIST may be absolute, or relative to the repository
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const file = resolve(root, process.env.MEDSPA_DIST ?? 'dist', 'widgets/custom-elements.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { modules: { declarations: { tagName?: string }[] }[] };
  // (the theme tokens are a declaration with no tag)
  return manifest.modules.flatMap((m) => m.declarations.flatMap((d) => (d.tagName ? [d.tagName] : [])));
}

/** Serves `body` (inside a minimal document that loads the loader) at /__e2e/<name> and opens it. */
export async function openFixture(page: Page, name: string, body: string, head = ''): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<script type="module" src="/widgets/loader.js"></script></head><body>${body}</body></html>`;
  await page.route(`**/__e2e/${name}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`/__e2e/${name}`);
}

/** The feature name of a widget chunk URL (`…/chunks/book-now.define-AB12.js` -> `book-now`), if it is one. */
export function defineChunkFeature(url: string): string | undefined {
  return /\/chunks\/([a-z0-9-]+)\.define-[\w]+\.js$/.exec(new URL(url).pathname)?.[1];
}
