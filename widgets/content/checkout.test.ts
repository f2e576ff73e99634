import { describe, expect, it } from 'vitest';
import { allowedReturnUrl, isClientReferenceId, parseReturnUrl, resolveReturnUrl, returnOrigins, returnUrlOrigin } from './checkout';

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

  /** Issue 38 item 1: each of these parsed to an allowed origin and was forwarded as written. */
  const ISSUE_38 = [
    'https://clinic.example\\@evil.example/',
    'https://clinic.example/\r\nSet-Cookie: x=1',
    'https://clinic\u3002example/',
    'https://clinic\uff0eexample/',
    'https://clinic\uff61example/',
    'http://clinic.example/\u0000',
    ' https://clinic.example/',
    'https://clinic.example/ ',
    'http:/clinic.example/@evil.example',
    'http:\\\\clinic.example\\@evil.example',
    'https://clinic.example/\u0085',
    'https://clinic.example/\u007f',
    'https://clinic.example/a\tb',
    'https:clinic.example/',
    'https://@clinic.example/',
    'https://x@clinic.example/',
    'https://cl\u00efnic.example/',
  ];
  const clinic = new Set(['https://clinic.example', 'http://clinic.example']);

  it.each(ISSUE_38)('refuses %j: no origin, nothing to forward', (value) => {
    expect(parseReturnUrl(value)).toBeNull();
    expect(returnUrlOrigin(value)).toBeNull();
    expect(allowedReturnUrl(value, 'https://clinic.example/store/', clinic)).toBeNull();
    expect(resolveReturnUrl(value, 'https://clinic.example/store/')).toBeNull();
  });

  it.each([
    ['https://clinic.example/thanks?from=ad#top', 'https://clinic.example/thanks?from=ad#top'],
    ['HTTPS://CLINIC.EXAMPLE:443/Thanks', 'https://clinic.example/Thanks'],
    ['https://clinic.example/caf\u00e9?q=\u00fc', 'https://clinic.example/caf%C3%A9?q=%C3%BC'],
    ['https://clinic.example/a/../b', 'https://clinic.example/b'],
    ['http://clinic.example', 'http://clinic.example/'],
  ])('allows %j and forwards only its serialisation %j', (value, href) => {
    expect(allowedReturnUrl(value, value, clinic)).toBe(href);
    expect(parseReturnUrl(value)?.href).toBe(href);
  });

  it('resolves a relative address against the page, under the same rule', () => {
    const page = 'https://clinic.example/store/';
    expect(allowedReturnUrl('/thanks?x=1', page, clinic)).toBe('https://clinic.example/thanks?x=1');
    expect(allowedReturnUrl('//evil.example/x', page, clinic)).toBeNull();
    expect(allowedReturnUrl('\\\\evil.example/x', page, clinic)).toBeNull();
    expect(allowedReturnUrl('/\\evil.example/x', page, clinic)).toBeNull();
    expect(allowedReturnUrl('javascript:alert(1)', page, clinic)).toBeNull();
  });
});
