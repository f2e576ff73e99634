/**
 * The visible-text rule of widgets/content/forms.ts (VISIBLE_CHARACTER) as a Postgres regular-expression bracket
 * class of code-point ranges: Postgres' regex has no \p{...}, and its [[:alpha:]] follows the server's locale. The
 * class of public.has_visible_text() (migration 20261128001000_visible_text_by_property.sql) was printed by
 * `npx tsx supabase/local/visible-text-sql.ts`; supabase/local/text-rules.test.ts compares the database's
 * answer with VISIBLE_CHARACTER's for every code point. A Node whose Unicode tables are newer than the migration's
 * (its comment names the version) makes that test fail: print the class again into a new migration.
 */
import { VISIBLE_CHARACTER } from '../../widgets/content/forms.ts';

export const MAX_CODE_POINT = 0x10ffff;
export const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;

/** The inclusive code-point ranges VISIBLE_CHARACTER matches. */
export function visibleRanges(): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let c = 0; c <= MAX_CODE_POINT + 1; c++) {
    const hit = c <= MAX_CODE_POINT && !isSurrogate(c) && VISIBLE_CHARACTER.test(String.fromCodePoint(c));
    if (hit && start < 0) start = c;
    if (!hit && start >= 0) {
      out.push([start, c - 1]);
      start = -1;
    }
  }
  return out;
}

const escape = (c: number) => (c <= 0xffff ? `\\u${c.toString(16).padStart(4, '0')}` : `\\U${c.toString(16).padStart(8, '0')}`);

/**
 * The ranges as a Postgres ARE bracket class ("[\u0030-\u0039…]"), as SQL string constants of at most `width`
 * characters, one a line (constants separated by a newline are one string in SQL).
 */
export function visibleClassSql(width = 112): string {
  const lines = [''];
  for (const piece of ['[', ...visibleRanges().map(([a, b]) => (a === b ? escape(a) : `${escape(a)}-${escape(b)}`)), ']']) {
    if (lines.at(-1)!.length + piece.length > width - 2) lines.push('');
    lines[lines.length - 1] += piece;
  }
  return lines.map((l) => `'${l}'`).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`-- Unicode ${process.versions.unicode}\n${visibleClassSql()}`);
}
