/**
 * /widgets/<tag>, one page per element of the manifest: the live element (in its frame page, ./frame-page.tsx), a
 * control per attribute and per CSS custom property, a log of its events as they fire, its parts and slots, and the
 * HTML and React snippets (./script.ts runs the controls, the log and the copy buttons).
 */
import type { PageBody, PageContext, Route } from '../render/page';
import { attributeKind, type Catalogue, type CatalogueElement, type CemItem } from './catalogue';
import { bareUse, catalogueHead as head, catalogueOf, CopyStatus, samplesOf, Section, Snippet, SubpageIntro, Tag } from './parts';
import { elementPath, framePath, INSTALL_PATH } from './paths';
import { htmlSnippet, reactSnippet, type ElementUse } from './snippets';

const controlId = (prefix: string, name: string) => `${prefix}-${name.replace(/^-+/, '')}`;

function Doc({ id, item, extra }: { id: string; item: CemItem; extra?: string }) {
  return (
    <p id={id} className="catalogue__doc">
      {item.description}
      {extra ? ` ${extra}` : ''}
    </p>
  );
}

function AttributeControl({ a, sample }: { a: CemItem; sample?: string }) {
  const id = controlId('attr', a.name);
  const initial = sample ?? a.default ?? '';
  const type = attributeKind(a);
  const data = { 'data-attribute': a.name, 'data-type': type, 'data-default': a.default ?? '' };
  const described = { 'aria-describedby': `${id}-doc` };
  return (
    <div className={`catalogue__control${type === 'boolean' ? ' catalogue__control--check' : ''}`}>
      {type === 'boolean' ? <input id={id} type="checkbox" defaultChecked={a.default === 'true'} {...data} {...described} /> : null}
      <label htmlFor={id}>
        <code>{a.name}</code> <span className="muted">({type === 'json' ? `JSON: ${a.type?.text}` : type})</span>
      </label>
      {type === 'json' ? (
        <textarea id={id} rows={3} defaultValue={initial} spellCheck={false} {...data} {...described} />
      ) : type === 'number' ? (
        <input id={id} type="number" defaultValue={initial} {...data} {...described} />
      ) : type === 'boolean' ? null : (
        <input id={id} type="text" defaultValue={initial} spellCheck={false} {...data} {...described} />
      )}
      <Doc id={`${id}-doc`} item={a} />
    </div>
  );
}

function CssControl({ p, prefix }: { p: CemItem; prefix: string }) {
  const id = controlId(prefix, p.name);
  return (
    <div className="catalogue__control">
      <label htmlFor={id}>
        <code>{p.name}</code>
      </label>
      <input
        id={id}
        type="text"
        defaultValue={p.default ?? ''}
        spellCheck={false}
        data-css-property={p.name}
        data-default={p.default ?? ''}
        aria-describedby={`${id}-doc`}
      />
      <Doc id={`${id}-doc`} item={p} extra={p.default ? undefined : 'No default of its own (inherits or computed).'} />
    </div>
  );
}

/** A definition list of manifest items; `events` marks each as an event the page script listens to. */
function Reference({ items, empty, events }: { items: CemItem[] | undefined; empty: string; events?: boolean }) {
  if (!items?.length) return <p className="muted">{empty}</p>;
  return (
    <dl className="catalogue__reference">
      {items.map((i) => (
        <div key={i.name} {...(events ? { 'data-event': i.name } : {})}>
          <dt>
            <code>{i.name || '(default slot)'}</code>
            {i.type ? <span className="muted"> {i.type.text}</span> : null}
          </dt>
          <dd>{i.description}</dd>
        </div>
      ))}
    </dl>
  );
}

function Preview({ tag }: { tag: string }) {
  return (
    <Section id="preview" title="Preview">
      {/* The element's frame page (the iframe fallback's): fixed-position widgets and a second navbar or footer stay
          inside it, apart from this page's own. ./script.ts drives it (same origin). */}
      <iframe className="catalogue__frame" src={framePath(tag)} title={`Live preview of <${tag}>`} data-preview-frame="" />
    </Section>
  );
}

function Attributes({ attributes, samples }: { attributes: CemItem[]; samples: Record<string, string> }) {
  return (
    <Section id="attributes" title="Attributes" bare>
      {attributes.length ? (
        attributes.map((a) => <AttributeControl key={a.name} a={a} sample={samples[a.name]} />)
      ) : (
        <p className="muted">No attributes.</p>
      )}
    </Section>
  );
}

function Theme({ props, tokens }: { props: CemItem[]; tokens: CemItem[] }) {
  return (
    <Section id="theme" title="Theme" bare>
      <p>CSS custom properties, set on the element.</p>
      {props.length ? props.map((p) => <CssControl key={p.name} p={p} prefix="css" />) : <p className="muted">No properties of its own.</p>}
      {tokens.length ? (
        <>
          <h3>Theme tokens (every element)</h3>
          {tokens.map((p) => (
            <CssControl key={p.name} p={p} prefix="token" />
          ))}
        </>
      ) : null}
    </Section>
  );
}

function Events({ events }: { events: CemItem[] }) {
  return (
    <Section id="events" title="Events">
      <Reference items={events} empty="This element fires no events." events />
      {events.length ? (
        <>
          <h3 id="log-heading">Event log</h3>
          <div role="log" aria-labelledby="log-heading">
            <ol className="catalogue__log" data-event-log="" />
          </div>
          <p className="muted" data-log-empty="">
            No events yet: use the preview.
          </p>
        </>
      ) : null}
    </Section>
  );
}

function UseIt({ c, use }: { c: Catalogue; use: ElementUse }) {
  return (
    <Section id="use" title="Use it">
      <p>The snippets follow the controls. The script tag loads version {c.version}; its address never changes.</p>
      <Snippet id="snippet-html" label="HTML" text={htmlSnippet(c.bundle, use)} />
      <Snippet id="snippet-react" label="React" text={reactSnippet(c.bundle, use)} />
      <CopyStatus />
      <p>
        <a href={INSTALL_PATH}>Install notes</a> (React, Next.js, Vue, Svelte, Angular, WordPress, Webflow, Squarespace, iframe fallback).
      </p>
    </Section>
  );
}

function PartsAndSlots({ el }: { el: CatalogueElement }) {
  return (
    <Section id="parts" title="Parts and slots">
      <h3>Parts</h3>
      <p>
        Style them with <code>::part()</code>.
      </p>
      <Reference items={el.cssParts} empty="No parts." />
      <h3>Slots</h3>
      <Reference items={el.slots} empty="No slots." />
    </Section>
  );
}

export function renderElementPage(el: CatalogueElement, ctx: PageContext): PageBody {
  const c = catalogueOf(ctx);
  const samples = samplesOf(ctx, el.tagName);
  const content = (
    <>
      <SubpageIntro title={<Tag tag={el.tagName} />}>{el.description}</SubpageIntro>
      <div
        className="container catalogue"
        data-catalogue-element={el.tagName}
        data-loader={c.bundle.loaderUrl}
        data-integrity={c.bundle.integrity ?? ''}
        data-types={c.bundle.typesUrl}
      >
        <Preview tag={el.tagName} />
        <div className="catalogue__grid">
          <Attributes attributes={el.attributes ?? []} samples={samples} />
          <Theme props={el.cssProperties ?? []} tokens={c.tokens} />
        </div>
        <Events events={el.events ?? []} />
        <UseIt c={c} use={bareUse(el, samples)} />
        <PartsAndSlots el={el} />
      </div>
    </>
  );
  return { content, head: head(ctx) };
}

/** One page per element of the manifest. */
export function elementRoutes(ctx: PageContext): Route[] {
  return catalogueOf(ctx).elements.map((el) => ({
    path: elementPath(el.tagName),
    page: `catalogue/element-page.tsx (${el.tagName})`,
    render: (c) => renderElementPage(el, c),
    title: `<${el.tagName}> widget`,
    description: el.description ?? '',
    sitemap: false,
  }));
}
