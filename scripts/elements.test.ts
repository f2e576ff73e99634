/**
 * The descriptors are the one source of every element's public contract:
 * - each descriptor names exactly the ::part names its markup carries and the --medspa-* properties its CSS reads,
 *   each with one default;
 * - the loader table, custom-elements.json, the tag map and the stories' controls all follow a descriptor: change
 *   one in a fixture tree and see it everywhere.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { elements, hydrateOn, templates } from 'virtual:medspa-elements';
import { analyzeElement, collectElements, elementsModule, LOADER_HYDRATE_DEFAULT, ROOT, THEME_CSS, themeProperties } from './elements';
import { buildManifest, elementDeclarations, THEME_DECLARATION, themeStylesheet, type ManifestDeclaration } from './manifest';
import { themeContract } from '../widgets/runtime/theme.contract';
import { elementMeta } from '../stories/support/element-story';

const entries = await collectElements();

const elementsOf = elementDeclarations;

describe('every element', () => {
  it('is found, with a define module beside its descriptor', () => {
    expect(entries.map((e) => e.descriptor.tag)).toContain('medspa-hero');
    expect(entries.length).toBeGreaterThanOrEqual(10);
  });

  it.each(entries.map((e) => [e.descriptor.tag, e] as const))(
    '%s: its descriptor names the parts its markup has and the CSS properties its CSS uses, each with one default',
    async (_tag, entry) => {
      const usage = await analyzeElement(entry);
      const d = entry.descriptor;
      expect(Object.keys(d.parts).sort(), 'parts (descriptor vs markup)').toEqual(usage.parts);
      expect(Object.keys(d.cssProperties).sort(), 'CSS properties (descriptor vs CSS)').toEqual(usage.cssProperties.map((p) => p.name));
      expect(Object.keys(d.slots).sort(), 'slots').toEqual(usage.slots);
      for (const p of usage.cssProperties) {
        expect(p.default, `${p.name} has a default (a :host declaration or a var() fallback)`).toBeTruthy();
        expect(p.fallbacks.length, `${p.name} falls back to one value: ${p.fallbacks.join(' | ')}`).toBeLessThanOrEqual(1);
      }
    },
  );

  it.each(entries.map((e) => [e.descriptor.tag] as const))('%s: the loader table loads the chunk that defines it', async (tag) => {
    await elements[tag]!();
    expect(customElements.get(tag)).toBeTruthy();
  });

  it('widget CSS sizes in em, never rem (rem follows the host page root font size, not the element)', () => {
    const css = readdirSync(join(ROOT, 'widgets'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    expect(css.length).toBeGreaterThan(10);
    const offenders = css.flatMap((f) =>
      readFileSync(join(ROOT, 'widgets', f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .flatMap((line, i) => (/\d(\.\d+)?rem\b/.test(line) ? [`widgets/${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('the loader table holds the elements and nothing else', () => {
    expect(Object.keys(elements).sort()).toEqual(entries.map((e) => e.descriptor.tag));
  });

  it("the hydrate table leaves out only the loader's default, interaction; a descriptor that says nothing is visible", () => {
    for (const { descriptor: d } of entries) {
      const on = d.hydrate ?? 'visible';
      expect(hydrateOn[d.tag], d.tag).toBe(on === LOADER_HYDRATE_DEFAULT ? undefined : on);
    }
  });

  it('the template table names each element with a <name>.template.ts (issue 39): the consultation button', async () => {
    expect(Object.keys(templates)).toEqual(entries.filter((e) => e.templateFile).map((e) => e.descriptor.tag));
    expect(Object.keys(templates)).toContain('medspa-consultation-button');
    expect(typeof (await templates['medspa-consultation-button']!()).stamp).toBe('function');
  });
});

describe('derived from a descriptor', () => {
  const root = mkdtempSync(join(tmpdir(), 'medspa-elements-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'widgets', 'demo'), { recursive: true });
  symlinkSync(join(ROOT, 'widgets', 'runtime'), join(root, 'widgets', 'runtime'));

  /** A fixture element whose one attribute, part and CSS property are named by the test. */
  function writeFixture(attr: string, part: string, prop: string) {
    const dir = join(root, 'widgets', 'demo');
    writeFileSync(
      join(dir, 'demo.contract.ts'),
      `import { defineElement } from '../runtime/contract';
export const demo = defineElement({
  tag: 'medspa-demo', summary: 'A fixture.',
  attributes: { '${attr}': { type: 'string', doc: 'The ${attr}.', default: 'hi' } },
  events: {}, parts: { '${part}': 'The box.' }, cssProperties: { '${prop}': 'A length.' }, slots: {},
});\n`,
    );
    writeFileSync(join(dir, 'demo.css'), `.box { width: var(${prop}, 12px); }\n`);
    writeFileSync(join(dir, 'Demo.tsx'), `export function Demo() { return <p className="box" part="${part}" />; }\n`);
    writeFileSync(
      join(dir, 'demo.define.ts'),
      `import { defineWidget } from '../runtime/define';
import { Demo } from './Demo';
import { demo } from './demo.contract';
import css from './demo.css?inline';
defineWidget(demo, Demo, [css]);\n`,
    );
    writeFileSync(
      join(dir, 'usage.ts'),
      `import type { ElementMapOf } from '../runtime/contract';
import type { demo } from './demo.contract';
declare global { interface HTMLElementTagNameMap extends ElementMapOf<typeof demo> {} }
document.createElement('medspa-demo').${attr.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())} = 'x';
export {};\n`,
    );
  }

  /** TypeScript errors of the fixture's usage file (the tag map entry is a type). */
  function typeErrors(): string[] {
    const program = ts.createProgram([join(root, 'widgets', 'demo', 'usage.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  async function derived() {
    const found = await collectElements(root);
    const manifest = await buildManifest(root);
    const decl = elementsOf(manifest)[0]!;
    return {
      tags: found.map((e) => e.descriptor.tag),
      loader: elementsModule(found, root),
      manifest: {
        attributes: decl.attributes.map((a) => a.name),
        parts: decl.cssParts.map((p) => p.name),
        props: decl.cssProperties,
      },
      storyControls: Object.values(elementMeta(found[0]!.descriptor).argTypes ?? {}).map((a) => (a as { name: string }).name),
      usage: await analyzeElement(found[0]!, root),
    };
  }

  it('a change of the descriptor shows in the loader table, the manifest, the tag map and the stories', async () => {
    writeFixture('greeting', 'box', '--medspa-demo-width');
    const before = await derived();
    expect(before.tags).toEqual(['medspa-demo']);
    expect(before.loader).toContain(`"medspa-demo": () => import(${JSON.stringify(join(root, 'widgets/demo/demo.define.ts'))})`);
    expect(before.manifest.attributes).toEqual(['greeting']);
    expect(before.manifest.parts).toEqual(['root', 'box']);
    expect(before.manifest.props).toEqual([{ name: '--medspa-demo-width', description: 'A length.', default: '12px' }]);
    expect(before.storyControls).toEqual(['greeting']);
    expect(typeErrors()).toEqual([]);

    writeFixture('salutation', 'panel', '--medspa-demo-size');
    const after = await derived();
    expect(after.manifest.attributes).toEqual(['salutation']);
    expect(after.manifest.parts).toEqual(['root', 'panel']);
    expect(after.manifest.props.map((p) => p.name)).toEqual(['--medspa-demo-size']);
    expect(after.storyControls).toEqual(['salutation']);
    expect(after.usage.parts).toEqual(['panel']);
    expect(typeErrors()).toEqual([]);
  });

  it('the tag map types the element from the descriptor: an undeclared property is an error', () => {
    writeFixture('greeting', 'box', '--medspa-demo-width');
    const usage = join(root, 'widgets', 'demo', 'usage.ts');
    writeFileSync(
      usage,
      `import type { ElementMapOf } from '../runtime/contract';
import type { demo } from './demo.contract';
declare global { interface HTMLElementTagNameMap extends ElementMapOf<typeof demo> {} }
document.createElement('medspa-demo').salutation = 'x';
export {};\n`,
    );
    expect(typeErrors().join('\n')).toMatch(/Property 'salutation' does not exist/);
  });
});

describe('the theme tokens', () => {
  const theme = themeProperties();
  const tokens = Object.keys(themeContract.cssProperties);
  let built: ReturnType<typeof buildManifest> | undefined;
  const manifestOnce = () => (built ??= buildManifest());

  it('theme.contract.ts documents exactly the --medspa-* properties of theme.css, each with one default', () => {
    expect(tokens.length).toBeGreaterThan(10);
    expect([...tokens].sort()).toEqual(theme.map((p) => p.name).sort());
    for (const p of theme) {
      expect(p.default, `${p.name} has a default`).toBeTruthy();
      expect(p.fallbacks.length, `${p.name} falls back to one value: ${p.fallbacks.join(' | ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('every token is read by some widget CSS (a token that changes nothing is not published)', () => {
    const css = readdirSync(join(ROOT, 'widgets'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(ROOT, 'widgets', f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
      .join('\n');
    expect(tokens.filter((name) => !new RegExp(`var\\(\\s*${name}\\s*[,)]`).test(css))).toEqual([]);
  });

  it('the manifest lists them once, in a declaration with no tag, with the defaults of theme.css; each element lists only its own; the readme names no repository file', async () => {
    const manifest = await manifestOnce();
    const declarations = manifest.modules.flatMap((m): ManifestDeclaration[] => m.declarations);
    const themes = declarations.filter((d) => !d.customElement);
    expect(themes.map((d) => d.name)).toEqual([THEME_DECLARATION]);
    expect(themes[0]!.cssProperties).toEqual(
      tokens.map((name) => ({
        name,
        description: themeContract.cssProperties[name as keyof typeof themeContract.cssProperties],
        default: theme.find((p) => p.name === name)!.default,
      })),
    );
    for (const decl of elementsOf(manifest)) {
      const own = entries.find((e) => e.descriptor.tag === decl.tagName)!.descriptor.cssProperties;
      expect(
        decl.cssProperties.map((p) => p.name),
        decl.tagName,
      ).toEqual(Object.keys(own));
    }
    expect(manifest.readme).toContain(THEME_DECLARATION);
    expect(manifest.readme).toContain('theme.css beside this file');
    expect(manifest.readme).not.toMatch(/widgets\/runtime|(?<!\.d)\.tsx?\b|\bscripts\//);
    expect(manifest.readme).not.toContain(THEME_CSS);
  });

  it('theme.css (/widgets/theme.css) sets every token to its default on every element', async () => {
    const manifest = await manifestOnce();
    const sheet = themeStylesheet(manifest);
    const rule = /\n([a-z-,\s]+)\{([^}]*)\}\s*$/.exec(sheet)!;
    expect(rule[1]!.split(',').map((t) => t.trim())).toEqual(entries.map((e) => e.descriptor.tag));
    const declared = [...rule[2]!.matchAll(/^\s*(--medspa-[\w-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2]]);
    expect(declared).toEqual(theme.map((p) => [p.name, p.default]).sort((a, b) => tokens.indexOf(a[0]!) - tokens.indexOf(b[0]!)));
  });
});
