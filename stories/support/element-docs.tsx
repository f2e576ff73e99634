/**
 * The docs page of an element (autodocs, .storybook/preview.tsx): its summary, the first story with its controls,
 * then its public contract as tables (attributes and properties, events, parts, CSS custom properties, slots) read
 * from custom-elements.json, which the build derives from the descriptor, and links to each of its states.
 * Storybook's own tables read React props, not a custom element's contract.
 *
 * The other states are links, not inline: every story sets the page's one fake backend (StoryShell), so
 * several on one page would answer each other's requests.
 */
import type { ReactNode } from 'react';
import { Controls, Description, DocsPage, Primary, Title, useOf } from '@storybook/addon-docs/blocks';
import manifest from 'virtual:medspa-manifest';
import { camelCase } from '../../widgets/runtime/contract';

type Declaration = (typeof manifest)['modules'][number]['declarations'][number];

/** The manifest's declaration of a tag. */
export function declarationOf(tag: string): Declaration {
  const found = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag);
  if (!found) throw new Error(`custom-elements.json has no <${tag}>`);
  return found;
}

function Table({ caption, head, rows, none }: { caption: string; head: string[]; rows: ReactNode[][]; none: string }) {
  const id = `contract-${caption.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} data-contract={id.slice('contract-'.length)}>
      <h2 id={id}>{caption}</h2>
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <table>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const code = (text: string | undefined) => (text === undefined ? '' : <code>{text}</code>);

/** The element's contract, one table per section of its descriptor. */
export function ElementContract({ tag }: { tag: string }) {
  const d = declarationOf(tag);
  return (
    <div data-element={tag}>
      <Table
        caption="Attributes"
        head={['Attribute', 'Property', 'Type', 'Default', 'Description']}
        rows={d.attributes.map((a) => [code(a.name), code(camelCase(a.name)), code(a.type?.text), code(a.default), a.description])}
        none="None."
      />
      <Table
        caption="Events"
        head={['Event', 'Type', 'Description']}
        rows={d.events.map((e) => [code(e.name), code(e.type?.text), e.description])}
        none="None: this element fires no events of its own."
      />
      <Table caption="Parts" head={['Part', 'Description']} rows={d.cssParts.map((p) => [code(p.name), p.description])} none="None." />
      <Table
        caption="CSS custom properties"
        head={['Property', 'Default', 'Description']}
        rows={d.cssProperties.map((p) => [code(p.name), code(p.default), p.description])}
        none="None of its own; the theme's --medspa-* tokens apply."
      />
      <Table
        caption="Slots"
        head={['Slot', 'Description']}
        rows={d.slots.map((s) => [code(s.name || '(default)'), s.description])}
        none="None."
      />
    </div>
  );
}

/** Links to every story of the file, with its description. */
function States() {
  const { csfFile } = useOf('meta', ['meta']);
  // In the file's order, as in the sidebar (the stories object is sorted by id).
  const order = (csfFile.moduleExports.__namedExportsOrder as string[] | undefined) ?? [];
  const rank = (s: (typeof csfFile.stories)[string]) => order.findIndex((name) => csfFile.moduleExports[name] === s.moduleExport);
  const stories = Object.values(csfFile.stories).sort((a, b) => rank(a) - rank(b));
  return (
    <section aria-labelledby="contract-states">
      <h2 id="contract-states">States</h2>
      <ul>
        {stories.map((s) => {
          const text = (s.parameters?.docs as { description?: { story?: string } } | undefined)?.description?.story;
          return (
            <li key={s.id}>
              {/* The manager's address of the story, opened in the whole window (this page is in its iframe). */}
              <a href={`./?path=/story/${s.id}`} target="_top">
                {s.name}
              </a>
              {text ? `: ${text}` : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The docs page: an element's (when the meta names one, see elementMeta) or Storybook's default. */
export function ElementDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.parameters.element as string | undefined;
  if (!tag) return <DocsPage />;
  return (
    <>
      <Title />
      <Description />
      {/* A section heading above the story: the element's own headings (h2, h3) follow it in order. */}
      <h2>Preview</h2>
      <Primary />
      <Controls />
      <ElementContract tag={tag} />
      <States />
    </>
  );
}
