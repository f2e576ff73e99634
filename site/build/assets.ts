/**
 * The site's assets under <dist> (docs/architecture.md, "The site build"): site/assets/* with content hashes (site.css
 * after the widgets' theme tokens), the page scripts written in TypeScript bundled with esbuild, site/public/* as
 * they are. Returns `asset`, the hashed URL of a source path, as pages ask for it (`ctx.asset`).
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { hashedName, START_LOADER } from '../render/paths';
import { walk, writeFile } from './files';

/** The site's folder (site/). */
const SITE = fileURLToPath(new URL('..', import.meta.url));

/** Browser scripts of the site written in TypeScript: source under site/ -> the asset name pages ask for. */
const PAGE_SCRIPTS: Record<string, string> = {
  'catalogue/script.ts': 'assets/catalogue.js',
  'catalogue/frame-child.ts': 'assets/frame-child.js',
};
/** Those the pages carry inline (ctx.js), classic scripts: source -> asset name. */
const INLINE_SCRIPTS: Record<string, string> = {
  'boot/start-loader.ts': START_LOADER,
};

/**
 * The widgets' theme tokens (the --medspa-* properties on :host in widgets/runtime/theme.css) as a :root block,
 * so the static pages and the fallbacks use the very same values: one place to change a colour.
 */
export function themeTokens(): string {
  const theme = readFileSync(join(SITE, '..', 'widgets', 'runtime', 'theme.css'), 'utf8');
  const host = /:host\s*\{([^}]*)\}/.exec(theme)?.[1] ?? '';
  const tokens = host.match(/--medspa-[\w-]+\s*:[^;]+;/g);
  if (!tokens?.length) throw new Error('widgets/runtime/theme.css: no --medspa-* tokens on :host');
  return `:root {\n${tokens.map((t) => `  ${t.trim()}`).join('\n')}\n}`;
}

/** The body of a site asset as the site ships it: site.css after the theme tokens, every other file as it is. */
export function siteAsset(rel: string, body: Buffer): Buffer {
  const tokens = rel === 'assets/site.css' ? `/* widgets/runtime/theme.css tokens */\n${themeTokens()}\n` : '';
  return Buffer.concat([Buffer.from(tokens), body]);
}

/**
 * Vite (Storybook): site/assets/site.css, however imported (`?inline` too), is what the build ships (`siteAsset`),
 * so a story of a page wears the site's tokens; a change to theme.css reloads it.
 */
export function siteAssetsVitePlugin() {
  const site = join(SITE, 'assets', 'site.css');
  const theme = join(SITE, '..', 'widgets', 'runtime', 'theme.css');
  return {
    name: 'medspa-site-assets',
    enforce: 'pre' as const,
    transform(this: { addWatchFile(id: string): void }, code: string, id: string) {
      if (id.split('?')[0] !== site) return undefined;
      this.addWatchFile(theme);
      return { code: siteAsset('assets/site.css', Buffer.from(code)).toString('utf8'), map: null };
    },
  };
}

async function pageScript(source: string, format: 'esm' | 'iife' = 'esm'): Promise<Buffer> {
  const out = await esbuild({
    entryPoints: [join(SITE, source)],
    bundle: true,
    format,
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  return Buffer.from(out.outputFiles[0]!.contents);
}

/** Writes the assets; answers source path -> hashed URL. */
export async function writeAssets(dist: string): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  const put = (rel: string, body: Buffer) => {
    const hashed = hashedName(rel, body);
    writeFile(join(dist, hashed), body);
    urls[rel] = `/${hashed}`;
  };
  for (const file of walk(join(SITE, 'assets'))) {
    const rel = relative(SITE, file).split(sep).join('/');
    put(rel, siteAsset(rel, readFileSync(file)));
  }
  for (const [source, rel] of Object.entries(PAGE_SCRIPTS)) put(rel, await pageScript(source));
  for (const [source, rel] of Object.entries(INLINE_SCRIPTS)) put(rel, await pageScript(source, 'iife'));
  for (const file of walk(join(SITE, 'public'))) writeFile(join(dist, relative(join(SITE, 'public'), file)), readFileSync(file));
  return urls;
}
