/** The edge-functions client of the page's connection (runtime/connection.ts): `functions().invoke('name', …)`. */
import { FunctionsClient } from '@supabase/functions-js';
import { connection, subClient, type Connection } from './connection';

function makeFunctions(b: Connection): FunctionsClient {
  const client = new FunctionsClient(`${b.url}/functions/v1`, { headers: { ...b.headers }, customFetch: b.fetch });
  const invoke = client.invoke.bind(client);
  client.invoke = (async (...args: Parameters<typeof invoke>) => {
    const result = await invoke(...args);
    await drainErrorBody(result.error);
    return result;
  }) as typeof client.invoke;
  return client;
}

export function functions(b: Connection = connection()): FunctionsClient {
  return subClient(b, makeFunctions);
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
