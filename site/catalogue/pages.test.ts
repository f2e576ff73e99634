// @vitest-environment node
/**
 * The widget catalogue's pages come from the manifest, one fact in one place: every element of the manifest is
 * listed and has its page, with a labelled control per attribute and per CSS property and its declared events;
 * the snippets pin the versioned loader with its integrity and escape what they quote.
 */
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { buildManifest } from '../../scripts/manifest';
import { attributeKind, catalogueFrom, type CemManifest } from './catalogue';
import { FRAMEWORK_EXAMPLE, htmlSnippet, reactSnippet, scriptTag } from './snippets';
import type { PageContext } from '../render/page';
import { elementPath, elementRoutes, framePages, renderCatalogue, renderElementPage, renderInstall } from './index.ts';
import type { Snapshot } from '../snapshot';
import { bodyHtml, testContext } from '../render/test-context';

const SITE = 'https://clinic.example';
const manifest = (await buildManifest()) as CemManifest;
const INTEGRITY = 'sha384-AAAABBBBCCCC';
const catalogue = catalogueFrom({
  manifest,
  integrity: { path: '/widgets/v9.8.7-0123456789/', files: { 'loader.js': INTEGRITY, 'embed.js': 'sha384-EMBED' } },
  integrityFile: 'integrity.json',
  version: '9.8.7',
  siteUrl: SITE,
});
const snapshot = {
  source: 'test',
  takenAt: '',
  news: [
    { id: 'post-1', title: 'Holiday packages', content: 'Book now.', type: 'promotion', source: null, created_at: '2026-11-03T15:00:00Z' },
  ],
  products: [{ id: 'p', name: 'Bio Cleanse', description: 'd', price: 45.99, category: 'Skincare', image_url: null }],
  buckets: {},
} as unknown as Snapshot;
const ctx: PageContext = await testContext({ siteUrl: SITE, catalogue, snapshot });
const tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.customElement && d.tagName ? [d.tagName] : []));

const dom = (html: string) => {
  const doc = new Window().document;
  doc.body.innerHTML = html;
  return doc;
};

describe('the catalogue', () => {
  it('lists every element of the manifest, each linking to its page, with the versioned script tag and its integrity', () => {
    const doc = dom(bodyHtml(renderCatalogue(ctx)).content);
    const listed = [...doc.querySelectorAll('[data-element]')].map((li) => li.getAttribute('data-element'));
    expect(listed).toEqual([...tags].sort());
    for (const tag of tags) expect(doc.querySelector(`a[href="${elementPath(tag)}"]`)?.textContent).toBe(`<${tag}>`);
    expect(doc.querySelector('#snippet-script')?.textContent).toBe(
      `<script type="module" src="${SITE}/widgets/v9.8.7-0123456789/loader.js" integrity="${INTEGRITY}" crossorigin="anonymous"></script>`,
    );
  });

  it("starts the elements that name stored content at the build's first product and newest post", () => {
    const frames = framePages(ctx);
    const frame = (tag: string) => dom(frames.find((f) => f.file === `widgets/frame/${tag}/index.html`)!.html);
    expect(frame('medspa-buy-button').querySelector('medspa-buy-button')?.getAttribute('product')).toBe('Bio Cleanse');
    expect(frame('medspa-blog-post').querySelector('medspa-blog-post')?.getAttribute('post-id')).toBe('post-1');
    expect(frame('medspa-newsletter').querySelector('medspa-newsletter')?.attributes).toHaveLength(0);
    // Each element drawn by its own component on the server, with the build's data (its declarative shadow root).
    for (const f of frames) expect(f.html, f.file).toMatch(/<(medspa-[a-z-]+)[^>]*><template shadowrootmode="open">/);
    expect(frames.find((f) => f.file.includes('/medspa-blog-post/'))!.html).toContain('Holiday packages');
    const page = dom(
      bodyHtml(
        renderElementPage(
          catalogue.elements.find((e) => e.tagName === 'medspa-buy-button')!,
          ctx,
        ),
      ).content,
    );
    expect(page.querySelector('[data-attribute="product"]')?.getAttribute('value')).toBe('Bio Cleanse');
    expect(page.querySelector('#snippet-html')?.textContent).toContain('<medspa-buy-button product="Bio Cleanse">');
  });

  it('gives every element a page (and a frame page) whose controls and events are its manifest entry', () => {
    expect(catalogue.tokens.map((t) => t.name)).toContain('--medspa-color-primary');
    expect(elementRoutes(ctx).map((r) => r.path)).toEqual([...tags].sort().map(elementPath));
    expect(framePages(ctx).map((p) => p.file)).toEqual([...tags].sort().map((t) => `widgets/frame/${t}/index.html`));
    for (const el of catalogue.elements) {
      const doc = dom(bodyHtml(renderElementPage(el, ctx)).content);
      expect(doc.querySelector('iframe[data-preview-frame]')?.getAttribute('src')).toBe(`/widgets/frame/${el.tagName}`);
      const attrs = [...doc.querySelectorAll('[data-attribute]')];
      expect(attrs.map((c) => c.getAttribute('data-attribute'))).toEqual((el.attributes ?? []).map((a) => a.name));
      expect([...doc.querySelectorAll('[data-css-property]')].map((c) => c.getAttribute('data-css-property'))).toEqual(
        // its own, then the theme tokens every element reads
        [...(el.cssProperties ?? []), ...catalogue.tokens].map((p) => p.name),
      );
      for (const control of doc.querySelectorAll('[data-attribute], [data-css-property]')) {
        expect(doc.querySelector(`label[for="${control.id}"]`), `${el.tagName}: #${control.id} has a label`).not.toBeNull();
        expect(doc.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
      }
      for (const a of el.attributes ?? []) {
        const control = doc.querySelector(`[data-attribute="${a.name}"]`)!;
        const expected = { string: 'text', number: 'number', boolean: 'checkbox' }[a.type!.text];
        if (expected) expect(control.getAttribute('type'), `${el.tagName} ${a.name}`).toBe(expected);
        else expect(control.localName).toBe('textarea'); // json
      }
      expect([...doc.querySelectorAll('[data-event]')].map((e) => e.getAttribute('data-event'))).toEqual(
        (el.events ?? []).map((e) => e.name),
      );
      expect(doc.querySelectorAll('[role="log"]')).toHaveLength(el.events?.length ? 1 : 0);
      expect(doc.querySelector('#snippet-html')?.textContent).toContain(`integrity="${INTEGRITY}"`);
    }
  });

  it('renders each frame page through the one layout, without its chrome: the element alone in <main>, canonical to its page', () => {
    const html = framePages(ctx).find((f) => f.file === 'widgets/frame/medspa-newsletter/index.html')!.html;
    const doc = new Window().document;
    doc.write(html);
    // The layout's head (its stylesheet, loader, first-frame hint), the frame's own additions after it.
    expect(doc.querySelector('link[rel="expect"][href="#main"]')).not.toBeNull();
    expect(doc.querySelector('script[src="/widgets/loader.js"]')).not.toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${elementPath('medspa-newsletter')}`);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.title).toBe('<medspa-newsletter>');
    expect(doc.querySelector('script[src$=".js"]:not([src="/widgets/loader.js"])')?.getAttribute('src')).toMatch(/frame-child/);
    // No chrome: the body is <main> alone, naming its element and events for the frame's script.
    expect([...doc.body.children].map((e) => e.localName)).toEqual(['main']);
    const main = doc.querySelector('main')!;
    expect(main.getAttribute('data-frame-element')).toBe('medspa-newsletter');
    expect(main.className).toBe('catalogue-frame');
    expect(main.querySelector('medspa-newsletter')).not.toBeNull();
    expect(doc.querySelector('medspa-navbar, medspa-footer, .skip-link')).toBeNull();
  });

  it('the install notes cover a strict CSP, campaigns, WordPress, Webflow, Squarespace and the iframe fallback', () => {
    const doc = dom(bodyHtml(renderInstall(ctx)).content);
    const headings = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      'Any HTML page',
      'Frameworks',
      'Pages with a strict Content Security Policy',
      'Measure your campaigns',
      'Your own buttons and the JavaScript API',
      'WordPress',
      'Webflow and Squarespace',
      'Iframe fallback',
    ]);
    expect(doc.querySelector('#snippet-iframe')?.textContent).toContain(`src="${SITE}/widgets/frame/`);
  });

  it('the install notes show React/Next.js, Vue 3, Svelte 5 and Angular: the pinned loader, the types, an object prop and an event in each', () => {
    const doc = dom(bodyHtml(renderInstall(ctx)).content);
    const section = doc.querySelector('[aria-labelledby="frameworks-heading"]')!;
    expect([...section.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['React 19 and Next.js', 'Vue 3', 'Svelte 5', 'Angular']);
    const snippet = (id: string) => section.querySelector(`#snippet-framework-${id}`)?.textContent ?? '';
    const { loaderUrl, typesUrl } = catalogue.bundle;
    for (const id of ['react', 'vue', 'svelte', 'angular']) {
      expect(snippet(id), id).toContain(scriptTag(catalogue.bundle));
      expect(snippet(id), id).toContain(typesUrl);
    }
    expect(snippet('next')).toContain(`<script type="module" src="${loaderUrl}" integrity="${INTEGRITY}" crossOrigin="anonymous" />`);
    expect(section.querySelector(`a[href="${typesUrl}"]`)?.textContent).toBe('medspa-widgets.d.ts');
    // Each framework's own way to pass an object and to listen.
    expect(snippet('react')).toContain('<medspa-benefit-cards intro="Why PRP" cards={cards} />');
    expect(snippet('react')).toContain('onconsultation-submitted={(event) => console.log(event.detail)}');
    expect(snippet('next')).toContain('cards={JSON.stringify(cards)}');
    expect(snippet('next')).toMatch(/^'use client';\nexport function Book\(\)/m);
    expect(snippet('vue-config')).toContain("isCustomElement: (tag) => tag.startsWith('medspa-')");
    expect(snippet('vue')).toContain(':cards="cards"');
    expect(snippet('vue')).toContain('@consultation-submitted="(event) => console.log(event.detail)"');
    expect(snippet('svelte')).toContain('<medspa-benefit-cards intro="Why PRP" {cards}></medspa-benefit-cards>');
    expect(snippet('svelte')).toContain('onconsultation-submitted={(event) => console.log(event.detail)}');
    expect(snippet('angular')).toContain('schemas: [CUSTOM_ELEMENTS_SCHEMA]');
    expect(snippet('angular')).toContain('[cards]="cards"');
    expect(snippet('angular')).toContain('(consultation-submitted)="booked($event)"');
    // The example's names are the manifest's: a JSON attribute and a declared event.
    const { tag, jsonProp, eventTag, event } = FRAMEWORK_EXAMPLE;
    const cards = catalogue.elements.find((e) => e.tagName === tag)?.attributes?.find((a) => a.name === jsonProp);
    expect(cards && attributeKind(cards)).toBe('json');
    expect(catalogue.elements.find((e) => e.tagName === eventTag)?.events?.map((e) => e.name)).toContain(event);
    // A copy button for each snippet, and a status line that announces the copy.
    const buttons = [...section.querySelectorAll('button[data-copy]')].map((b) => b.getAttribute('data-copy'));
    expect(buttons).toHaveLength(6);
    for (const id of buttons) expect(section.querySelector(`#${id}`)?.textContent).toBeTruthy();
    expect(section.querySelector('[data-copy-status]')).not.toBeNull();
  });

  it("shows a JSON attribute's shape, starts its control at its default as JSON", () => {
    const el = catalogue.elements.find((e) => e.tagName === 'medspa-benefit-cards')!;
    const doc = dom(bodyHtml(renderElementPage(el, ctx)).content);
    const control = doc.querySelector('[data-attribute="cards"]')!;
    expect(control.localName).toBe('textarea');
    expect(control.getAttribute('data-type')).toBe('json');
    expect(control.getAttribute('data-default')).toBe('[]');
    expect(doc.querySelector(`label[for="${control.id}"]`)?.textContent).toBe('cards (JSON: { title: string; text: string }[])');
  });
});

describe('the snippets', () => {
  const bundle = {
    loaderUrl: `${SITE}/widgets/v1.0.0/loader.js`,
    integrity: INTEGRITY,
    typesUrl: `${SITE}/widgets/v1.0.0/medspa-widgets.d.ts`,
  };
  const use = {
    tag: 'medspa-contact-form',
    attributes: [
      { name: 'heading', type: 'string', value: 'Say "hi" <now> & {soon}' },
      { name: 'heading-level', type: 'number', value: '3' },
    ],
    styles: [{ name: '--medspa-color-primary', value: '#234' }],
    events: ['contact-submitted'],
  };

  it('HTML: the script tag, a <style> rule for the properties (no style attribute), the element with escaped attributes', () => {
    expect(htmlSnippet(bundle, use)).toBe(
      [
        `<script type="module" src="${bundle.loaderUrl}" integrity="${INTEGRITY}" crossorigin="anonymous"></script>`,
        '<style>',
        '  medspa-contact-form {',
        '    --medspa-color-primary: #234;',
        '  }',
        '</style>',
        '<medspa-contact-form heading="Say &quot;hi&quot; &lt;now> &amp; {soon}" heading-level="3"></medspa-contact-form>',
      ].join('\n'),
    );
  });

  it('React: numbers as numbers, quoted text as a JS string, the style object and an on<event> listener', () => {
    const react = reactSnippet(bundle, use);
    expect(react).toContain('export function ContactForm() {');
    expect(react).toContain('heading={"Say \\"hi\\" <now> & {soon}"}');
    expect(react).toContain('heading-level={3}');
    expect(react).toContain(`style={{ "--medspa-color-primary": "#234" }}`);
    expect(react).toContain('oncontact-submitted={(event) => console.log(event.detail)}');
    expect(react).toContain(`integrity="${INTEGRITY}"`);
  });

  it('React: a JSON attribute as the object itself (React 19 sets the property); text that is not JSON stays text', () => {
    const cards = (value: string) =>
      reactSnippet(bundle, { tag: 'medspa-benefit-cards', attributes: [{ name: 'cards', type: 'json', value }], styles: [], events: [] });
    expect(cards('[ { "title": "Less downtime", "text": "Next day." } ]')).toContain(
      'cards={[{"title":"Less downtime","text":"Next day."}]}',
    );
    expect(cards('[{ "title": ')).toContain('cards={"[{ \\"title\\": "}');
  });
});
