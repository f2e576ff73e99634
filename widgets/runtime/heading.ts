/** Heading levels of a widget: its `heading-level` attribute says where it sits in the host page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A `heading-level` attribute as a level from 1 to 5 (so the widget's card headings can sit one below it);
 * `fallback` when the attribute is not a number.
 */
export function headingLevel(n: unknown, fallback: HeadingLevel): HeadingLevel {
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(Math.max(Math.round(n), 1), 5) as HeadingLevel;
}
