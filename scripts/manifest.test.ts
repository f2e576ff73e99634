// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { collectContracts, toManifest } from './manifest';

describe('element list and contracts', () => {
  it('every element in widgets/elements.ts has a published contract, and every contract an element', async () => {
    const src = readFileSync('widgets/elements.ts', 'utf8');
    const tags = [...src.matchAll(/^\s*'(medspa-[a-z-]+)':/gm)].map((m) => m[1]).sort();
    const contracts = (await collectContracts()).map((c) => c.contract.tag).sort();
    expect(tags.length).toBeGreaterThan(0);
    expect(contracts).toEqual(tags);
  });

  it('each contract names its parts and custom properties with defaults, and points at its define file', async () => {
    const items = await collectContracts();
    for (const { file, contract } of items) {
      expect(contract.tag).toMatch(/^medspa-[a-z-]+$/);
      expect(contract.summary.length).toBeGreaterThan(10);
      for (const p of contract.cssProperties) {
        expect(p.name).toMatch(/^--medspa-/);
        expect(p.default).not.toBe('');
      }
      const define = readFileSync(file.replace('.contract.ts', '.define.ts'), 'utf8');
      expect(define).toContain(`'${contract.tag}'`);
    }
    const manifest = toManifest(items);
    expect(manifest.modules.map((m) => m.declarations[0]!.tagName)).toEqual(items.map((i) => i.contract.tag));
  });
});
