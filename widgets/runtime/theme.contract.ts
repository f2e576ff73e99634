/**
 * The theme tokens: --medspa-* custom properties every element reads, beside its own (its descriptor's
 * cssProperties). Their defaults are in widgets/runtime/theme.css (declared on :host, or a var() fallback), where the
 * browser reads them; this names and documents them. custom-elements.json lists them (the declaration MedspaTheme)
 * and /widgets/theme.css sets them to their defaults (scripts/manifest.ts); scripts/elements.test.ts holds this list
 * to theme.css.
 */
export const themeContract = {
  cssProperties: {
    '--medspa-color-primary': 'Brand colour: buttons, links, labels and accents.',
    '--medspa-color-primary-hover': 'Buttons in the brand colour, on hover.',
    '--medspa-color-on-primary': 'Text and icons on the brand colour.',
    '--medspa-color-accent': "Secondary accent (the footer's details).",
    '--medspa-color-text': 'Body text.',
    '--medspa-color-muted': 'Secondary text: captions, dates, help text.',
    '--medspa-color-surface': 'Background of cards, dialogs, toasts and inputs.',
    '--medspa-color-surface-alt': 'Alternate background: bars, bands, hovers.',
    '--medspa-color-border': 'Borders, dividers and loading placeholders.',
    '--medspa-color-danger': 'Errors: invalid fields, error messages and toasts.',
    '--medspa-color-on-danger': 'Text on the error colour.',
    '--medspa-color-focus': 'Keyboard focus ring.',
    '--medspa-font': 'Font family of all text.',
    '--medspa-font-heading': 'Font family of headings.',
    '--medspa-font-size':
      "Text size of the element; everything inside scales with it (em). On the element or an ancestor; the page's root font size changes nothing.",
    '--medspa-font-size-xs': 'Type scale, smallest: badges and fine print.',
    '--medspa-font-size-sm': 'Type scale: captions, dates, labels, help text.',
    '--medspa-font-size-md': 'Type scale: body text and controls.',
    '--medspa-font-size-lg': 'Type scale: lead text and dialog titles.',
    '--medspa-font-size-xl': 'Type scale: card titles.',
    '--medspa-font-size-2xl': 'Type scale: form and sub-section headings.',
    '--medspa-font-size-3xl': 'Type scale: section headings (fluid).',
    '--medspa-font-size-4xl': "Type scale: page titles, the size of the site's h1 (fluid).",
    '--medspa-font-size-5xl': 'Type scale, largest: the hero headline (fluid).',
    '--medspa-radius': 'Corner radius of buttons (every booking button), cards and images.',
    '--medspa-radius-pill': 'Corner radius of chips and badges (labels, filters) and the round pause control; never of an action button.',
    '--medspa-space': 'Side padding of page sections.',
    '--medspa-space-1': 'Spacing scale, smallest step (0.25em).',
    '--medspa-space-2': 'Spacing scale (0.5em).',
    '--medspa-space-3': 'Spacing scale (0.75em).',
    '--medspa-space-4': 'Spacing scale (1em).',
    '--medspa-space-5': 'Spacing scale (1.5em).',
    '--medspa-space-6': 'Spacing scale (2em).',
    '--medspa-space-7': 'Spacing scale (3em).',
    '--medspa-space-8': 'Spacing scale, largest step (4em): page section padding.',
    '--medspa-shadow': 'Shadow of raised boxes (Book Now, dialogs, toasts, cards).',
  },
} as const;
