/**
 * The page's one connection to the Supabase project: its URL, the anon key's headers and the fetch to use.
 *
 * The clients are the official sub-clients that `@supabase/supabase-js` itself is built from (postgrest-js,
 * storage-js, functions-js, same version): the same `from()`, `storage` and `functions` API and the same requests,
 * without auth and realtime, which the product does not use (12 KB gz instead of 55, docs/supabase-contract.md).
 * Each is built on first use by the module that needs it — `rest()` (runtime/rest.ts), `functions()`
 * (runtime/functions.ts), the bucket listing (runtime/media) — so a page downloads only the clients its widgets
 * call: a page of images needs no PostgREST client, the store no storage client. Tests of the backend use the
 * full supabase-js client against the same server.
 */
import { getConfig } from './config';

export interface Connection {
  /** The project's URL, without a trailing slash. */
  readonly url: string;
  /** The anon key as `apikey` and bearer token, and the client's name. */
  readonly headers: Readonly<Record<string, string>>;
  /** Stories and component tests answer requests in memory; pages use the global fetch. */
  readonly fetch?: typeof fetch;
  /** Sub-clients built so far, by the function that builds them (see `subClient`). */
  readonly clients: Map<unknown, unknown>;
}

let client: Connection | undefined;

/** Sent as X-Client-Info: which build of the bundle a request comes from. */
const VERSION = typeof __MEDSPA_VERSION__ === 'undefined' ? 'dev' : __MEDSPA_VERSION__;

export function createConnection(url: string, key: string, fetchImpl?: typeof fetch): Connection {
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'X-Client-Info': `medspa-widgets/${VERSION}` };
  return { url: url.replace(/\/+$/, ''), headers, fetch: fetchImpl, clients: new Map() };
}

/** One sub-client per connection: `make` runs once per connection, its result is kept. */
export function subClient<T>(b: Connection, make: (b: Connection) => T): T {
  if (!b.clients.has(make)) b.clients.set(make, make(b));
  return b.clients.get(make) as T;
}

/** The shared connection, built from the page configuration the first time it is asked for. */
export function connection(): Connection {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getConfig();
    client = createConnection(supabaseUrl, supabaseAnonKey);
  }
  return client;
}

/** Tests and stories swap in a connection (or reset with undefined). */
export function setConnection(next: Connection | undefined): void {
  client = next;
}
