/** The PostgREST client of the page's connection (runtime/backend.ts): `rest().from('news')…`. */
import { PostgrestClient } from '@supabase/postgrest-js';
import { backend, subClient, type Backend } from './backend';

const makeRest = (b: Backend) => new PostgrestClient(`${b.url}/rest/v1`, { headers: { ...b.headers }, schema: 'public', fetch: b.fetch });

export function rest(b: Backend = backend()): PostgrestClient {
  return subClient(b, makeRest);
}
