// @vitest-environment node
/** The client address of a request (client-address.ts): the socket's, or behind TRUST_PROXY the trusted hop's. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address.ts';

const req = (xff: string | string[] | undefined, socket = '10.0.0.2') =>
  ({ socket: { remoteAddress: socket }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('is a number of proxies', () => {
    for (const [v, n] of [
      [undefined, 0],
      ['', 0],
      ['0', 0],
      ['false', 0],
      ['no', 0],
      ['1', 1],
      ['true', 1],
      ['YES', 1],
      ['2', 2],
      [' 3 ', 3],
      ['10', 10],
    ] as const)
      expect([v, trustedProxies(v)]).toEqual([v, n]);
    for (const v of ['11', '-1', '1.5', 'maybe', '0x1', '999']) expect([v, trustedProxies(v)]).toEqual([v, undefined]);
  });
});

describe('clientAddress', () => {
  it('without TRUST_PROXY: the socket, whatever X-Forwarded-For says', () => {
    expect(clientAddress(req('203.0.113.7'), 0)).toBe('10.0.0.2');
    expect(clientAddress(req(undefined), 0)).toBe('10.0.0.2');
  });

  it('one proxy: the right-most entry (what the proxy saw), never what the client wrote before it', () => {
    expect(clientAddress(req('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(req('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(req(['6.6.6.6', '203.0.113.7']), 1)).toBe('203.0.113.7'); // two header lines are one list
    expect(clientAddress(req('2001:db8::1'), 1)).toBe('2001:db8::1');
  });

  it('n proxies: the n-th entry from the right; a shorter chain its left-most', () => {
    expect(clientAddress(req('6.6.6.6, 203.0.113.7, 10.0.0.9'), 2)).toBe('203.0.113.7');
    expect(clientAddress(req('203.0.113.7'), 2)).toBe('203.0.113.7');
  });

  it('no header, or an entry that is not an address: the socket (the proxy: one shared quota, never a chosen one)', () => {
    expect(clientAddress(req(undefined), 1)).toBe('10.0.0.2');
    expect(clientAddress(req(''), 1)).toBe('10.0.0.2');
    expect(clientAddress(req('1.2.3.4, unknown'), 1)).toBe('10.0.0.2');
    expect(clientAddress(req("1.2.3.4, x' or 1=1"), 1)).toBe('10.0.0.2');
  });
});
