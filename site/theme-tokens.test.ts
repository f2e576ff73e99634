// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteAssetsVitePlugin, themeTokens } from './build/assets';

describe('themeTokens', () => {
  it('gives the pages every --medspa-* token of the widget theme, with the same value', () => {
    const theme = readFileSync('widgets/runtime/theme.css', 'utf8');
    const host = /:host\s*\{([^}]*)\}/.exec(theme)![1]!;
    const expected = [...host.matchAll(/(--medspa-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]);
    expect(expected.length).toBeGreaterThan(10);
    const block = themeTokens();
    expect(block.startsWith(':root {')).toBe(true);
    for (const [name, value] of expected) expect(block).toContain(`${name}: ${value};`);
  });

  it("site.css itself defines no theme token (one place to change a colour); it may set an element's own properties", () => {
    const theme = /:host\s*\{([^}]*)\}/.exec(readFileSync('widgets/runtime/theme.css', 'utf8'))![1]!;
    const tokens = new Set([...theme.matchAll(/(--medspa-[\w-]+)\s*:/g)].map((m) => m[1]!));
    const site = readFileSync('site/assets/site.css', 'utf8');
    const defined = [...site.matchAll(/^\s*(--medspa-[\w-]+)\s*:/gm)].map((m) => m[1]!);
    expect(defined.filter((name) => tokens.has(name))).toEqual([]);
    // and none at the page's root: element properties are set on their element (medspa-navbar { --medspa-navbar-… })
    const root = [...site.matchAll(/:root\s*\{([^}]*)\}/g)].map((m) => m[1]!).join('\n');
    expect(root).not.toMatch(/--medspa-[\w-]+\s*:/);
  });
});

describe('siteAssetsVitePlugin (Storybook)', () => {
  const plugin = siteAssetsVitePlugin();
  const watched: string[] = [];
  const transform = (code: string, id: string) => plugin.transform.call({ addWatchFile: (f: string) => watched.push(f) }, code, id);

  it('gives site.css, however imported, the tokens the build puts before it', () => {
    const id = resolve('site/assets/site.css');
    for (const query of ['', '?inline']) {
      const out = transform('body { margin: 0 }', id + query);
      expect(out?.code.startsWith('/* widgets/runtime/theme.css tokens */')).toBe(true);
      expect(out?.code).toContain(themeTokens());
      expect(out?.code.endsWith('body { margin: 0 }')).toBe(true);
    }
    expect(watched).toContain(resolve('widgets/runtime/theme.css'));
  });

  it('leaves every other stylesheet as it is', () => {
    expect(transform('a {}', resolve('site/assets/home.css'))).toBeUndefined();
  });
});
