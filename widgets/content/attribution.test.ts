import { describe, expect, it } from 'vitest';
import { attributionProblem, cleanAttribution, cleanAttributionValue } from './attribution';
import { metadataProblem } from './metadata';

/** Issue 38 item 7: each was accepted and went to Stripe's metadata. */
const HOSTILE: [string, Record<string, string>][] = [
  ['a bidi override', { utm_campaign: 'spring\u202Egnp' }],
  ['each bidi control', { utm_term: 'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl' }],
  ['a combining-only value', { utm_source: '\u0301\u0302\u0303' }],
  ['a tag-character value', { utm_source: '\u{E0041}' }],
  ['full-width brackets', { utm_campaign: '＜script＞' }],
  ['small brackets', { utm_campaign: '\uFE64script\uFE65' }],
  ['entities', { utm_campaign: '&lt;script&gt;' }],
  ['a numeric reference', { utm_content: '&#60;b&#x3e;' }],
  ['a javascript: referrer', { referrer: 'javascript:alert(1)' }],
  ['a referrer with a path', { referrer: 'https://www.google.com/search?q=botox' }],
  ['a referrer of another scheme', { referrer: 'data:text/html,x' }],
  ['a landing path that is not a path', { landing_path: 'https://evil.example/' }],
  ['a landing path with spaces', { landing_path: '/a b' }],
];

describe('attribution values (issue 38 item 7)', () => {
  it.each(HOSTILE)('refuses %s', (_what, value) => {
    expect(attributionProblem(value)).not.toBeNull();
  });

  it('keeps origins, paths (the home page "/" too) and Unicode campaign names', () => {
    const fine = {
      referrer: 'https://www.google.com',
      landing_path: '/',
      utm_campaign: 'Été 🌸 & friends',
      utm_source: 'ボトックス',
    };
    expect(attributionProblem(fine)).toBeNull();
    expect(attributionProblem({ referrer: 'http://[::1]:8080', landing_path: '/offers/spring%20sale' })).toBeNull();
    expect(cleanAttribution(fine)).toEqual(fine);
  });

  it('the browser cleans what it can and drops what it cannot: the visit keeps the rest, never a refused value', () => {
    const cleaned = cleanAttribution(Object.assign({}, ...HOSTILE.map(([, v]) => v), { gclid: 'abc' }));
    expect(attributionProblem(cleaned)).toBeNull();
    expect(cleaned.gclid).toBe('abc');
    expect(cleaned).not.toHaveProperty('referrer');
    expect(cleanAttributionValue('utm_campaign', 'spring\u202Egnp')).toBe('springgnp');
    expect(cleanAttributionValue('utm_campaign', '＜script＞')).toBe('script');
    expect(cleanAttributionValue('utm_campaign', '&lt;script&gt;')).toBe('script');
    expect(cleanAttributionValue('utm_source', '\u0301\u0302\u0303')).toBe('');
    // a reference the removal would make is not kept either
    expect(cleanAttributionValue('utm_campaign', '&l&amp;t;')).toBe('');
    expect(cleanAttributionValue('referrer', 'javascript:alert(1)')).toBe('');
  });

  it("metadata's strings follow the same character rule (they go to Stripe beside it)", () => {
    for (const note of ['＜script＞', '&lt;b&gt;', 'a\u202Eb', '\u0301\u0302']) expect(metadataProblem({ note })).not.toBeNull();
    expect(metadataProblem({ note: 'Spring & summer 🌸' })).toBeNull();
  });
});
