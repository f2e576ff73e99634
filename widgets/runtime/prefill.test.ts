/** Prefill from attributes and opted-in address parameters (runtime/prefill.ts, issue 30). */
import { describe, expect, it } from 'vitest';
import { prefillValues, urlPrefill } from './prefill';

const LIMITS = { name: 200, email: 254 };

describe('urlPrefill', () => {
  it('reads only the fields the element allows, by their own name or the one the page gives', () => {
    const search = '?name=Jane&lead_email=jane%40example.com&reason=acne&message=hi';
    expect(urlPrefill('name email:lead_email reason message', ['name', 'email'], search)).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
    });
  });

  it('reads nothing without the opt-in', () => {
    expect(urlPrefill(undefined, ['name'], '?name=Jane')).toEqual({});
    expect(urlPrefill('', ['name'], '?name=Jane')).toEqual({});
  });
});

describe('prefillValues', () => {
  it('the address wins over the attribute; blank is nothing; each value cut to its field', () => {
    expect(prefillValues({ name: 'Attr', email: 'attr@example.com' }, 'name', LIMITS, '?name=Url')).toEqual({
      name: 'Url',
      email: 'attr@example.com',
    });
    expect(prefillValues({ name: '  ' }, undefined, LIMITS, '')).toEqual({});
    expect(prefillValues({}, 'name', LIMITS, `?name=${'n'.repeat(500)}`).name).toHaveLength(200);
  });

  it('the consultation allows no reason: a reason in the address or spec fills nothing', () => {
    expect(prefillValues({}, 'name reason', LIMITS, '?name=Jane&reason=acne')).toEqual({ name: 'Jane' });
  });
});
