// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { themeTokens } from './build';

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

  it('site.css itself defines no --medspa-* token (one place to change a colour)', () => {
    expect(readFileSync('site/assets/site.css', 'utf8')).not.toMatch(/^\s*--medspa-[\w-]+\s*:/m);
  });
});
