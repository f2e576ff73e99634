/**
 * What a visitor typed, made safe for a staff text message. The stored row keeps the original; only the text
 * is changed:
 * - compatibility forms folded (NFKC: full-width letters, ligatures);
 * - line and paragraph separators (U+2028, U+2029), NEL (U+0085), every other control and format character
 *   (bidi overrides such as U+202E, zero-width characters) and unassigned code points become a space, so a
 *   name cannot start a new line, reverse the text after it or hide characters;
 * - links (scheme://..., www...., e-mail addresses and name.tld domains) become "[link]": a text from the
 *   clinic's own number must not carry a visitor's link;
 * - spaces collapsed, at most `max` characters (cut with "…").
 */
import { LIMITS } from './limits.ts';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/gu;
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/\S*|www\.\S*|\S+@\S+|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[a-z]{2,24}(?![\p{L}\p{N}])(?:[/:?#]\S*)?)/giu;

export function smsSafeText(input: string, max: number = LIMITS.smsNameChars): string {
  let s = input.normalize('NFKC').replace(INVISIBLE, ' ');
  s = s.replace(LINK, '[link]');
  s = s.replace(/\s+/gu, ' ').trim();
  const chars = [...s];
  if (chars.length > max)
    s =
      chars
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…';
  return s;
}
