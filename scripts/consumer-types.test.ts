/**
 * medspa-widgets.d.ts as the people who embed the widgets use it: generated from the descriptors (no build needed),
 * written beside two tiny consumer projects, a React 19 TSX page and a plain DOM script, and compiled with the
 * repo's TypeScript (and @types/react for the React one). Correct use compiles; an unknown attribute, a wrong
 * attribute type or a wrong detail property is an error. And each event's published detail text is the type the
 * widget's code declares (`event<Detail>()`), so the two cannot drift apart.
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { collectElements, ROOT } from './elements';
import { elementTypesOf, TYPES_FILE } from './element-types';
import { tempDir } from './test-helpers';

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

describe('medspa-widgets.d.ts', () => {
  it('types a React 19 page: attributes by their names, events as on<event-name> with CustomEvent<Detail>', () => {
    const dir = join(tmp.dir, 'react-app');
    // The consumer's own node_modules: only React's types, as a Vite + React 19 app has them.
    mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
    symlinkSync(realpathSync(join(ROOT, 'node_modules', '@types', 'react')), join(dir, 'node_modules', '@types', 'react'));
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
    </main>
  );
}
`,
        'Wrong.tsx': `${reference}export const wrong = [
  <medspa-buy-button lable="Buy" />,
  <medspa-buy-button heading-level={true} />,
  <medspa-consultation-button onconsultation-submitted={(e) => e.detail.outcom} />,
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
    expect(wrong).toHaveLength(3);
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
export {};
`,
        'wrong.ts': `${reference}const button = document.querySelector('medspa-consultation-button')!;
button.addEventListener('consultation-submitted', (e) => e.detail.outcom);
document.createElement('medspa-blog').headingLevel = '2';
export {};
`,
      },
      { skipLibCheck: true },
    );
    expect(errors['dom-page/page.ts'] ?? []).toEqual([]);
    const wrong = errors['dom-page/wrong.ts'] ?? [];
    expect(wrong.join('\n')).toMatch(/Property 'outcom' does not exist/);
    expect(wrong.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(wrong).toHaveLength(2);
  });

  it("each event's published detail is the type the widget's code declares", () => {
    const events = entries.flatMap((e) =>
      Object.entries(e.descriptor.events).map(([name, spec]) => ({ entry: e, name, detail: spec.detail })),
    );
    expect(events.map((e) => e.name)).toContain('consultation-submitted');
    const check = ({ entry, name, detail }: (typeof events)[number], i: number) =>
      `import type * as m${i} from ${JSON.stringify(join(ROOT, entry.contractFile))};
export const same${i}: Same<DetailOf<Extract<(typeof m${i})[keyof typeof m${i}], { tag: '${entry.descriptor.tag}' }>['events']['${name}']>, ${detail}> = true;`;
    const header = `import type { EventSpec } from ${JSON.stringify(join(ROOT, 'widgets/runtime/contract'))};
type DetailOf<E> = E extends EventSpec<infer D> ? D : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
`;
    const consultation = events.find((e) => e.name === 'consultation-submitted')!;
    const errors = compile(join(tmp.dir, 'drift'), {
      'check.ts': header + events.map(check).join('\n') + '\n',
      // A published text that has drifted from the code's type.
      'drifted.ts': header + check({ ...consultation, detail: "{ outcome: 'sent' }" }, 0) + '\n',
    });
    expect(errors['drift/check.ts'] ?? []).toEqual([]);
    expect(errors['drift/drifted.ts']).toEqual(["Type 'true' is not assignable to type 'false'."]);
  });
});
