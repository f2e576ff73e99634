/**
 * What the Foundations pages (stories/foundations) show, read from the sources, never copied: the theme tokens
 * (custom-elements.json's theme declaration: widgets/runtime/theme.contract.ts's words, theme.css's defaults, and any
 * further --medspa-* custom property theme.css declares), the brands of the toolbar (./look.ts), the elements' own
 * CSS properties, and the widgets' CSS. Samples are drawn in a shadow root with theme.css, as inside an element.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import manifest from 'virtual:medspa-manifest';
import themeCss from '../../widgets/runtime/theme.css?inline';
import { sheetFor } from '../../widgets/runtime/sheets';
import { THEME_TOKENS, tokensOf, type Look } from './look';

export interface Token {
  name: string;
  description: string;
  /** The value in the look (the brand's, else theme.css's default). */
  value: string;
  /** theme.css's default. */
  default?: string;
}

/** Every --medspa-* custom property theme.css declares (`name: value;`), first declaration of each. */
function declaredInThemeCss(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--medspa-[\w-]+)\s*:\s*([^;}]+)[;}]/g))
    if (!found.has(m[1]!)) found.set(m[1]!, m[2]!.trim());
  return found;
}

/** The theme tokens in a look: the contract's (in its order), then any other theme.css declares. */
export function themeTokens(look: Look, css: string = themeCss): Token[] {
  const brand: Record<string, string | undefined> = tokensOf(look.brand, look.theme);
  const declared = declaredInThemeCss(css);
  const listed = THEME_TOKENS.map((t) => ({ name: t.name, description: t.description, default: t.default ?? declared.get(t.name) }));
  const extra = [...declared]
    .filter(([name]) => !listed.some((t) => t.name === name))
    .map(([name, value]) => ({ name, description: '', default: value }));
  return [...listed, ...extra].map((t) => ({ ...t, value: brand[t.name] ?? t.default ?? '' }));
}

/** The tokens of a family, by name prefix (`--medspa-space` takes --medspa-space and --medspa-space-*). */
export const family = (tokens: Token[], ...prefixes: string[]) =>
  tokens.filter((t) => prefixes.some((p) => t.name === p || t.name.startsWith(`${p}-`)));

/** The elements' own CSS custom properties (custom-elements.json), each with its element. */
export const elementProperties = () =>
  manifest.modules
    .flatMap((m) => m.declarations)
    .filter((d) => d.tagName)
    .flatMap((d) => d.cssProperties.map((p) => ({ ...p, tag: d.tagName! })));

/** The elements' declarations (custom-elements.json). */
export const elementDeclarations = () => manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName);

// ------------------------------------------------------------------ colour and contrast

/** sRGB channels 0–255 of a hex colour (#rgb, #rrggbb), or undefined. */
export function parseHex(value: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Any CSS colour as sRGB channels: hex at once, others as the browser computes them. */
export function parseColor(value: string): [number, number, number] | undefined {
  const hex = parseHex(value);
  if (hex || typeof document === 'undefined') return hex;
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const rgb = /rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)/.exec(getComputedStyle(probe).color);
  probe.remove();
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** WCAG 2.x relative luminance. */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio of two colours (1–21), or undefined when one is not a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return undefined;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastPair {
  fg: string;
  bg: string;
  /** WCAG 2.2 AA minimum: 4.5 for text, 3 for a focus ring or other control boundary. */
  min: number;
  use: string;
}

const C = '--medspa-color-';
/** Text roles and the backgrounds they sit on; each `on-X` token on its X (and on X-hover where there is one). */
const TEXT_ROLES = ['text', 'muted', 'primary', 'danger'];
const SURFACES = ['surface', 'surface-alt'];

/** The pairs the widgets draw, derived from the colour tokens' names. */
export function contrastPairs(tokens: Token[]): ContrastPair[] {
  const names = new Set(tokens.map((t) => t.name));
  const pairs: ContrastPair[] = [];
  for (const role of TEXT_ROLES)
    for (const s of SURFACES)
      if (names.has(C + role) && names.has(C + s)) pairs.push({ fg: C + role, bg: C + s, min: 4.5, use: `${role} on ${s}` });
  for (const t of names) {
    if (!t.startsWith(`${C}on-`)) continue;
    const base = C + t.slice(`${C}on-`.length);
    for (const bg of [base, `${base}-hover`])
      if (names.has(bg)) pairs.push({ fg: t, bg, min: 4.5, use: `${t.slice(C.length)} on ${bg.slice(C.length)}` });
  }
  for (const s of SURFACES)
    if (names.has(`${C}focus`) && names.has(C + s)) pairs.push({ fg: `${C}focus`, bg: C + s, min: 3, use: `focus ring on ${s}` });
  return pairs;
}

// ------------------------------------------------------------------ the widgets' CSS

/**
 * Every widget stylesheet, by path. Read from the module namespaces when asked, not when this module runs: the
 * production bundle may evaluate a shared module after this one (the namespace's binding is live, a copied value not).
 */
const cssModules = import.meta.glob<{ default: string }>('../../widgets/**/*.css', { eager: true, query: '?raw' });
export const widgetCss = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(cssModules).map(([path, mod]) => [path.slice('../../'.length), mod.default.replace(/\/\*[\s\S]*?\*\//g, '')]),
  );

/** The values a CSS property takes across the widgets' CSS, each with how often and where. */
export function valuesInUse(property: RegExp): { value: string; count: number; files: string[] }[] {
  const found = new Map<string, { count: number; files: Set<string> }>();
  for (const [file, css] of Object.entries(widgetCss()))
    for (const m of css.matchAll(new RegExp(`(?:^|[;{\\s])(?:${property.source})\\s*:\\s*([^;}]+)`, 'g'))) {
      const value = m[1]!.trim().replace(/\s+/g, ' ');
      const entry = found.get(value) ?? { count: 0, files: new Set<string>() };
      entry.count++;
      entry.files.add(file.replace(/^widgets\//, ''));
      found.set(value, entry);
    }
  return [...found]
    .map(([value, e]) => ({ value, count: e.count, files: [...e.files].sort() }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

// ------------------------------------------------------------------ drawing

/**
 * Children drawn as inside an element: a shadow root with theme.css and a `.medspa-root` box. Its host takes the
 * toolbar's brand (look.ts sets the tokens on `[data-look-sample]` as on the elements).
 */
export function WidgetSample({ children, css = '', style }: { children: ReactNode; css?: string; style?: CSSProperties }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    const sheets = [sheetFor(themeCss), sheetFor(css)];
    if (sheets.every((s): s is CSSStyleSheet => !!s)) shadow.adoptedStyleSheets = sheets;
    else shadow.innerHTML = `<style>${themeCss}\n${css}</style>`;
    let box = shadow.querySelector<HTMLElement>('.medspa-root');
    if (!box) {
      box = document.createElement('div');
      box.className = 'medspa-root';
      shadow.append(box);
    }
    setRoot(box);
  }, [css]);
  return (
    <div ref={host} data-look-sample="" style={style}>
      {root && createPortal(children, root)}
    </div>
  );
}

/** A page of the Foundations: its heading, lead and sections, in the site's fonts and colours. */
export function FoundationPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <main style={{ padding: '2rem clamp(1rem, 4vw, 3rem)', maxWidth: '72rem', lineHeight: 1.5 }}>
      <h1 style={{ fontFamily: 'var(--medspa-font-heading)', margin: '0 0 0.5rem' }}>{title}</h1>
      <p style={{ margin: '0 0 2rem', color: 'var(--medspa-color-muted)', maxWidth: '48rem' }}>{lead}</p>
      {children}
    </main>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ margin: '0 0 2.5rem' }}>
      <h2 style={{ fontFamily: 'var(--medspa-font-heading)', fontSize: '1.5rem', margin: '0 0 1rem' }}>{title}</h2>
      {children}
    </section>
  );
}

const cell: CSSProperties = {
  textAlign: 'start',
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--medspa-color-border)',
  verticalAlign: 'top',
};

/** A table with a caption (its accessible name) and column headers. */
export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // Cells wrap anywhere: no sideways scrolling in a narrow window (a scrolling box would need keyboard focus).
    <div style={{ overflowWrap: 'anywhere' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0 0 0.5rem' }}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" style={{ ...cell, background: 'var(--medspa-color-surface-alt)', overflowWrap: 'normal' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j} style={cell}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const Code = ({ children }: { children: ReactNode }) => (
  <code style={{ fontSize: '0.875em', overflowWrap: 'anywhere' }}>{children}</code>
);

/** A section listing the values of one property the widgets' stylesheets use (valuesInUse), with their counts. */
export function InUse({
  title,
  caption,
  head,
  uses,
}: {
  title: string;
  caption: string;
  head: string;
  uses: ReturnType<typeof valuesInUse>;
}) {
  return (
    <Section title={title}>
      <Table
        caption={caption}
        head={[head, 'Uses', 'Stylesheets']}
        rows={uses.map((u) => [<Code>{u.value}</Code>, String(u.count), u.files.join(', ')])}
      />
    </Section>
  );
}
