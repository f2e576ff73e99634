/**
 * renderElement (runtime/render-element.tsx): an element's inner HTML as the site build writes it, a declarative shadow root
 * with its styles, the data its queries read and the component's markup.
 */
import { describe, expect, it } from 'vitest';
import { Suspense, use } from 'react';
import { prerender } from 'react-dom/static';
import useSWR from 'swr';
import { loadDefinitions, serverRenderer } from './render-element';
import { defineWidget } from './define';
import { defineElement, json } from './contract';
import { getConfig } from './config';
import { useConfig } from './providers';
import { ANSWERS_ATTRIBUTE, ROOT_CLASS, SSR_ATTRIBUTE, WidgetTree } from './widget-tree';

const card = defineElement({
  tag: 'medspa-server-card',
  summary: 'A test element.',
  attributes: {
    title: { type: 'string', doc: 'A string.', default: 'Untitled' },
    count: { type: 'number', doc: 'A number.' },
    open: { type: 'boolean', doc: 'A boolean.' },
    tags: json<unknown[]>({ doc: 'A JSON list.', shape: 'unknown[]' }),
  },
});

const NEWS = ['server-test', 'news'] as const;
const PRICES = ['server-test', 'prices'] as const;
const UNREAD = ['server-test', 'never-read'] as const;
const never = () => new Promise<never>(() => {});

function Card(props: { title?: string; count?: number; open?: boolean; tags?: unknown[] }) {
  const { data: news } = useSWR<string[]>(NEWS, never);
  const { data: prices } = useSWR<number[]>(PRICES, never);
  return (
    <article>
      <h2>{props.title ?? 'Untitled'}</h2>
      <p data-testid="types">
        {[typeof props.count, String(props.count), typeof props.open, String(props.open), JSON.stringify(props.tags ?? null)].join('|')}
      </p>
      <ul>
        {news?.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {prices ? <p>{prices.join(',')}</p> : <p>loading</p>}
    </article>
  );
}

const { renderElement, serverStyles } = serverRenderer(
  new Map([[card.tag, defineWidget(card, Card, ['article { color: rgb(4, 5, 6); }'])]]),
);

/** The element's inner HTML parsed: its template and what is in it. */
function parse(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  const template = host.firstElementChild as HTMLTemplateElement;
  return { host, template, content: template.content };
}

describe('renderElement', () => {
  it('writes one open declarative shadow root: the theme and the widget CSS, then the root box marked as server markup', () => {
    const html = renderElement('medspa-server-card', { attributes: { title: 'Peels' } });
    expect(html.startsWith('<template shadowrootmode="open">')).toBe(true);
    expect(html.endsWith('</template>')).toBe(true);
    const { host, template, content } = parse(html);
    expect(host.children).toHaveLength(1);
    expect(template.getAttribute('shadowrootmode')).toBe('open');
    const styles = [...content.querySelectorAll('style')].map((s) => s.textContent ?? '');
    expect(styles).toHaveLength(2);
    expect(styles[0]).toContain(':host'); // the theme first
    expect(styles[1]).toBe('article { color: rgb(4, 5, 6); }');
    const box = content.querySelector(`.${ROOT_CLASS}`)!;
    expect(box.getAttribute('part')).toBe('root');
    expect(box.hasAttribute(SSR_ATTRIBUTE)).toBe(true);
    expect(box.querySelector('h2')!.textContent).toBe('Peels');
    // Every style it writes is one the pages' CSP allows.
    expect(serverStyles()).toEqual(expect.arrayContaining(styles));
  });

  it('applies defaults and parses attributes by type, as the element would', () => {
    const typed = parse(
      renderElement('medspa-server-card', { attributes: { count: '3', open: 'true', tags: '["a",{"b":1}]', title: '' } }),
    ).content;
    expect(typed.querySelector('h2')!.textContent).toBe('Untitled');
    expect(typed.querySelector('[data-testid="types"]')!.textContent).toBe('number|3|boolean|true|["a",{"b":1}]');

    // r2wc's reading of a boolean: `open=""` and `open="false"` are false in the browser, so on the server too.
    const unset = parse(renderElement('medspa-server-card', { attributes: { count: '', open: '', tags: '{not json' } })).content;
    expect(unset.querySelector('[data-testid="types"]')!.textContent).toBe('undefined|undefined|boolean|false|null');
  });

  it('renders with the answers given and carries only the keys the element read', async () => {
    const { unstable_serialize } = await import('swr');
    const html = renderElement('medspa-server-card', {
      answers: [
        [NEWS, ['Spring hours', 'New peel']],
        [UNREAD, { secret: 'not for this element' }],
      ],
    });
    const { content } = parse(html);
    expect([...content.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Spring hours', 'New peel']);
    expect(content.querySelector('article > p:last-child')!.textContent).toBe('loading'); // PRICES: not given
    const scripts = content.querySelectorAll(`script[${ANSWERS_ATTRIBUTE}]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual([[unstable_serialize(NEWS), ['Spring hours', 'New peel']]]);
    expect(html).not.toContain('not for this element');
  });

  it('writes no answers script when the element read nothing it was given', () => {
    const html = renderElement('medspa-server-card', { answers: [[UNREAD, 1]] });
    expect(html).not.toContain(ANSWERS_ATTRIBUTE);
    expect(html).not.toContain('<script');
  });

  it('escapes data: nothing in it can close the script or the markup, and it reads back the same', () => {
    const hostile = ['</script><img src=x onerror=alert(1)>', '<!-- x', '{{title}}', '</template>'];
    const html = renderElement('medspa-server-card', { answers: [[NEWS, hostile]], attributes: { title: '<b>"Peels" & co</b>' } });
    const { host, content } = parse(html);
    expect(host.querySelectorAll('img')).toHaveLength(0);
    expect(content.querySelectorAll('img')).toHaveLength(0);
    expect(html.match(/<\/script/gi)).toHaveLength(1); // the answers script's own end
    expect(html.match(/<\/template/gi)).toHaveLength(1);
    const script = content.querySelector(`script[${ANSWERS_ATTRIBUTE}]`)!.textContent!;
    expect(script).not.toContain('{{'); // (inlineJson: no template language reads data as its own)
    const data = JSON.parse(script) as [string, unknown][];
    expect(data[0]![1]).toEqual(hostile);
    expect([...content.querySelectorAll('li')].map((li) => li.textContent)).toEqual(hostile);
    expect(content.querySelector('h2')!.textContent).toBe('<b>"Peels" & co</b>');
  });

  it("leaves preloading to the page: no preload link of React's for the element's eager images", () => {
    const photos = defineElement({ tag: 'medspa-server-photos', summary: 'A test element.', attributes: {} });
    const definition = defineWidget(photos, () => (
      <div>
        <img src="/a.jpg" alt="A" fetchPriority="high" />
        <img src="/b.jpg" srcSet="/b.jpg 400w, /b2.jpg 800w" sizes="50vw" alt="B" />
      </div>
    ));
    const html = serverRenderer(new Map([[photos.tag, definition]])).renderElement('medspa-server-photos');
    expect(html).not.toMatch(/<link/);
    const box = parse(html).content.querySelector(`.${ROOT_CLASS}`)!;
    expect(box.firstElementChild!.localName).toBe('div');
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/a.jpg', '/b.jpg']);
  });

  it('throws for a tag not in its table', () => {
    expect(() => renderElement('medspa-no-such-thing')).toThrow(/medspa-no-such-thing/);
  });
});

describe("the server's configuration", () => {
  const booking = defineElement({ tag: 'medspa-server-booking', summary: 'A test element.', attributes: {} });
  /** What the element read of its configuration, said twice: when it rendered, and (below) after a wait. */
  const Said = () => {
    const { bookingUrl, supabaseUrl } = useConfig();
    return <a href={bookingUrl}>{supabaseUrl}</a>;
  };
  const definition = defineWidget(booking, Said);
  const renderer = serverRenderer(new Map([[booking.tag, definition]]));
  const said = (html: string) => /<a href="([^"]*)">([^<]*)<\/a>/.exec(html)?.slice(1);

  it('renders each element with its own, in turns, and leaves the process its own (no render state)', async () => {
    const before = getConfig();
    const page = async (name: string) => {
      const out: (string[] | undefined)[] = [];
      for (let turn = 0; turn < 3; turn++) {
        out.push(
          said(
            renderer.renderElement(booking.tag, { config: { bookingUrl: `https://${name}.test/`, supabaseUrl: `https://${name}.api` } }),
          ),
        );
        await Promise.resolve(); // the other page renders meanwhile
      }
      return out;
    };
    const [a, b] = await Promise.all([page('a'), page('b')]);
    expect(a).toEqual(Array(3).fill(['https://a.test/', 'https://a.api']));
    expect(b).toEqual(Array(3).fill(['https://b.test/', 'https://b.api']));
    expect(getConfig()).toBe(before);
    expect(getConfig().bookingUrl).not.toMatch(/[ab]\.test/);
  });

  it('reaches a component that renders after the other render began (two renders at once, interleaved)', async () => {
    // Each tree waits on its own promise before reading its configuration; B's render starts and ends while A waits.
    const gate = () => {
      let open!: () => void;
      return { promise: new Promise<void>((resolve) => (open = resolve)), resolve: () => open() };
    };
    const waits = { a: gate(), b: gate() };
    const Late = ({ name }: { name: 'a' | 'b' }) => {
      use(waits[name].promise);
      return <Said />;
    };
    const tree = (name: 'a' | 'b') =>
      prerender(
        <WidgetTree
          definition={{ ...definition, Component: () => <Suspense fallback="…">{<Late name={name} />}</Suspense> }}
          props={{}}
          config={{ ...getConfig(), bookingUrl: `https://${name}.test/`, supabaseUrl: `https://${name}.api` }}
        />,
      ).then(({ prelude }) => new Response(prelude).text());
    const a = tree('a');
    const b = tree('b');
    waits.b.resolve();
    const bHtml = await b;
    waits.a.resolve();
    expect(said(await a)).toEqual(['https://a.test/', 'https://a.api']);
    expect(said(bHtml)).toEqual(['https://b.test/', 'https://b.api']);
  });
});

describe('loadDefinitions', () => {
  it("takes each element's definition from its define module's default export, by the table's tag", async () => {
    const table = { 'medspa-server-card': async () => ({ default: renderer() }) };
    function renderer() {
      return defineWidget(card, Card);
    }
    const definitions = await loadDefinitions(table);
    expect([...definitions.keys()]).toEqual(['medspa-server-card']);
    expect(definitions.get('medspa-server-card')!.Component).toBe(Card);
  });

  it("refuses a define module without its definition, or with another tag's", async () => {
    await expect(loadDefinitions({ 'medspa-server-card': async () => ({}) })).rejects.toThrow(/medspa-server-card.*default export/);
    await expect(loadDefinitions({ 'medspa-other': async () => ({ default: defineWidget(card, Card) }) })).rejects.toThrow(/medspa-other/);
  });
});
