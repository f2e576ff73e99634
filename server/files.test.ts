// @vitest-environment node
/** The request-header readers of server/files.ts (the answers themselves: site/host/static.test.ts). */
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, etagMatches } from './files.ts';

describe('acceptedEncodings', () => {
  it('lists br and gzip in that order unless refused with q=0', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('etagMatches', () => {
  it('compares weakly (W/ ignored), any of a list, and * matches', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
