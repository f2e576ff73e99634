/**
 * The attribution reader (runtime/attribution.ts, issue 30): what a landing says (campaign parameters, another
 * site's referrer origin, the path, nothing else), the first touch of the visit kept in sessionStorage and never
 * replaced, the element's source, the caps and allowed keys of widgets/content/attribution.ts, and no cookie.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_FIELDS, attributionProblem, cleanAttribution } from '../content/attribution';
import {
  ATTRIBUTION_STORAGE_KEY,
  attributionDetail,
  attributionFor,
  captureFirstTouch,
  readLanding,
  resetAttributionForTests,
  type Landing,
} from './attribution';

const landing = (search: string, referrer = '', pathname = '/offers/spring'): Landing => ({
  origin: 'https://partner.example',
  pathname,
  search,
  referrer,
});

const AD = '?utm_source=google&utm_medium=cpc&utm_campaign=spring-prp&gclid=abc';

beforeEach(() => {
  sessionStorage.clear();
  resetAttributionForTests();
});
afterEach(() => {
  sessionStorage.clear();
  resetAttributionForTests();
});

describe('readLanding', () => {
  it('reads the campaign parameters and click ids, the landing path without its query', () => {
    expect(readLanding(landing(`${AD}&fbclid=fb1&msclkid=ms1&utm_term=prp&utm_content=hero&email=lead@example.com`))).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring-prp',
      utm_term: 'prp',
      utm_content: 'hero',
      gclid: 'abc',
      fbclid: 'fb1',
      msclkid: 'ms1',
      landing_path: '/offers/spring',
    });
  });

  it("keeps another site's referrer as its origin only; the page's own origin is no touch", () => {
    expect(readLanding(landing('', 'https://www.google.com/search?q=prp+st+louis'))).toEqual({
      referrer: 'https://www.google.com',
      landing_path: '/offers/spring',
    });
    expect(readLanding(landing('', 'https://partner.example/other?utm_source=x'))).toBeNull();
    expect(readLanding(landing('', 'android-app://com.google.android.gm/'))).toBeNull();
  });

  it('a page with none of them says nothing (no path alone, no other parameter)', () => {
    expect(readLanding(landing(''))).toBeNull();
    expect(readLanding(landing('?page=2&name=Jane&utm_source='))).toBeNull();
  });

  it('cuts each value to its cap, removes control characters and markup, keeps Unicode', () => {
    const long = 'x'.repeat(ATTRIBUTION_FIELDS.utm_campaign + 50);
    const touch = readLanding(
      landing(
        `?utm_campaign=${long}&utm_source=${encodeURIComponent('<script>alert(1)</script>')}&utm_term=${encodeURIComponent('Été\u0007 🌸')}&gclid=${'g'.repeat(400)}`,
        '',
        `/${'p'.repeat(800)}`,
      ),
    )!;
    expect(touch.utm_campaign).toHaveLength(ATTRIBUTION_FIELDS.utm_campaign);
    expect(touch.utm_source).toBe('scriptalert(1)/script');
    expect(touch.utm_term).toBe('Été 🌸');
    expect(touch.gclid).toHaveLength(ATTRIBUTION_FIELDS.gclid);
    expect([...touch.landing_path!]).toHaveLength(ATTRIBUTION_FIELDS.landing_path);
    expect(attributionProblem(touch)).toBeNull();
  });

  it('cuts by characters, never inside one: 101 emoji become the 100 of the cap', () => {
    const touch = readLanding(landing(`?utm_source=${encodeURIComponent('😀'.repeat(101))}`))!;
    expect([...touch.utm_source!]).toEqual(Array(100).fill('😀'));
  });
});

describe('the first touch of the visit', () => {
  it('is kept in sessionStorage, and a second landing does not replace it', () => {
    expect(captureFirstTouch(landing(AD))).toMatchObject({ utm_campaign: 'spring-prp', gclid: 'abc' });
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({ utm_source: 'google' });
    const second = captureFirstTouch(landing('?utm_source=facebook&utm_campaign=retarget&fbclid=x', '', '/second'));
    expect(second).toMatchObject({ utm_source: 'google', utm_campaign: 'spring-prp', landing_path: '/offers/spring' });
    expect(second).not.toHaveProperty('fbclid');
  });

  it("is read from the page's navigation entry: a host router that cleaned the address before any widget ran loses nothing", () => {
    // what react-router's <Navigate replace> or a utm-stripping script leaves: the address without its query
    expect(location.search).toBe('');
    const entry = { name: `${location.origin}/offers/spring${AD}`, entryType: 'navigation' } as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [entry] : []));
    expect(captureFirstTouch()).toMatchObject({ utm_source: 'google', utm_campaign: 'spring-prp', landing_path: '/offers/spring' });
    vi.restoreAllMocks();
  });

  it('a landing with nothing records nothing; a later landing with a campaign becomes the first touch', () => {
    expect(captureFirstTouch(landing(''))).toBeNull();
    expect(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(captureFirstTouch(landing('?utm_source=mail', '', '/news'))).toEqual({ utm_source: 'mail', landing_path: '/news' });
  });

  it('what is in storage is cleaned again: unknown keys and long values never come out', () => {
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utm_source: 'google', email: 'lead@example.com', utm_medium: 'm'.repeat(5000), reason: 'acne' }),
    );
    const touch = captureFirstTouch(landing(''))!;
    expect(Object.keys(touch).sort()).toEqual(['utm_medium', 'utm_source']);
    expect(touch.utm_medium).toHaveLength(ATTRIBUTION_FIELDS.utm_medium);
  });

  it('works where sessionStorage is refused, for the life of the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(captureFirstTouch(landing(AD))).toMatchObject({ gclid: 'abc' });
    expect(captureFirstTouch(landing('?utm_source=other'))).toMatchObject({ utm_source: 'google' });
  });

  it('sets no cookie', () => {
    captureFirstTouch(landing(AD));
    attributionFor('hero');
    expect(document.cookie).toBe('');
  });
});

describe('attributionFor', () => {
  it("is the first touch plus the element's source, cut to its cap", () => {
    captureFirstTouch(landing(AD));
    expect(attributionFor('x'.repeat(300))).toMatchObject({ utm_source: 'google', source: 'x'.repeat(ATTRIBUTION_FIELDS.source) });
  });

  it('is the source alone on a page without a campaign, and undefined with neither', () => {
    expect(attributionFor('footer-signup')).toEqual({ source: 'footer-signup' });
    expect(attributionFor(undefined)).toBeUndefined();
    expect(attributionFor('  ')).toBeUndefined();
  });

  it('the event detail carries it only when there is one', () => {
    expect(attributionDetail(undefined)).toEqual({});
    expect(attributionDetail({ source: 'a' })).toEqual({ attribution: { source: 'a' } });
  });
});

describe('cleanAttribution', () => {
  it('keeps only the allowed keys with string values', () => {
    expect(cleanAttribution({ utm_source: 'a', utm_medium: 3, message: 'hi', __proto__: { x: 1 } } as Record<string, unknown>)).toEqual({
      utm_source: 'a',
    });
  });
});
