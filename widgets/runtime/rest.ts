/** The PostgREST client of the page's connection (runtime/connection.ts): `rest().from('news')…`. */
import { PostgrestClient } from '@supabase/postgrest-js';
import { connection, subClient, type Connection } from './connection';

/**
 * `retry: false`: retries are the query layer's (runtime/query, docs/product.md §8): postgrest-js would otherwise
 * retry a failed GET three more times over about 7 s on its own, so a visible failure state (the ticker's message)
 * would wait 8 s and a retried invisible one (testimonials) over 20 s.
 */
const makeRest = (b: Connection) =>
  new PostgrestClient(`${b.url}/rest/v1`, { headers: { ...b.headers }, schema: 'public', fetch: b.fetch, retry: false });

export function rest(b: Connection = connection()): PostgrestClient {
  return subClient(b, makeRest);
}
