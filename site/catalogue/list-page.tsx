/**
 * /widgets, the catalogue's first page: every element (tag, summary, its events) and the versioned script tag with its
 * SRI hash, made at build time from the bundle's custom-elements.json (./catalogue.ts).
 */
import type { PageBody, PageContext } from '../render/page';
import { catalogueHead as head, catalogueOf, CopyStatus, Snippet, Tag } from './parts';
import { elementPath, INSTALL_PATH } from './paths';
import { scriptTag } from './snippets';

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
