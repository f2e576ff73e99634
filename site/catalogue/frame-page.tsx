/**
 * The iframe fallback's pages (FRAME_PATH/<tag>), also the catalogue's previews: the element alone, rendered by its
 * own component with its sample attributes (ctx.widget), in the one layout (site/render/layout.tsx) without its
 * chrome: the site's stylesheet and loader, the widget configuration (ctx.config), and the script that talks to the
 * framing page (its height, the element's events, the parent's campaign). Not indexed; canonical to the catalogue's
 * page of the element.
 */
import { Layout } from '../render/layout';
import type { PageContext } from '../render/page';
import { InlineStyle } from '../render/html';
// The manifest's tags are the elements' own (custom-elements.json is made from the same descriptors).
import type { WidgetTag } from '../render/widget';
import type { CatalogueElement } from './catalogue';
import { catalogueOf, samplesOf } from './parts';
import { elementPath, FRAME_CHILD_SCRIPT, framePath } from './paths';

/** One frame page. The <main> names the element and its events for the frame's script (widgets/runtime/frame-child.ts). */
export function framePage(ctx: PageContext, el: CatalogueElement): string {
  const tag = el.tagName;
  return Layout(ctx, {
    title: `<${tag}>`,
    description: el.description ?? '',
    path: framePath(tag),
    canonical: `${ctx.siteUrl}${elementPath(tag)}`,
    noindex: true,
    bare: true,
    main: { className: 'catalogue-frame', 'data-frame-element': tag, 'data-frame-events': (el.events ?? []).map((e) => e.name).join(' ') },
    head: [<InlineStyle css={ctx.css('assets/catalogue.css')} />, <script type="module" src={ctx.asset(FRAME_CHILD_SCRIPT)} />],
    content: (
      <>
        <h1 className="sr-only">{`<${tag}>`}</h1>
        {ctx.widget(tag as WidgetTag, samplesOf(ctx, tag))}
      </>
    ),
  });
}

/** Every element's frame page, by file under <dist>. */
export function framePages(ctx: PageContext): { file: string; html: string }[] {
  return catalogueOf(ctx).elements.map((el) => ({
    file: `${framePath(el.tagName).slice(1)}/index.html`,
    html: framePage(ctx, el),
  }));
}
