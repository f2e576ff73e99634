/**
 * The one Supabase client of the page, created on first use.
 *
 * It is composed from the official sub-clients that `@supabase/supabase-js` itself is built from
 * (postgrest-js, storage-js, functions-js, same version): the same `from()`, `storage` and `functions` API
 * and the same requests, without auth and realtime, which the product does not use. That is 12 KB gzipped
 * instead of 55 (measured, see docs/supabase-contract.md). Tests of the backend use the full
 * supabase-js client against the same server.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { StorageClient } from '@supabase/storage-js';
import { FunctionsClient } from '@supabase/functions-js';
import { getConfig } from './config';

type StorageFactory = (url: string, headers: Record<string, string>, fetchImpl?: typeof fetch) => StorageClient;
let makeStorage: StorageFactory | undefined;
/**
 * storage-js (with its dependencies, about 7 KB gz) is loaded only by pages that list a bucket: runtime/media's
 * list-bucket.ts provides it, and `storage` is built on first use. A page without bucket listings (the store)
 * does without it.
 */
export function provideStorageClient(factory: StorageFactory): void {
  makeStorage = factory;
}

export interface Backend {
  from: PostgrestClient['from'];
  storage: StorageClient;
  functions: FunctionsClient;
}

let client: Backend | undefined;

/** `fetchImpl` lets stories and component tests answer requests in memory; pages use the global fetch. */
export function createBackend(url: string, key: string, fetchImpl?: typeof fetch): Backend {
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'X-Client-Info': 'medspa-widgets/0.1.0' };
  const rest = new PostgrestClient(`${url}/rest/v1`, { headers, schema: 'public', fetch: fetchImpl });
  const functions = new FunctionsClient(`${url}/functions/v1`, { headers, customFetch: fetchImpl });
  const invoke = functions.invoke.bind(functions);
  functions.invoke = (async (...args: Parameters<typeof invoke>) => {
    const result = await invoke(...args);
    await drainErrorBody(result.error);
    return result;
  }) as typeof functions.invoke;
  let storage: StorageClient | undefined;
  return {
    from: rest.from.bind(rest),
    functions,
    get storage() {
      if (!makeStorage) throw new Error('Storage is not loaded: list buckets through widgets/runtime/media');
      return (storage ??= makeStorage(`${url}/storage/v1`, headers, fetchImpl));
    },
  };
}

/**
 * functions-js leaves the body of a non-2xx answer unread, and a browser keeps such a request open until its
 * body is read (it never counts as finished: the page never reaches network idle). Reading a clone drains the
 * network stream and leaves `error.context` readable for whoever wants the JSON.
 */
async function drainErrorBody(error: unknown): Promise<void> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response && !context.bodyUsed) {
    try {
      await context.clone().arrayBuffer();
    } catch {
      /* the body is gone already: nothing to drain */
    }
  }
}

/** The shared client, built from the page configuration the first time it is asked for. */
export function backend(): Backend {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getConfig();
    client = createBackend(supabaseUrl, supabaseAnonKey);
  }
  return client;
}

/** Tests and stories swap in a client (or reset with undefined). */
export function setBackend(next: Backend | undefined): void {
  client = next;
}
