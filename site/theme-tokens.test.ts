// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { themeTokens } from './build/assets';

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
