/** HS256 verification of the local anon/service keys (the counterpart of keys.ts's signJwt). */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Claims {
  role?: string;
  exp?: number;
  [k: string]: unknown;
}

export type JwtResult = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyJwt(token: string, secret: string, now = Date.now()): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, sig] = parts as [string, string, string];
  // Strict base64url: Buffer.from(..., 'base64url') skips characters it does not know, so 'sig' + '!junk'
  // would verify. An HS256 signature is 32 bytes: exactly 43 characters.
  if (!/^[A-Za-z0-9_-]+$/.test(head) || !/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return { ok: false, reason: 'malformed' };
  }
  let header: { alg?: string };
  let claims: Claims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (header.alg !== 'HS256' || typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.toString('base64url') !== sig) return { ok: false, reason: 'malformed' };
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (typeof claims.exp === 'number' && claims.exp * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
