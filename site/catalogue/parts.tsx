/**
 * What the widget catalogue's pages share (./index.ts): their data (ctx.catalogue), their <head>, a copyable
 * snippet, the intro and sections of a page, and the sample attributes an element is first shown with.
 * JSX escapes every value.
 */
import type { ReactNode } from 'react';
import type { PageContext } from '../render/page';
import { InlineStyle } from '../render/html';
import { attributeKind, type Catalogue, type CatalogueElement } from './catalogue';
import type { ElementUse } from './snippets';
import { CATALOGUE_PATH } from './paths';

export function catalogueOf(ctx: PageContext): Catalogue {
  if (!ctx.catalogue) throw new Error('the widget catalogue needs ctx.catalogue (site/build/catalogue.ts)');
  return ctx.catalogue;
}

/**
 * The page's script and stylesheet, for the <head>, and the origin the build wrote into the snippets (SITE_URL's):
 * the page's script names the origin that serves the page instead (site/catalogue/script.ts, issue 30).
 */
export const catalogueHead = (ctx: PageContext) => [
  <InlineStyle css={ctx.css('assets/catalogue.css')} />,
  <script type="module" src={ctx.asset('assets/catalogue.js')} />,
  <meta name="medspa-build-origin" content={new URL(ctx.siteUrl).origin} />,
];

export const Tag = ({ tag }: { tag: string }) => <code>&lt;{tag}&gt;</code>;

export function Snippet({ id, label, text, level = 3 }: { id: string; label: string; text: string; level?: 3 | 4 }) {
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

export const CopyStatus = () => <p className="catalogue__status" role="status" data-copy-status="" />;

/**
 * Attributes that name stored content have no default that shows anything (a product's name, a post's id): the
 * catalogue starts them at the build's first product and newest post, so the preview shows the element at work.
 */
export function samplesOf(ctx: PageContext, tag: string): Record<string, string> {
  const product = ctx.snapshot.products.find((p) => typeof p.name === 'string')?.name as string | undefined;
  const post = ctx.snapshot.news[0]?.id;
  const samples: Record<string, Record<string, string | undefined>> = {
    'medspa-buy-button': { product },
    'medspa-blog-post': { 'post-id': post == null ? undefined : String(post) },
  };
  return Object.fromEntries(Object.entries(samples[tag] ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
}

/** The element as first shown: every attribute and property at its default but the samples, so the snippets are the bare element. */
export const bareUse = (el: CatalogueElement, samples: Record<string, string> = {}): ElementUse => ({
  tag: el.tagName,
  attributes: (el.attributes ?? []).flatMap((a) =>
    samples[a.name] === undefined ? [] : [{ name: a.name, type: attributeKind(a), value: samples[a.name]! }],
  ),
  styles: [],
  events: (el.events ?? []).map((e) => e.name),
});

/** The intro of a page under the catalogue: the way back, the title and its lead. */
export function SubpageIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
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
export function Section({ id, title, bare, children }: { id: string; title: string; bare?: boolean; children: ReactNode }) {
  return (
    <section className={bare ? undefined : 'section'} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
