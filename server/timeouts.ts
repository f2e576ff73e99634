/**
 * The request timeouts of every HTTP server of ours (the host and the standalone local backend). The numbers are
 * the backend's limits (supabase/functions/_shared/limits.ts, where each limit lives once); the caller passes them
 * in, as server/ imports nothing outside server/ (docs/architecture.md, "Rooms and doors").
 */
export interface TimeoutLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * A request (headers and body) must arrive within `requestTimeoutMs`, its headers within `headersTimeoutMs`
 * (Node's defaults: 300 s and 60 s, checked every 30 s), so a body that never finishes does not hold a connection
 * for minutes: it is answered 408 and the connection closed.
 */
export function requestTimeouts(limits: TimeoutLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: 1000,
  } as const;
}
