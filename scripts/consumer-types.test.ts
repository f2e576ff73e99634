/**
 * medspa-widgets.d.ts as the people who embed the widgets use it: generated from the descriptors (no build needed),
 * written beside tiny consumer projects, a React 19 TSX page, a plain DOM script, a Vue 3 and a Svelte 5 project
 * (each with only its own framework's package), and compiled with the repo's TypeScript. Correct use compiles
 * (objects for JSON props); an unknown attribute, a wrong attribute type, a wrong JSON shape or a wrong detail
 * property is an error. And each event's published detail text, and each JSON attribute's published shape, is the
 * type the widget's code declares (`event<Detail>()`, `json<Value>()`), so the two cannot drift apart.
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { collectElements, ROOT } from './elements';
import { elementTypesOf, TYPES_FILE } from './element-types';
import { tempDir } from './test-helpers';
import { nextFrameworkSnippet, reactFrameworkSnippet } from '../site/catalogue/snippets';

const entries = await collectElements();
const tmp = tempDir('consumer-types');
afterAll(() => tmp.remove());
const types = elementTypesOf(entries);

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  // Not skipLibCheck: the generated file itself must be free of errors.
  skipLibCheck: false,
};

/** Each file's errors, by file name; the d.ts sits in the project, as a consumer copies it. */
function compile(dir: string, files: Record<string, string>, extra: ts.CompilerOptions = {}): Record<string, string[]> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, TYPES_FILE), types);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const roots = Object.keys(files).map((f) => join(dir, f));
  const program = ts.createProgram(roots, { ...options, ...extra });
  // The project's own files and the d.ts only: the drift check's imports of the widgets' code are typechecked
  // elsewhere (npm run typecheck), and checking them here would cost seconds.
  const checked = [...roots, join(dir, TYPES_FILE)].flatMap((f) => program.getSourceFile(f) ?? []);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ];
  const out: Record<string, string[]> = {};
  for (const d of diagnostics) {
    const file = d.file ? d.file.fileName.replace(`${tmp.dir}/`, '') : '(options)';
    (out[file] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return out;
}

const reference = `/// <reference path="./${TYPES_FILE}" />\n`;

/** The consumer's own node_modules: only the packages it names (the repo's copies), as its app would have them. */
function install(dir: string, packages: string[]) {
  for (const name of packages) {
    mkdirSync(join(dir, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(realpathSync(join(ROOT, 'node_modules', name)), join(dir, 'node_modules', name));
  }
}

// Each case compiles a program with the DOM's types: seconds each on a busy machine.
describe('medspa-widgets.d.ts', { timeout: 60_000 }, () => {
  it('types a React 19 page: attributes by their names, events as on<event-name> with CustomEvent<Detail>', () => {
    const dir = join(tmp.dir, 'react-app');
    // Only React's types, as a Vite + React 19 app has them: no Vue, no Svelte, and still no error in the d.ts.
    install(dir, ['@types/react']);
    const errors = compile(
      dir,
      {
        'App.tsx': `${reference}import { useRef } from 'react';
export function App() {
  const buy = useRef<MedspaBuyButtonElement>(null);
  const outcomes: ('sent' | 'notification-failed')[] = [];
  return (
    <main className="page">
      <medspa-buy-button ref={buy} product="Bio Cleanse" layout="button" label="Buy the set" heading-level={3} className="cta" style={{ margin: 0 }} />
      <medspa-consultation-button key="c" label="Book" variant="outline" class="x" slot="end" part="cta"
        onconsultation-submitted={(e) => outcomes.push(e.detail.outcome)} />
      <medspa-contact-form heading="Write to us" oncontact-submitted={(e) => console.log(e.type)} />
      <medspa-store heading-level="1" id="store" />
      <medspa-news-ticker label="News"><span>children</span></medspa-news-ticker>
      <medspa-benefit-cards cards={[{ title: 'Less downtime', text: 'Back to work the next day.' }]} intro="Why PRP" />
      <medspa-benefit-cards cards='[{"title":"Natural","text":"Your own plasma."}]' />
    </main>
  );
}
`,
        'Wrong.tsx': `${reference}export const wrong = [
  <medspa-buy-button lable="Buy" />,
  <medspa-buy-button heading-level={true} />,
  <medspa-consultation-button onconsultation-submitted={(e) => e.detail.outcom} />,
  <medspa-benefit-cards cards={[{ title: 'No text' }]} />,
];
`,
      },
      { jsx: ts.JsxEmit.ReactJSX, types: ['react'] },
    );
    expect(errors['react-app/App.tsx'] ?? []).toEqual([]);
    expect(errors[`react-app/${TYPES_FILE}`] ?? []).toEqual([]);
    const wrong = errors['react-app/Wrong.tsx'] ?? [];
    expect(wrong.join('\n')).toMatch(/Property 'lable' does not exist/);
    expect(wrong.join('\n')).toMatch(/Type 'boolean' is not assignable to type 'string \| number/);
    expect(wrong.join('\n')).toMatch(
      /Property 'outcom' does not exist on type '\{ outcome: "sent" \| "notification-failed"; attribution\?: \{ utm_source\?: string/,
    );
    expect(wrong.join('\n')).toMatch(
      /Property 'text' is missing in type '\{ title: string; \}' but required in type '\{ title: string; text: string; \}'/,
    );
    expect(wrong).toHaveLength(4);
  });

  it('types plain DOM code: querySelector gives the element, addEventListener the CustomEvent<Detail>, without React installed', () => {
    // skipLibCheck as in Vite's vanilla-ts template: without @types/react, the file's React part is unresolved.
    const errors = compile(
      join(tmp.dir, 'dom-page'),
      {
        'page.ts': `${reference}const button = document.querySelector('medspa-consultation-button');
if (button) {
  button.label = 'Book a free consultation';
  button.addEventListener('consultation-submitted', (e) => {
    const outcome: 'sent' | 'notification-failed' = e.detail.outcome;
    console.log(outcome);
  });
}
document.addEventListener('contact-submitted', (e) => console.log(e.detail));
const blog = document.createElement('medspa-blog');
blog.headingLevel = 2;
const cards = document.createElement('medspa-benefit-cards');
cards.cards = [{ title: 'Less downtime', text: 'Back to work the next day.' }];
cards.cards = '[{"title":"Natural","text":"Your own plasma."}]';
export {};
`,
        'wrong.ts': `${reference}const button = document.querySelector('medspa-consultation-button')!;
button.addEventListener('consultation-submitted', (e) => e.detail.outcom);
document.createElement('medspa-blog').headingLevel = '2';
document.createElement('medspa-benefit-cards').cards = [{ heading: 'x', text: 'y' }];
export {};
`,
      },
      { skipLibCheck: true },
    );
    expect(errors['dom-page/page.ts'] ?? []).toEqual([]);
    const wrong = errors['dom-page/wrong.ts'] ?? [];
    expect(wrong.join('\n')).toMatch(/Property 'outcom' does not exist/);
    expect(wrong.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(wrong.join('\n')).toMatch(/'heading' does not exist in type '\{ title: string; text: string; \}'/);
    expect(wrong).toHaveLength(3);
  });

  it('types a Vue 3 project: the elements are global components, props by property name and events as on<EventName>', () => {
    const dir = join(tmp.dir, 'vue-app');
    install(dir, ['vue']);
    // What vue-tsc checks a template against: a global component's instance \`$props\` (\`:cards\`, \`@consultation-submitted\`).
    const helpers = `${reference}import type { Component, GlobalComponents } from 'vue';
type PropsOf<C> = C extends new () => { $props: infer P } ? P : never;
export const use = <K extends keyof GlobalComponents>(_tag: K, props: PropsOf<GlobalComponents[K]>) => props;
export type { Component, GlobalComponents };
`;
    const errors = compile(
      dir,
      {
        'helpers.ts': helpers,
        'app.ts': `import { use, type Component, type GlobalComponents } from './helpers';
use('medspa-benefit-cards', { cards: [{ title: 'Less downtime', text: 'Back to work the next day.' }], class: 'benefits' });
use('medspa-benefit-cards', { cards: '[]' });
use('medspa-consultation-button', { label: 'Book', onConsultationSubmitted: (e) => console.log(e.detail.outcome) });
use('medspa-blog', { headingLevel: 2, postUrl: '/news/{id}' });
use('medspa-blog', { headingLevel: '2' });
// A template ref is the element; the tags are components to Vue's types, beside Vue's own.
const ref: MedspaBenefitCardsElement = new (null as unknown as GlobalComponents['medspa-benefit-cards'])();
const components: Component[] = [null as unknown as GlobalComponents['medspa-store'], null as unknown as GlobalComponents['Teleport']];
export { ref, components };
`,
        'wrong.ts': `import { use } from './helpers';
use('medspa-benefit-cards', { cards: [{ title: 1, text: 'x' }] });
use('medspa-consultation-button', { onConsultationSubmitted: (e) => e.detail.outcom });
use('medspa-buy-button', { lable: 'Buy' });
`,
      },
      // As Vite's vue-ts template (its app has no React): the React part of the d.ts is not checked.
      { skipLibCheck: true },
    );
    expect(errors['vue-app/helpers.ts'] ?? []).toEqual([]);
    expect(errors['vue-app/app.ts'] ?? []).toEqual([]);
    const wrong = (errors['vue-app/wrong.ts'] ?? []).join('\n');
    expect(wrong).toMatch(/Type 'number' is not assignable to type 'string'/);
    expect(wrong).toMatch(/Property 'outcom' does not exist/);
    expect(wrong).toMatch(/'lable' does not exist/);
    expect(errors['vue-app/wrong.ts']).toHaveLength(3);
  });

  it('types a Svelte 5 project: svelte/elements and svelteHTML list the elements, attributes by name and on<event-name>', () => {
    const dir = join(tmp.dir, 'svelte-app');
    install(dir, ['svelte']);
    // What svelte-check checks markup against: svelte/elements, and svelteHTML (its language server loads svelte-html.d.ts).
    const helpers = `${reference}/// <reference path="./node_modules/svelte/svelte-html.d.ts" />
import type { SvelteHTMLElements } from 'svelte/elements';
export const use = <K extends keyof SvelteHTMLElements>(_tag: K, props: SvelteHTMLElements[K]) => props;
export const intrinsic = <K extends keyof svelteHTML.IntrinsicElements>(_tag: K, props: svelteHTML.IntrinsicElements[K]) => props;
`;
    const errors = compile(
      dir,
      {
        'helpers.ts': helpers,
        'app.ts': `import { intrinsic, use } from './helpers';
use('medspa-benefit-cards', { cards: [{ title: 'Less downtime', text: 'Back to work the next day.' }], class: 'benefits' });
use('medspa-benefit-cards', { cards: '[]', onclick: (e) => e.currentTarget.cards });
use('medspa-consultation-button', { label: 'Book', 'onconsultation-submitted': (e) => console.log(e.detail.outcome) });
intrinsic('medspa-blog', { 'heading-level': 2, 'post-url': '/news/{id}' });
`,
        'wrong.ts': `import { intrinsic, use } from './helpers';
use('medspa-benefit-cards', { cards: [{ title: 1, text: 'x' }] });
use('medspa-consultation-button', { 'onconsultation-submitted': (e) => e.detail.outcom });
intrinsic('medspa-buy-button', { lable: 'Buy' });
`,
      },
      { skipLibCheck: true },
    );
    expect(errors['svelte-app/helpers.ts'] ?? []).toEqual([]);
    expect(errors['svelte-app/app.ts'] ?? []).toEqual([]);
    const wrong = (errors['svelte-app/wrong.ts'] ?? []).join('\n');
    expect(wrong).toMatch(/Type 'number' is not assignable to type 'string'/);
    expect(wrong).toMatch(/Property 'outcom' does not exist/);
    expect(wrong).toMatch(/'lable' does not exist/);
    expect(errors['svelte-app/wrong.ts']).toHaveLength(3);
  });

  it("the install page's React and Next.js snippets compile against it, as written", () => {
    const dir = join(tmp.dir, 'react-snippets');
    install(dir, ['@types/react']);
    const bundle = {
      loaderUrl: 'https://clinic.example/widgets/v1/loader.js',
      integrity: 'sha384-X',
      typesUrl: 'https://clinic.example/t.d.ts',
    };
    // The Next.js snippet is three files, each introduced by its path.
    const next = nextFrameworkSnippet(bundle).split(/\n\n(?=\/\/ app\/)/);
    expect(next).toHaveLength(3);
    const files = { 'Benefits.tsx': reactFrameworkSnippet(bundle), 'layout.tsx': next[0]!, 'page.tsx': next[1]!, 'book.tsx': next[2]! };
    const errors = compile(dir, Object.fromEntries(Object.entries(files).map(([name, text]) => [name, `${reference}${text}\n`])), {
      jsx: ts.JsxEmit.ReactJSX,
      types: ['react'],
    });
    expect(errors).toEqual({});
  });

  it('the whole file compiles with React, Vue and Svelte installed, without skipLibCheck', () => {
    const dir = join(tmp.dir, 'all-frameworks');
    install(dir, ['@types/react', 'vue', 'svelte']);
    const errors = compile(dir, { 'page.ts': `${reference}export {};\n` }, { types: ['react'] });
    expect(errors).toEqual({});
  });

  it("each event's published detail and each JSON attribute's published shape is the type the widget's code declares", () => {
    // What the manifest and the d.ts publish (an event's detail, a JSON attribute's shape), beside where the code declares its type.
    const texts = entries.flatMap((entry) => [
      ...Object.entries(entry.descriptor.events).map(([name, spec]) => ({
        entry,
        path: `['events']['${name}']`,
        of: 'DetailOf',
        text: spec.detail,
      })),
      ...Object.entries(entry.descriptor.attributes).flatMap(([name, spec]) =>
        spec.type === 'json' && spec.shape ? [{ entry, path: `['attributes']['${name}']`, of: 'ValueOf', text: spec.shape }] : [],
      ),
    ]);
    expect(texts.map((t) => t.path)).toEqual(expect.arrayContaining(["['events']['consultation-submitted']", "['attributes']['cards']"]));
    const check = ({ entry, path, of, text }: (typeof texts)[number], i: number) =>
      `import type * as m${i} from ${JSON.stringify(join(ROOT, entry.contractFile))};
export const same${i}: Same<${of}<Extract<(typeof m${i})[keyof typeof m${i}], { tag: '${entry.descriptor.tag}' }>${path}>, ${text}> = true;`;
    const header = `import type { EventSpec, ValueOf } from ${JSON.stringify(join(ROOT, 'widgets/runtime/contract'))};
type DetailOf<E> = E extends EventSpec<infer D> ? D : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
`;
    const consultation = texts.find((t) => t.path === "['events']['consultation-submitted']")!;
    const cards = texts.find((t) => t.path === "['attributes']['cards']")!;
    const errors = compile(join(tmp.dir, 'drift'), {
      'check.ts': header + texts.map(check).join('\n') + '\n',
      // Published texts that have drifted from the code's types.
      'drifted.ts':
        header +
        [check({ ...consultation, text: "{ outcome: 'sent' }" }, 0), check({ ...cards, text: '{ title: string }[]' }, 1)].join('\n') +
        '\n',
    });
    expect(errors['drift/check.ts'] ?? []).toEqual([]);
    expect(errors['drift/drifted.ts']).toEqual([
      "Type 'true' is not assignable to type 'false'.",
      "Type 'true' is not assignable to type 'false'.",
    ]);
  });
});
