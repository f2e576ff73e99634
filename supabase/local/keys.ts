/**
 * Local-only JWT secret and the anon/service keys signed with it, like `supabase start`'s demo keys.
 * They guard nothing but the embedded backend on this machine; production keys come from the hosted project.
 * HS256 is deterministic, so the keys are the same on every machine and can be baked into a local build.
 */
import { createHmac } from 'node:crypto';

export const LOCAL_JWT_SECRET = process.env.LOCAL_JWT_SECRET ?? 'medspa-local-jwt-secret-not-for-production-use';

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export function signJwt(payload: Record<string, unknown>, secret = LOCAL_JWT_SECRET): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** 2024-01-01 .. 2124-01-01: long-lived, as Supabase's local keys are. */
const iat = 1704067200;
const exp = iat + 100 * 365 * 24 * 3600;
export const LOCAL_ANON_KEY = signJwt({ iss: 'supabase-local', role: 'anon', iat, exp });
export const LOCAL_SERVICE_ROLE_KEY = signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp });
