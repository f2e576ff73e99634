/**
 * The preview's toolbar (.storybook/preview.tsx `globalTypes`, applied by StoryShell): brand, light or dark theme,
 * 200% text, right-to-left and reduced motion; the viewports are Storybook's own tool, with the widths designers
 * check. A brand is set as a partner would set it: the public theme tokens (widgets/runtime/theme.contract.ts) on
 * the elements, never a widget's internals. The Foundations pages read the same brands.
 */
import type { Preview } from '@storybook/react-vite';
import { elements } from 'virtual:medspa-elements';
import manifest from 'virtual:medspa-manifest';
import themeCss from '../../widgets/runtime/theme.css?raw';
import { type themeContract } from '../../widgets/runtime/theme.contract';
import { REDUCED_MOTION_QUERY } from '../../widgets/runtime/motion/rotation';

export type ThemeToken = keyof typeof themeContract.cssProperties;
export type Tokens = Partial<Record<ThemeToken, string>>;

export interface Brand {
  title: string;
  /** Tokens the brand sets (none: the defaults in theme.css). */
  light: Tokens;
  /** The dark theme's colours, over `light`. */
  dark: Tokens;
}

export const BRANDS = {
  clinic: {
    title: 'Clinic',
    light: {},
    dark: {
      '--medspa-color-primary': '#e2b691',
      '--medspa-color-primary-hover': '#efcdb0',
      '--medspa-color-on-primary': '#1d1815',
      '--medspa-color-accent': '#c9a27e',
      '--medspa-color-text': '#f4ede7',
      '--medspa-color-muted': '#c9bdb4',
      '--medspa-color-surface': '#1d1815',
      '--medspa-color-surface-alt': '#2b2420',
      '--medspa-color-border': '#4d423b',
      '--medspa-color-danger': '#ff9e92',
      '--medspa-color-on-danger': '#1d1815',
      '--medspa-color-focus': '#93b4ff',
      '--medspa-shadow': '0 10px 30px rgb(0 0 0 / 0.5)',
    },
  },
  partner: {
    title: 'Partner (Harbour Wellness)',
    light: {
      '--medspa-color-primary': '#0f5c63',
      '--medspa-color-primary-hover': '#0a454a',
      '--medspa-color-on-primary': '#ffffff',
      '--medspa-color-accent': '#7fbcb3',
      '--medspa-color-text': '#142321',
      '--medspa-color-muted': '#465956',
      '--medspa-color-surface': '#ffffff',
      '--medspa-color-surface-alt': '#eef6f5',
      '--medspa-color-border': '#cfe2df',
      '--medspa-color-danger': '#b3261e',
      '--medspa-color-on-danger': '#ffffff',
      '--medspa-color-focus': '#6b3fd4',
      '--medspa-font': "'Avenir Next', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
      '--medspa-font-heading': "'Avenir Next', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
      '--medspa-radius': '0.25em',
      '--medspa-shadow': '0 6px 18px rgb(20 35 33 / 0.14)',
    },
    dark: {
      '--medspa-color-primary': '#7fd0c6',
      '--medspa-color-primary-hover': '#a6e0d8',
      '--medspa-color-on-primary': '#0e1b1a',
      '--medspa-color-accent': '#7fbcb3',
      '--medspa-color-text': '#e9f3f1',
      '--medspa-color-muted': '#b1c4c1',
      '--medspa-color-surface': '#0e1b1a',
      '--medspa-color-surface-alt': '#182a28',
      '--medspa-color-border': '#34504c',
      '--medspa-color-danger': '#ff9e92',
      '--medspa-color-on-danger': '#0e1b1a',
      '--medspa-color-focus': '#c7b2ff',
      '--medspa-shadow': '0 10px 30px rgb(0 0 0 / 0.5)',
    },
  },
} satisfies Record<string, Brand>;
export type BrandName = keyof typeof BRANDS;
export type ThemeName = 'light' | 'dark';

/** The tokens a brand sets in a theme. */
export const tokensOf = (brand: BrandName, theme: ThemeName): Tokens => ({
  ...BRANDS[brand].light,
  ...(theme === 'dark' ? BRANDS[brand].dark : {}),
});

/** The widths designers check, as Storybook's viewport tool lists them (height: a phone's, a laptop's). */
export const VIEWPORTS = Object.fromEntries(
  [320, 390, 768, 1280, 1440].map((w) => [
    `w${w}`,
    {
      name: `${w} px`,
      styles: { width: `${w}px`, height: w < 768 ? '844px' : w < 1280 ? '1024px' : '900px' },
      type: w < 768 ? ('mobile' as const) : w < 1280 ? ('tablet' as const) : ('desktop' as const),
    },
  ]),
);

const item = (value: string, title: string) => ({ value, title });

/** The toolbar's menus. */
export const globalTypes: Preview['globalTypes'] = {
  brand: {
    description: 'Brand: the theme tokens a site sets on the elements',
    toolbar: {
      title: 'Brand',
      icon: 'paintbrush',
      items: Object.entries(BRANDS).map(([name, b]) => item(name, b.title)),
      dynamicTitle: true,
    },
  },
  theme: {
    description: 'Light or dark colours of the brand',
    toolbar: { title: 'Theme', icon: 'moon', items: [item('light', 'Light'), item('dark', 'Dark')], dynamicTitle: true },
  },
  text: {
    description: "Text size (--medspa-font-size): a visitor's 200% browser setting",
    toolbar: { title: 'Text', icon: 'zoom', items: [item('100', 'Text 100%'), item('200', 'Text 200%')], dynamicTitle: true },
  },
  dir: {
    description: 'Writing direction of the page',
    toolbar: {
      title: 'Direction',
      icon: 'direction',
      items: [item('ltr', 'Left to right'), item('rtl', 'Right to left')],
      dynamicTitle: true,
    },
  },
  motion: {
    description: 'prefers-reduced-motion, as the widgets read it',
    toolbar: { title: 'Motion', icon: 'play', items: [item('full', 'Motion'), item('reduce', 'Reduced motion')], dynamicTitle: true },
  },
};

export const initialGlobals = { brand: 'clinic', theme: 'light', text: '100', dir: 'ltr', motion: 'full' };

export interface Look {
  brand: BrandName;
  theme: ThemeName;
  text: '100' | '200';
  dir: 'ltr' | 'rtl';
  motion: 'full' | 'reduce';
}

/** The toolbar's values from Storybook's globals (unknown values: the defaults). */
export function lookOf(globals: Record<string, unknown> = {}): Look {
  const pick = <T extends string>(key: keyof typeof initialGlobals, allowed: readonly T[]): T => {
    const v = globals[key];
    return (allowed as readonly unknown[]).includes(v) ? (v as T) : (initialGlobals[key] as T);
  };
  return {
    brand: pick('brand', Object.keys(BRANDS) as BrandName[]),
    theme: pick('theme', ['light', 'dark'] as const),
    text: pick('text', ['100', '200'] as const),
    dir: pick('dir', ['ltr', 'rtl'] as const),
    motion: pick('motion', ['full', 'reduce'] as const),
  };
}

/** The theme tokens as custom-elements.json lists them (the declaration with no tag): names, words, theme.css's defaults. */
export const THEME_TOKENS = manifest.modules.flatMap((m) => m.declarations).find((d) => !d.tagName)?.cssProperties ?? [];

/** Every element's tag (the loader's list). */
export const TAGS = Object.keys(elements).sort();

/**
 * The stylesheet of a look, scoped to the story's box: the brand's tokens on every element (as a partner writes
 * `medspa-hero { --medspa-color-primary: … }`; theme.css declares them on :host, which the page's rules beat) and on
 * the box (a page's own light-DOM text reads them too); 200% text through --medspa-font-size.
 */
export function lookCss(scope: string, look: Look): string {
  const tokens = Object.entries(tokensOf(look.brand, look.theme)).map(([name, value]) => `  ${name}: ${value};`);
  // The box wears the defaults as the site's pages do (site/build/assets.ts puts them on :root), then the brand's.
  const defaults = THEME_TOKENS.filter((t) => t.default !== undefined && t.name !== '--medspa-font-size');
  const rules = [`${scope} {\n${defaults.map((t) => `  ${t.name}: ${t.default};`).join('\n')}\n}`];
  if (tokens.length) rules.push(`${scope}, ${scope} :is(${[...TAGS, '[data-look-sample]'].join(', ')}) {\n${tokens.join('\n')}\n}`);
  if (look.text === '200') {
    // The elements follow --medspa-font-size from an ancestor; the box keeps `medium` so it doubles once.
    rules.push(`${scope} { font-size: medium; --medspa-font-size: 200%; }`);
    // A page's rem-sized text follows the visitor's setting too.
    rules.push(':root { font-size: 200%; }');
  }
  return rules.join('\n');
}

/** theme.css's reduced-motion rules, unconditional: what a shadow root adopts while the toolbar asks for reduced motion. */
export const REDUCED_MOTION_CSS = (() => {
  const at = themeCss.indexOf(`@media ${REDUCED_MOTION_QUERY}`);
  if (at < 0) throw new Error(`widgets/runtime/theme.css has no @media ${REDUCED_MOTION_QUERY}`);
  const open = themeCss.indexOf('{', at);
  let depth = 0;
  for (let i = open; i < themeCss.length; i++) {
    if (themeCss[i] === '{') depth++;
    else if (themeCss[i] === '}' && --depth === 0) return themeCss.slice(open + 1, i);
  }
  throw new Error('widgets/runtime/theme.css: unclosed reduced-motion block');
})();

/**
 * Reduced motion on demand: matchMedia(REDUCED_MOTION_QUERY) answers the toolbar's choice (or the system's, when
 * the toolbar says Motion) and tells its listeners when it changes, so the widgets' motion hooks and the plain-DOM
 * driver stop and start as for a visitor who changes the setting.
 */
const forced = new EventTarget();
let forceReduce = false;
let installed = false;

function installMatchMedia() {
  if (installed || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  installed = true;
  const original = window.matchMedia.bind(window);
  const real = original(REDUCED_MOTION_QUERY);
  // One list for the query (the hooks ask for it on every read), relaying the system's changes and the toolbar's.
  // Its `matches` is a getter, read at each call: Object.assign would copy the value it had at install (false).
  const mql: EventTarget = Object.defineProperties(
    new EventTarget(),
    Object.getOwnPropertyDescriptors({
      media: real.media,
      onchange: null,
      get matches() {
        return forceReduce || real.matches;
      },
      addListener: (l: EventListener) => mql.addEventListener('change', l),
      removeListener: (l: EventListener) => mql.removeEventListener('change', l),
    }),
  );
  const relay = () => mql.dispatchEvent(new Event('change'));
  real.addEventListener('change', relay);
  forced.addEventListener('change', relay);
  window.matchMedia = (query: string) =>
    query.replace(/\s+/g, ' ').trim() === REDUCED_MOTION_QUERY ? (mql as unknown as MediaQueryList) : original(query);
}

/** Sets the toolbar's reduced-motion choice; listeners of the query hear of a change. */
export function setReducedMotion(on: boolean): void {
  installMatchMedia();
  if (on === forceReduce) return;
  // Read at once (a story rendering now sees it); heard after the render (no update of another component within it).
  forceReduce = on;
  queueMicrotask(() => forced.dispatchEvent(new Event('change')));
}
