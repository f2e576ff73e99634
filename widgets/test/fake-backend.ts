/**
 * A fake backend for stories (and component tests): the real browser client (postgrest-js, storage-js,
 * functions-js) with a fetch answered in memory by a route function, so every request is exactly what a
 * page would send and every state can be shown on demand.
 */
import { createConnection, type Connection } from '../runtime/connection';

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}
export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before answering; `Infinity` never answers (a loading state). */
  delay?: number;
}
export type FakeRoute = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export const FAKE_ORIGIN = 'http://backend.test';

export function fakeFetch(route: FakeRoute, calls: FakeRequest[] = []): typeof fetch {
  return async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep text */
    }
    const call = { method: req.method, url, body, headers: req.headers };
    calls.push(call);
    const out = await route(call);
    if (out.delay === Infinity) return new Promise<Response>(() => {});
    if (out.delay) await new Promise((r) => setTimeout(r, out.delay));
    const payload = out.body === undefined ? null : typeof out.body === 'string' ? out.body : JSON.stringify(out.body);
    return new Response(payload, { status: out.status, headers: { 'content-type': 'application/json', ...out.headers } });
  };
}

export function fakeBackend(route: FakeRoute): { connection: Connection; calls: FakeRequest[] } {
  const calls: FakeRequest[] = [];
  return { connection: createConnection(FAKE_ORIGIN, 'fake-anon-key', fakeFetch(route, calls)), calls };
}

/** Routes by "METHOD /path" prefix, e.g. { 'GET /rest/v1/news': () => ({status: 200, body: []}) }. */
export function routes(table: Record<string, FakeRoute | FakeResponse>): FakeRoute {
  return (req) => {
    const key = `${req.method} ${req.url.pathname}`;
    const hit = Object.keys(table)
      .filter((k) => key.startsWith(k))
      .sort((a, b) => b.length - a.length)[0];
    if (!hit) return { status: 404, body: { code: 'PGRST205', message: `No fake for ${key}` } };
    const h = table[hit]!;
    return typeof h === 'function' ? h(req) : h;
  };
}

/** A storage listing body for the given file names, as Storage answers it. */
export function listing(names: string[]) {
  return names.map((name) => ({
    name,
    id: name,
    updated_at: null,
    created_at: null,
    last_accessed_at: null,
    metadata: { size: 1000, mimetype: 'image/jpeg' },
  }));
}
