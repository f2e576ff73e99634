/**
 * HTTP or HTTPS. By default the host speaks plain HTTP (a developer machine, or behind a proxy it was not told
 * about). Told it is behind TLS, it sends HSTS on TLS answers and redirects plain HTTP to https:
 *   - `tls` (TLS_CERT / TLS_KEY): it terminates TLS itself. The same port also answers plain HTTP, only to
 *     redirect it (as nginx's `error_page 497`);
 *   - `trustProxy` (TRUST_PROXY=<number of proxies>, `1` one): proxies or a CDN in front terminate TLS and set
 *     X-Forwarded-Proto and X-Forwarded-For. Only then are those headers believed: from anyone else they are a
 *     client's say-so (the client address: server/client-address.ts).
 * The redirect goes to `httpsOrigin`, the site's configured origin (SITE_URL), never to the request's Host: a
 * proxy or CDN would cache a 308 to whatever a client wrote there (issue 38 item 8).
 */
import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { HSTS } from './headers.ts';
import { LIMITS } from '../../supabase/functions/_shared/limits.ts';
import { requestTimeouts } from '../../server/timeouts.ts';

export interface TransportOptions {
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** How many proxies stand in front (TRUST_PROXY); `true` is one. */
  trustProxy?: boolean | number;
  /** The https origin plain HTTP is redirected to (startHost: the site's origin, else its own https origin). */
  httpsOrigin?: string;
}

/** The number of trusted proxies in front (0: none, X-Forwarded-* are not believed). */
export const proxiesOf = (o: TransportOptions): number => (o.trustProxy === true ? 1 : o.trustProxy || 0);

export const behindTls = (o: TransportOptions) => Boolean(o.tls || proxiesOf(o));

export function isSecure(req: IncomingMessage, o: TransportOptions): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!proxiesOf(o)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!;
  return proto.trim().toLowerCase() === 'https';
}

/**
 * Behind TLS: a TLS request gets HSTS and goes on (true); a plain one is answered with a permanent redirect to
 * the same path on `httpsOrigin` (false). Not behind TLS: nothing happens (true).
 */
export function upgradeToHttps(req: IncomingMessage, res: ServerResponse, o: TransportOptions, headers: Record<string, string>): boolean {
  if (!behindTls(o)) return true;
  if (isSecure(req, o)) {
    res.setHeader('Strict-Transport-Security', HSTS);
    return true;
  }
  if (!o.httpsOrigin) throw new Error('upgradeToHttps: no httpsOrigin to redirect to');
  const path = req.url?.startsWith('/') ? req.url : '/';
  // 308 keeps the method and body (an API POST is repeated on https, not turned into a GET).
  res.writeHead(308, { ...headers, Location: `${o.httpsOrigin}${path}`, 'Content-Length': '0', 'Cache-Control': 'no-store' });
  res.end();
  return false;
}

/** The backend's request timeouts (server/timeouts.ts). */
const REQUEST_TIMEOUTS = requestTimeouts(LIMITS);

export interface Listener {
  server: Server;
  closeAllConnections(): void;
}

/** The server to listen with: HTTP, or with `tls` one port that tells TLS from plain HTTP by the first byte. */
export function createListener(handler: RequestListener, o: TransportOptions): Listener {
  if (!o.tls) {
    const server = createHttpServer(REQUEST_TIMEOUTS, handler);
    return { server, closeAllConnections: () => server.closeAllConnections() };
  }
  const secure = createHttpsServer({ ...REQUEST_TIMEOUTS, cert: o.tls.cert, key: o.tls.key }, handler);
  const plain = createHttpServer(REQUEST_TIMEOUTS, handler);
  const front = createNetServer((socket: Socket) => {
    socket.setTimeout(10_000, () => socket.destroy()); // a connection that never says anything
    const peek = () => {
      const first = socket.read(1) as Buffer | null;
      if (first === null) return void socket.once('readable', peek);
      socket.setTimeout(0);
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit('connection', socket); // 0x16: a TLS handshake record
    };
    peek();
  });
  return {
    server: front,
    closeAllConnections: () => {
      secure.closeAllConnections();
      plain.closeAllConnections();
    },
  };
}
