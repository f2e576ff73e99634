/**
 * The client address of a request, for the host and the local backend alike (issue 38 item 8; README "Behind a
 * proxy", docs/architecture.md "Rooms").
 *
 * TRUST_PROXY=<n> says n proxies stand in front (`1`, `true`, `yes`: one). Each proxy appends the address it was
 * reached from to X-Forwarded-For, so the client is the n-th entry from the right (one proxy: the right-most);
 * whatever the client wrote itself is further left and never read. Without TRUST_PROXY the header is the client's
 * own say-so and is never read: the address is the socket's.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The largest hop count believed (a longer chain is a configuration error, not a deployment). */
const MAX_PROXIES = 10;

/**
 * TRUST_PROXY's value as a number of proxies: unset, empty, `0`, `false`, `no`: 0; `1`, `true`, `yes`: 1; `<n>`:
 * n (at most 10). Undefined for anything else, which the caller refuses at start.
 */
export function trustedProxies(value: string | undefined): number | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'no') return 0;
  if (v === 'true' || v === 'yes') return 1;
  if (!/^\d{1,2}$/.test(v) || Number(v) > MAX_PROXIES) return undefined;
  return Number(v);
}

/**
 * The address of the client: the socket's, or behind `proxies` trusted proxies the X-Forwarded-For entry the
 * nearest of them vouches for. A chain shorter than `proxies` gives its left-most entry (the furthest address
 * known); an entry that is not an IP address gives the socket's (the proxy's: one shared quota, never a chosen one).
 */
export function clientAddress(req: IncomingMessage, proxies: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (proxies <= 0) return socket;
  const raw = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return socket;
  const entry = chain[Math.max(0, chain.length - proxies)]!;
  return isIP(entry) ? entry : socket;
}
