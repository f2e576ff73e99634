import { describe, expect, it } from 'vitest';
import { EMAIL_FORBIDDEN, hasVisibleText, isEmailAddress } from './forms';

/** Names made only of invisible characters (issue 38 item 5): each passed the old list-based rule. */
const INVISIBLE_ONLY = ['\u0301\u0302\u0303', '\u{E0041}', '\u{1D173}', '\uFFF9', '\u{E0100}', '\u180F'];

describe('the visible-text rule (widgets/content/forms.ts hasVisibleText)', () => {
  it.each(INVISIBLE_ONLY)('%j has nothing to read (issue 38)', (value) => {
    expect(hasVisibleText(value)).toBe(false);
    expect(hasVisibleText(` ${value}\u200b `)).toBe(false);
  });

  it.each(['', ' ', '\t\n', '\u00a0', '\u200b\u2060\ufeff', '\u202e', '\u3164', '\u115f\u1160', '\uffa0', '\u2800', '\u034f', '...', '?!'])(
    '%j is blank',
    (value) => {
      expect(hasVisibleText(value)).toBe(false);
    },
  );

  it.each(['Jane', 'é', 'A\u0301', 'ボトックス', '李', 'Ω', '7', '٣', '🌸', '★', '\u200bJo\u200b', '\u0301a'])('%j is visible', (value) => {
    expect(hasVisibleText(value)).toBe(true);
  });
});

describe('email addresses (widgets/content/forms.ts isEmailAddress)', () => {
  it.each(['\u200b@\u200b.\u200b', '<script>@x.io', '\u0301@x.io', 'jane@\u0301.\u0302', 'a"b@x.io', 'a`b@x.io', 'a>b@x.io'])(
    '%j is refused (issue 38 item 6)',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );

  it.each(['no-at.example', 'a@b', 'a b@x.io', 'a@@x.io', `${'a'.repeat(250)}@x.io`])('%j is refused (shape, length)', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it.each(['jane@example.com', "o'brien@example.ie", 'ünï@bücher.de', 'a+tag@sub.example.co'])('%j is an address', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it('refuses each markup character, and only those besides the shape', () => {
    for (const c of '<>"`') expect([c, EMAIL_FORBIDDEN.test(`a${c}b@x.io`), isEmailAddress(`a${c}b@x.io`)]).toEqual([c, true, false]);
  });
});
