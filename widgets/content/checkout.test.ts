import { describe, expect, it } from 'vitest';
import { isClientReferenceId, returnOrigins, returnUrlOrigin } from './checkout';

describe('checkout return addresses and reference (widgets/content/checkout.ts)', () => {
  it.each([
    ['https://partner.example/thanks?x=1#y', 'https://partner.example'],
    ['http://127.0.0.1:4302/ok', 'http://127.0.0.1:4302'],
    ['HTTPS://Partner.Example:443/', 'https://partner.example'],
    ['/thanks', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://partner.example/', null],
    ['https://user:pw@partner.example/', null],
    [`https://partner.example/${'a'.repeat(2048)}`, null],
  ])('%s -> origin %s', (url, origin) => {
    expect(returnUrlOrigin(url)).toBe(origin);
  });

  it("allows SITE_URL's origin and the listed ones, ignoring paths, slashes, blanks and junk", () => {
    const allowed = returnOrigins('https://clinic.example/', ' https://a.example/ ,, not a url, https://b.example/path ,javascript:x');
    expect([...allowed].sort()).toEqual(['https://a.example', 'https://b.example', 'https://clinic.example']);
    expect([...returnOrigins(undefined, undefined)]).toEqual([]);
  });

  it.each([
    ['campaign_42-b', true],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
    ['', false],
    ['has space', false],
    ['a.b', false],
    ['é', false],
    ['a\nb', false],
  ])('client reference %j is valid: %s', (id, ok) => {
    expect(isClientReferenceId(id)).toBe(ok);
  });
});
