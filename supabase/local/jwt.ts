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
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (typeof claims.exp === 'number' && claims.exp * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
