/** Shared by the backend's Node tests and the bench: a served backend and real supabase-js clients. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { serveLocalBackend, type ServeOptions } from './index.ts';

/**
 * Node 20 has no global WebSocket and supabase-js's realtime client refuses to start without one. The product
 * never opens a realtime channel, so a transport that is never instantiated keeps createClient happy.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by this product');
  }
}

export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
}

export async function startServed(opts: ServeOptions = {}) {
  const served = await serveLocalBackend({ env: {}, ...opts });
  return {
    ...served,
    anon: client(served.url, served.backend.anonKey),
    service: client(served.url, served.backend.serviceRoleKey),
  };
}
