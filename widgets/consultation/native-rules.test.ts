/**
 * The browser's checks before React (issue 39) say what the §5 schema says: the phone's pattern, as the browser
 * compiles it (anchored, `v` flag), accepts exactly the numbers isPhoneNumber accepts; every field is required and
 * within the database's limit (widgets/content/forms.ts).
 */
import { describe, expect, it } from 'vitest';
import { fields, isPhoneNumber } from '../content/forms';
import { FIELDS, PHONE_PATTERN, nativeRules } from './native-rules';

/** HTML's pattern matching: `^(?:pattern)$` with the v flag. */
const browserPattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

describe('native constraint attributes', () => {
  it('the phone pattern agrees with isPhoneNumber', () => {
    const samples = [
      '(314) 555-0100',
      '+1 314.555.0100',
      '3145550100',
      ' 314 555 0100 ',
      '1234567',
      '123456',
      '123456789012345',
      '1234567890123456',
      '+44 (20) 7946-0958',
      '++1 314 555 0100',
      '314-555-01OO',
      'call me maybe',
      '314/555/0100',
      '',
      '   ',
      '+',
      '(((((((1234567)))',
    ];
    for (const s of samples) expect(browserPattern.test(s), JSON.stringify(s)).toBe(isPhoneNumber(s));
  });

  it('every field is required, within its limit; only the phone has a pattern', () => {
    for (const name of FIELDS) {
      const rules = nativeRules(name);
      expect(rules.required).toBe(true);
      expect(rules.maxLength).toBe(fields[name].maxLength);
      expect('pattern' in rules).toBe(name === 'phone');
    }
  });
});
