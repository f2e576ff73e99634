/** Adapters between Node's http module and the web Request/Response the backend speaks. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { clientAddress } from '../../server/client-address.ts';
import { FORBIDDEN_METHODS } from './http-util.ts';

/**
 * TRACE, TRACK and CONNECT cannot be turned into a fetch Request (undici throws): answer them 405 here, before
 * toWebRequest. True when the request was answered.
 */
export function refuseForbiddenMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = (req.method ?? '').toUpperCase();
  if (!FORBIDDEN_METHODS.has(method)) return false;
  req.resume();
  res.writeHead(405, { 'Content-Type': 'application/json; charset=utf-8', Allow: 'GET, HEAD, POST, PATCH, DELETE, OPTIONS' });
  res.end(JSON.stringify({ code: 'PGRST117', details: null, hint: null, message: `Unsupported HTTP method: ${method.slice(0, 20)}` }));
  return true;
}

export interface WebRequestOptions {
  /** The response: when it closes unfinished (the client hung up) the Request's signal aborts. */
  res?: ServerResponse;
  /** TRUST_PROXY: how many proxies stand in front (server/client-address.ts); default 0. */
  proxies?: number;
}

/**
 * A web Request for a Node request. `base` is the origin (e.g. http://127.0.0.1:8080). X-Forwarded-For is set
 * to the one client address (server/client-address.ts: the socket's, or behind TRUST_PROXY the trusted hop's),
 * overwriting what the client sent, and a client's CF-Connecting-IP / X-Real-IP are dropped, so the per-address
 * caps see the real caller. Its signal aborts when the client goes away before the answer is sent.
 * Null when the client went away before its body was read (the host was still loading its backend, say): the
 * body is gone, a Request cannot be made of it (undici: "should not be disturbed or locked"), and nobody waits
 * for an answer.
 */
export function toWebRequest(req: IncomingMessage, base: string, opts: WebRequestOptions = {}): Request | null {
  if (req.destroyed && !req.complete) return null;
  const url = new URL(req.url ?? '/', base);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(':')) continue;
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else headers.set(k, v);
  }
  headers.set('x-forwarded-for', clientAddress(req, opts.proxies ?? 0));
  // Hosted Supabase reads the client from Cloudflare's headers first; here nobody sets them, so a client's own
  // would let it pick its address (and dodge the per-address caps).
  headers.delete('cf-connecting-ip');
  headers.delete('x-real-ip');
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const controller = new AbortController();
  req.once('close', () => {
    if (!req.complete) controller.abort();
  });
  // A GET is complete once its headers are read, so only the response tells that the client went away.
  opts.res?.once('close', () => {
    if (!opts.res!.writableFinished) controller.abort();
  });
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : undefined,
    signal: controller.signal,
    // required by undici for streaming request bodies
    duplex: 'half',
  } as RequestInit);
}

/** Write a web Response to a Node response, streaming the body with backpressure; no body for HEAD. */
export async function sendWebResponse(res: ServerResponse, response: Response, req?: IncomingMessage): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((v, k) => {
    if (k === 'set-cookie') return;
    headers[k] = v;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  const isHead = (req?.method ?? '').toUpperCase() === 'HEAD';
  if (!response.body || isHead) {
    if (response.body) await response.body.cancel().catch(() => {});
    res.end();
    return;
  }
  const reader = response.body.getReader();
  let aborted = false;
  const onClose = () => {
    aborted = true;
    void reader.cancel().catch(() => {});
  };
  res.once('close', onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || aborted) break;
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.once('drain', done);
          res.once('close', done);
        });
      }
    }
  } catch {
    aborted = true;
  } finally {
    res.off('close', onClose);
    if (!res.writableEnded) res.end();
  }
}
