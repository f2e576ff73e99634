/**
 * The widget catalogue's pages (issue 19), made at build time from the bundle's custom-elements.json (./catalogue.ts):
 * - /widgets: every element (tag, summary, its events) and the versioned script tag with its SRI hash;
 * - /widgets/<tag>: the live element (in its frame page, below), a control per attribute and per CSS custom
 *   property, a log of its events as they fire, its parts and slots, and the HTML and React snippets
 *   (./page.ts runs the controls, the log and the copy buttons);
 * - /widgets/install: WordPress, Webflow, Squarespace and the iframe fallback.
 * JSX escapes every value.
 */
import type { ReactNode } from 'react';
import type { PageBody, PageContext, Route } from '../render/page';
import { attributeKind, type Catalogue, type CatalogueElement, type CemItem } from './catalogue';
import {
  angularFrameworkSnippet,
  FRAMEWORK_EXAMPLE,
  htmlSnippet,
  nextFrameworkSnippet,
  NONCE_PLACEHOLDER,
  reactFrameworkSnippet,
  reactSnippet,
  scriptTag,
  strictCsp,
  svelteFrameworkSnippet,
  vueConfigSnippet,
  vueFrameworkSnippet,
  type ElementUse,
} from './snippets';
import { apiSnippet, frameSnippet, ownTriggerSnippet } from './snippets';
import { CAMPAIGN_EXAMPLE, CAMPAIGN_FIELDS, CAMPAIGN_QUERY } from './campaigns';
import { renderHtml } from '../render/html';
import { ConfigBlock, headHtml } from '../render/layout';
// The manifest's tags are the elements' own (custom-elements.json is made from the same descriptors).
import type { WidgetTag } from '../render/widget';
import { FRAME_PATH } from '../../widgets/runtime/frame-messages';

export const CATALOGUE_PATH = '/widgets';
export const INSTALL_PATH = '/widgets/install';
export const elementPath = (tag: string) => `${CATALOGUE_PATH}/${tag}`;
/** Where the iframe fallback's pages live: one per element, only the element, allowed in frames (site/host/headers.ts). */
export { FRAME_PATH };
export const framePath = (tag: string) => `${FRAME_PATH}/${tag}`;
/** The frame pages' own script (site/catalogue/frame-child.ts, bundled by the site build). */
export const FRAME_CHILD_SCRIPT = 'assets/frame-child.js';

function catalogueOf(ctx: PageContext): Catalogue {
  if (!ctx.catalogue) throw new Error('the widget catalogue needs ctx.catalogue (site/build/catalogue.ts)');
  return ctx.catalogue;
}

/**
 * The page's script and stylesheet, for the <head>, and the origin the build wrote into the snippets (SITE_URL's):
 * the page's script names the origin that serves the page instead (site/catalogue/page.ts, issue 30).
 */
const head = (ctx: PageContext) => [
  <link rel="stylesheet" href={ctx.asset('assets/catalogue.css')} />,
  <script type="module" src={ctx.asset('assets/catalogue.js')} />,
  <meta name="medspa-build-origin" content={new URL(ctx.siteUrl).origin} />,
];

const Tag = ({ tag }: { tag: string }) => <code>&lt;{tag}&gt;</code>;

function Snippet({ id, label, text, level = 3 }: { id: string; label: string; text: string; level?: 3 | 4 }) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <div className="catalogue__snippet">
      <Heading id={`${id}-heading`}>{label}</Heading>
      <pre aria-labelledby={`${id}-heading`}>
        <code id={id}>{text}</code>
      </pre>
      <button type="button" className="btn btn--outline" data-copy={id}>
        Copy {label}
      </button>
    </div>
  );
}

const CopyStatus = () => <p className="catalogue__status" role="status" data-copy-status="" />;

export function renderCatalogue(ctx: PageContext): PageBody {
  const c = catalogueOf(ctx);
  const content = (
    <>
      <section className="section page-intro">
        <div className="container">
          <h1>Widget catalogue</h1>
          <p className="lead">
            Every element of the clinic&apos;s widget kit, version {c.version}: open one to try it live, change its attributes and theme,
            watch its events and copy its snippet.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="start-heading">
        <div className="container catalogue">
          <h2 id="start-heading">Get started</h2>
          <p>
            One script tag per page, then any element below. This address never changes, and the browser checks the file against its hash.
          </p>
          <Snippet id="snippet-script" label="Script tag" text={scriptTag(c.bundle)} />
          <CopyStatus />
          <p>
            <a href={INSTALL_PATH}>Install notes for frameworks, WordPress, Webflow, Squarespace and an iframe fallback</a>. Published
            beside the bundle: <a href={c.files.manifest}>custom-elements.json</a> (every attribute, event, part and CSS property) and{' '}
            <a href={c.files.integrity}>integrity.json</a> (the hash of every file).
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="elements-heading">
        <div className="container">
          <h2 id="elements-heading">Elements</h2>
          <ul className="catalogue__list">
            {c.elements.map((el) => (
              <li key={el.tagName} className="card" data-element={el.tagName}>
                <h3>
                  <a href={elementPath(el.tagName)}>
                    <Tag tag={el.tagName} />
                  </a>
                </h3>
                <p>{el.description}</p>
                {el.events?.length ? (
                  <p className="muted">
                    Events:{' '}
                    {el.events.map((e, i) => (
                      <span key={e.name}>
                        {i ? ', ' : ''}
                        <code>{e.name}</code>
                      </span>
                    ))}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
  return { content, head: head(ctx) };
}

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

/**
 * Attributes that name stored content have no default that shows anything (a product's name, a post's id): the
 * catalogue starts them at the build's first product and newest post, so the preview shows the element at work.
 */
function samplesOf(ctx: PageContext, tag: string): Record<string, string> {
  const product = ctx.snapshot.products.find((p) => typeof p.name === 'string')?.name as string | undefined;
  const post = ctx.snapshot.news[0]?.id;
  const samples: Record<string, Record<string, string | undefined>> = {
    'medspa-buy-button': { product },
    'medspa-blog-post': { 'post-id': post == null ? undefined : String(post) },
  };
  return Object.fromEntries(Object.entries(samples[tag] ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
}

/** The element as first shown: every attribute and property at its default but the samples, so the snippets are the bare element. */
const bareUse = (el: CatalogueElement, samples: Record<string, string> = {}): ElementUse => ({
  tag: el.tagName,
  attributes: (el.attributes ?? []).flatMap((a) =>
    samples[a.name] === undefined ? [] : [{ name: a.name, type: attributeKind(a), value: samples[a.name]! }],
  ),
  styles: [],
  events: (el.events ?? []).map((e) => e.name),
});

/** The intro of a page under the catalogue: the way back, the title and its lead. */
function SubpageIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="section page-intro">
      <div className="container">
        <p>
          <a href={CATALOGUE_PATH}>All widgets</a>
        </p>
        <h1>{title}</h1>
        <p className="lead">{children}</p>
      </div>
    </section>
  );
}

/** A section of a catalogue page, labelled by its heading; `bare` for the columns of the element page's grid. */
function Section({ id, title, bare, children }: { id: string; title: string; bare?: boolean; children: ReactNode }) {
  return (
    <section className={bare ? undefined : 'section'} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function Preview({ tag }: { tag: string }) {
  return (
    <Section id="preview" title="Preview">
      {/* The element's frame page (the iframe fallback's): fixed-position widgets and a second navbar or footer stay
          inside it, apart from this page's own. ./page.ts drives it (same origin). */}
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

function AnyPage({ c, snippet }: { c: Catalogue; snippet: string }) {
  return (
    <Section id="any" title="Any HTML page">
      <Snippet id="snippet-install" label="Script tag and one element" text={snippet} />
      <CopyStatus />
      <p>
        The address is version {c.version} and never changes; <code>integrity</code> lets the browser refuse a file that differs. For the
        newest version instead, load <code>/widgets/loader.js</code> without <code>integrity</code>. A page that cannot load modules can use
        the single classic script <code>{c.files.embed}</code> with <code>defer</code>
        {c.files.embedIntegrity ? (
          <>
            {' '}
            and integrity <code>{c.files.embedIntegrity}</code>
          </>
        ) : null}
        .
      </p>
    </Section>
  );
}

/** A framework's part of "Frameworks": its heading, what to know, its snippets. */
function Framework({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} data-framework={id}>
      <h3 id={`${id}-heading`}>{title}</h3>
      {children}
    </section>
  );
}

/** React/Next.js, Vue 3, Svelte 5 and Angular: how each passes properties and listens to events, and the types each reads. */
function Frameworks({ c }: { c: Catalogue }) {
  const { tag, jsonProp, event } = FRAMEWORK_EXAMPLE;
  const types = (
    <a href={c.bundle.typesUrl}>
      <code>medspa-widgets.d.ts</code>
    </a>
  );
  return (
    <Section id="frameworks" title="Frameworks">
      <p>
        The widgets are custom elements, so every framework renders them as it renders <code>&lt;div&gt;</code>. Load the script tag once,
        in the page&apos;s <code>&lt;head&gt;</code> before your app&apos;s own script: the elements are then defined when your framework
        first renders them, and it sets their properties. Every attribute is also a property; a JSON attribute (<code>{jsonProp}</code> of{' '}
        <Tag tag={tag} />, for one) takes an object as a property or its JSON text as an attribute. The events bubble, so a listener on the
        element or any ancestor hears them. The types of every element, attribute and event are in {types}: save it in your project and
        reference it (<code>/// &lt;reference path=&quot;./medspa-widgets.d.ts&quot; /&gt;</code>).
      </p>
      <Framework id="framework-react" title="React 19 and Next.js">
        <p>
          React 19 sets a property when the element has one, so objects work (<code>{`${jsonProp}={cards}`}</code>), and listens to an event
          with <code>on</code> and its exact name (<code>on{event}</code>). The types file adds the elements to React&apos;s JSX. Nothing of
          a widget renders on the server: the server&apos;s HTML holds the tag and its attributes, and the element draws itself in the
          browser once the loader has run (give it room with your own CSS). The elements need no <code>&apos;use client&apos;</code>; a
          listener is a function, so it lives in a Client Component, as <code>onClick</code> does. From a Server Component, give a JSON prop
          as text (<code>JSON.stringify</code>): it is written into the server&apos;s HTML.
        </p>
        <Snippet id="snippet-framework-react" label="React 19 (Vite)" text={reactFrameworkSnippet(c.bundle)} level={4} />
        <Snippet id="snippet-framework-next" label="Next.js (App Router)" text={nextFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <Framework id="framework-vue" title="Vue 3">
        <p>
          Tell Vue&apos;s compiler that the <code>medspa-</code> tags are custom elements (otherwise it warns &quot;Failed to resolve
          component&quot; for each). Bind objects with <code>:{jsonProp}</code> (Vue sets the property) and listen with{' '}
          <code>@{event}</code>. With the types file, vue-tsc checks the elements&apos; props and events in templates (Vue&apos;s{' '}
          <code>GlobalComponents</code>).
        </p>
        <Snippet id="snippet-framework-vue-config" label="Vue 3: vite.config.ts" text={vueConfigSnippet()} level={4} />
        <Snippet id="snippet-framework-vue" label="Vue 3: a component" text={vueFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <Framework id="framework-svelte" title="Svelte 5">
        <p>
          Nothing to configure. Svelte 5 sets a property when the element has one, so <code>{`{${jsonProp}}`}</code> passes the object, and{' '}
          <code>on{event}</code> listens. With the types file, svelte-check checks the elements&apos; attributes and events (Svelte&apos;s{' '}
          <code>svelte/elements</code>).
        </p>
        <Snippet id="snippet-framework-svelte" label="Svelte 5" text={svelteFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <Framework id="framework-angular" title="Angular">
        <p>
          Add <code>CUSTOM_ELEMENTS_SCHEMA</code> to the <code>schemas</code> of each component (or module) whose template holds the
          elements. Bind objects with <code>[{jsonProp}]</code> (Angular sets the property) and listen with <code>({event})</code>.
          Angular&apos;s templates read no element types; the types file still types the elements and their events in your code.
        </p>
        <Snippet id="snippet-framework-angular" label="Angular" text={angularFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <CopyStatus />
    </Section>
  );
}

function StrictCsp({ c }: { c: Catalogue }) {
  return (
    <Section id="csp" title="Pages with a strict Content Security Policy">
      <p>
        On a page whose policy uses nonces with <code>&apos;strict-dynamic&apos;</code> (WordPress security plugins, tag-manager set-ups),
        give the script tag the page&apos;s nonce. The widgets read it from that tag and put it on everything they add to the page (the
        map&apos;s Google Maps script, any style); the code the loader imports is trusted through <code>&apos;strict-dynamic&apos;</code>.
        Replace <code>{NONCE_PLACEHOLDER}</code> with the nonce your server makes for each response.
      </p>
      <Snippet id="snippet-csp-tag" label="Script tag with a nonce" text={scriptTag(c.bundle, NONCE_PLACEHOLDER)} />
      <Snippet id="snippet-csp" label="Content-Security-Policy" text={strictCsp(new URL(c.bundle.loaderUrl).origin)} />
      <CopyStatus />
      <p>
        The last three directives matter only if your policy limits fetches, images and media: the widgets call the clinic&apos;s API and
        show its pictures and videos, and the map loads Google&apos;s tiles.
      </p>
    </Section>
  );
}

function Campaigns() {
  return (
    <Section id="campaigns" title="Measure your campaigns">
      <p>
        The first page of a visit that says where the visitor came from (its address&apos;s campaign parameters, or a link from another
        site) is remembered for that visit in the browser tab (sessionStorage; no cookie). A later landing in the same visit does not
        replace it. Each consultation request, contact message, newsletter signup and checkout then carries these fields, with the
        element&apos;s own <code>source</code> attribute; never anything the visitor typed.
      </p>
      <table className="catalogue__table">
        <caption className="sr-only">Campaign fields</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">What it is</th>
            <th scope="col">At most</th>
          </tr>
        </thead>
        <tbody>
          {CAMPAIGN_FIELDS.map((f) => (
            <tr key={f.key}>
              <td>
                <code>{f.key}</code>
              </td>
              <td>{f.note}</td>
              <td>{f.maxLength} characters</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Where they land:</p>
      <ul>
        <li>
          consultation requests and contact messages: <code>contact_submissions.attribution</code>; signups:{' '}
          <code>newsletter_subscribers.attribution</code> (the clinic&apos;s database);
        </li>
        <li>checkouts: the payment session&apos;s metadata (one entry per field);</li>
        <li>
          the conversion events&apos; <code>detail.attribution</code>, and so the data layer&apos;s <code>medspa.*</code> pushes when the
          page turns it on.
        </li>
      </ul>
      <p>
        Name each placement with <code>source</code>. The forms can also be prefilled: <code>name</code>, <code>email</code> (and the
        contact form&apos;s <code>message</code>) as attributes, or from your link&apos;s parameters when the element lists them in{' '}
        <code>prefill-from-url</code> (<code>field</code> or <code>field:parameter</code>). The reason for a consultation is never
        prefilled.
      </p>
      <Snippet id="snippet-campaign" label="Element with a source and prefill" text={CAMPAIGN_EXAMPLE} />
      <p>Staff can count requests by campaign in the database&apos;s SQL editor:</p>
      <Snippet id="snippet-campaign-sql" label="SQL" text={CAMPAIGN_QUERY} />
      <CopyStatus />
    </Section>
  );
}

function WordPress() {
  return (
    <Section id="wordpress" title="WordPress">
      <ol>
        <li>
          Add the script tag to every page: in a block theme, with a plugin for header code (such as WPCode), or in your theme&apos;s{' '}
          <code>functions.php</code> with <code>wp_enqueue_script_module()</code> (WordPress 6.5 and later).
        </li>
        <li>
          Where a widget should appear, add a <strong>Custom HTML</strong> block and paste the element, for example{' '}
          <code>&lt;medspa-consultation-button&gt;&lt;/medspa-consultation-button&gt;</code>.
        </li>
        <li>WordPress.com sites need a plan that allows custom code; without one, use the iframe fallback.</li>
      </ol>
    </Section>
  );
}

function Builders() {
  return (
    <Section id="builders" title="Webflow and Squarespace">
      <ul>
        <li>
          <strong>Webflow:</strong> paste the script tag under Site settings, Custom code, Head code (or a page&apos;s own Before
          &lt;/head&gt; code), then place an <strong>Embed</strong> element holding the widget&apos;s element. Custom code needs a paid site
          plan; it runs on the published site, not in the Designer.
        </li>
        <li>
          <strong>Squarespace:</strong> paste the script tag under Settings, Advanced, Code Injection, Header, then add a{' '}
          <strong>Code</strong> block holding the element. Code injection needs a Business plan or higher.
        </li>
      </ul>
    </Section>
  );
}

/** The page's own buttons and the JavaScript API (issue 37, widgets/runtime/api.ts). */
function OwnControls({ c }: { c: Catalogue }) {
  return (
    <Section id="own-controls" title="Your own buttons and the JavaScript API">
      <p>
        Any element of your page opens the consultation dialog when it carries <code>data-medspa-consultation</code>, whether or not the
        page holds a consultation widget, also inside your components&apos; shadow roots. <code>data-medspa-name</code>,{' '}
        <code>data-medspa-email</code> and <code>data-medspa-source</code> beside it prefill the name and email and name the placement; the
        reason for the visit is never prefilled. A link keeps its address for visitors without the script (and for a click that opens a new
        tab). From the click until the dialog is open the control carries <code>aria-busy=&quot;true&quot;</code>: style it to show that it
        is working.
      </p>
      <Snippet id="snippet-own-trigger" label="Your own button" text={ownTriggerSnippet(c.bundle)} />
      <p>
        The same from your code: loader.js exports <code>openConsultation(options)</code> (name, email, source and your{' '}
        <code>metadata</code>; it resolves once the dialog is open) and <code>load(root)</code> (loads now every widget under a document,
        shadow root or element and resolves once each has rendered). Either script also sets <code>window.MedspaWidgets</code> with both.
        Their types are in <code>medspa-widgets.d.ts</code> (<code>MedspaWidgetsApi</code>).
      </p>
      <Snippet id="snippet-api" label="JavaScript API" text={apiSnippet(c.bundle)} />
      <CopyStatus />
    </Section>
  );
}

function IframeFallback({ c, iframe, framed }: { c: Catalogue; iframe: string; framed: string }) {
  return (
    <Section id="iframe" title="Iframe fallback">
      <p>
        Where no script may be added, frame the widget&apos;s own page: <code>{FRAME_PATH}/&lt;tag&gt;</code> holds only that element and
        may be shown in a frame on any site. Give the frame a height that fits the widget and a <code>title</code> that says what it holds.
        A dialog opened by the widget stays inside the frame, so prefer the script tag wherever it is allowed.
      </p>
      <Snippet id="snippet-iframe" label="Iframe" text={iframe} />
      <p>
        Where one classic script is allowed, add <code>frame.js</code> beside the frames: each frame then takes the height of its content
        (an open dialog included), the widget&apos;s events (<code>consultation-submitted</code>, <code>newsletter-subscribed</code>, …) are
        dispatched again on the <code>&lt;iframe&gt;</code> element, with the same name and detail, and bubble from there, and the frame is
        given your page&apos;s campaign (its first touch: utm_* parameters, click ids, referrer, landing path), so the lead is counted for
        your page, not the frame. <code>data-prefill-from-url</code> on the iframe lists the fields your page&apos;s address may prefill (
        <code>name</code>, <code>email</code>; <code>field:parameter</code> as for <code>prefill-from-url</code>).
      </p>
      <Snippet id="snippet-iframe-talks" label="Iframe with frame.js" text={framed} />
      <p>
        Or speak to the frame yourself (<code>window.postMessage</code>). Every message is an object with <code>medspa: 1</code>. The frame
        sends its parent <code>{`{ medspa: 1, type: 'resize', height }`}</code> (CSS pixels, on every change) and{' '}
        <code>{`{ medspa: 1, type: 'event', name, detail }`}</code>; check that <code>event.origin</code> is the clinic&apos;s origin and{' '}
        <code>event.source</code> is the frame&apos;s <code>contentWindow</code>. It takes{' '}
        <code>{`{ medspa: 1, type: 'context', attribution, prefill }`}</code> once per load, from its parent window only (send it to the
        clinic&apos;s origin, not <code>&apos;*&apos;</code>): <code>attribution</code> with the keys of &quot;Measure your campaigns&quot;
        above, <code>prefill</code> as <code>{`{ name, email }`}</code>. The frame writes to the parent&apos;s origin when the browser names
        it, and never sends what the visitor typed. The script is <code>{c.files.frame}</code>
        {c.files.frameIntegrity ? (
          <>
            {' '}
            (integrity <code>{c.files.frameIntegrity}</code>)
          </>
        ) : null}
        .
      </p>
      <CopyStatus />
    </Section>
  );
}
export function renderInstall(ctx: PageContext): PageBody {
  const c = catalogueOf(ctx);
  const example = c.elements.find((e) => e.tagName === 'medspa-consultation-button') ?? c.elements[0]!;
  const iframe = `<iframe src="${ctx.siteUrl}${framePath(example.tagName)}" title="Schedule a consultation" width="100%" height="480" loading="lazy"></iframe>`;
  const framed = frameSnippet(
    { url: c.files.frame, integrity: c.files.frameIntegrity },
    `${ctx.siteUrl}${framePath(example.tagName)}`,
    example.events?.[0]?.name ?? 'consultation-submitted',
  );
  const content = (
    <>
      <SubpageIntro title="Install the widgets">
        Any page that can hold a script tag can hold the widgets: paste the script tag once, then the elements where they should appear.
        Each element&apos;s own snippet is on its page in the <a href={CATALOGUE_PATH}>catalogue</a>.
      </SubpageIntro>
      <div className="container catalogue">
        <AnyPage c={c} snippet={htmlSnippet(c.bundle, bareUse(example))} />
        <Frameworks c={c} />
        <StrictCsp c={c} />
        <Campaigns />
        <OwnControls c={c} />
        <WordPress />
        <Builders />
        <IframeFallback c={c} iframe={iframe} framed={framed} />
      </div>
    </>
  );
  return { content, head: head(ctx) };
}

/** One page per element of the manifest. */
export function elementRoutes(ctx: PageContext): Route[] {
  return catalogueOf(ctx).elements.map((el) => ({
    path: elementPath(el.tagName),
    page: `catalogue/pages.tsx (${el.tagName})`,
    render: (c) => renderElementPage(el, c),
    title: `<${el.tagName}> widget`,
    description: el.description ?? '',
    sitemap: false,
  }));
}

/** A frame page's <head> elements after the charset, one a line: the page's own links, no chrome. */
const frameHead = (ctx: PageContext, tag: string) => [
  <meta name="viewport" content="width=device-width, initial-scale=1" />,
  <title>{`<${tag}>`}</title>,
  <meta name="robots" content="noindex" />,
  <link rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link rel="canonical" href={`${ctx.siteUrl}${elementPath(tag)}`} />,
  <link rel="stylesheet" href={ctx.asset('assets/site.css')} />,
  <link rel="stylesheet" href={ctx.asset('assets/catalogue.css')} />,
];

/**
 * The element alone, rendered by its own component with its sample attributes (ctx.widget). The <main> names the
 * element and its events for the frame's script (widgets/runtime/frame-child.ts).
 */
function FrameBody({ ctx, el }: { ctx: PageContext; el: CatalogueElement }) {
  const tag = el.tagName;
  return (
    <body>
      <main className="catalogue-frame" data-frame-element={tag} data-frame-events={(el.events ?? []).map((e) => e.name).join(' ')}>
        <h1 className="sr-only">{`<${tag}>`}</h1>
        {ctx.widget(tag as WidgetTag, samplesOf(ctx, tag))}
      </main>
    </body>
  );
}

/**
 * One frame page. The config block keeps its line when there is none (an empty line: the frames have always been
 * written so), unlike the layout's head (site/render/layout.tsx).
 */
function frameDocument(ctx: PageContext, el: CatalogueElement): string {
  const tag = el.tagName;
  const head = [
    headHtml(frameHead(ctx, tag)),
    renderHtml(<ConfigBlock config={ctx.config} />),
    // The script that talks to the framing page (its height, the element's events, the parent's campaign).
    headHtml([<script type="module" src="/widgets/loader.js" />, <script type="module" src={ctx.asset(FRAME_CHILD_SCRIPT)} />]),
  ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    ...head,
    '</head>',
    renderHtml(<FrameBody ctx={ctx} el={el} />),
    '</html>',
    '',
  ].join('\n');
}

/**
 * The iframe fallback's pages (FRAME_PATH/<tag>), also the catalogue's previews: the element alone with the site's
 * stylesheet and loader, the script that talks to the framing page and the widget configuration (ctx.config), no chrome. Not indexed; canonical to the
 * catalogue's page.
 */
export function framePages(ctx: PageContext): { file: string; html: string }[] {
  return catalogueOf(ctx).elements.map((el) => ({
    file: `${framePath(el.tagName).slice(1)}/index.html`,
    html: frameDocument(ctx, el),
  }));
}
