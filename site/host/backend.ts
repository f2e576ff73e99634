/**
 * The embedded local Supabase (supabase/local) on the host's origin, when no hosted project is configured.
 * Until it is ready its paths answer 503 with Retry-After (never the site's 404), and if it cannot start the
 * host does not start either: the reason (a busy or damaged database directory) is the host's error.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

/** Paths the backend answers (the Supabase API layout). */
export const BACKEND_PREFIXES = ['/rest/v1', '/storage/v1', '/functions/v1', '/auth/v1'];

export const isBackendPath = (pathname: string) => BACKEND_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'));

/** What the host needs of supabase/local (imported lazily: a hosted deployment never loads PGlite). */
export interface LocalBackend {
  handle(req: Request): Promise<Response | null>;
  close(): Promise<void>;
  anonKey: string;
  serviceRoleKey: string;
  /** Calls `listener` after each write to news, products or testimonials (supabase/local/publish-hook.ts). */
  onContentChange?(listener: () => void): () => void;
}

export type StartBackend = (publicUrl: string) => Promise<LocalBackend>;

/**
 * The real one: `dbDir` is a directory (locked for this process) or `memory`; `mediaDir` holds the buckets'
 * files (undefined: supabase/media).
 */
export function localBackend(root: string, dbDir: string, mediaDir?: string): StartBackend {
  return async (publicUrl) => {
    const local = await import('../../supabase/local/index.ts');
    return local.startLocalBackend({
      dataDir: dbDir === 'memory' ? undefined : resolve(root, dbDir),
      publicUrl,
      mediaDir: mediaDir ? resolve(root, mediaDir) : undefined,
    });
  };
}

export interface BackendMount {
  /** Starts the backend; rejects with its error (the host then stops). */
  start(publicUrl: string): Promise<LocalBackend>;
  /** Answers a backend path; false when the backend has no such route (the site answers then). */
  serve(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean>;
  /** The started backend (undefined until ready). */
  current(): LocalBackend | undefined;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** `proxies`: TRUST_PROXY's count, for the client address the backend's caps see (server/client-address.ts). */
export function mountBackend(startBackend: StartBackend, proxies = 0): BackendMount {
  let backend: LocalBackend | undefined;
  let failed = false;
  return {
    async start(publicUrl) {
      try {
        backend = await startBackend(publicUrl);
        return backend;
      } catch (err) {
        failed = true;
        throw err;
      }
    },
    async serve(req, res, origin) {
      if (!backend) {
        if (failed) json(res, 503, { message: 'The local backend failed to start; see the host log.' });
        else json(res, 503, { message: 'The local backend is starting; retry in a moment.' }, { 'Retry-After': '1' });
        return true;
      }
      // Loaded with the backend, so that a hosted deployment never loads it.
      const { toWebRequest, sendWebResponse, refuseForbiddenMethod } = await import('../../supabase/local/node-http.ts');
      if (refuseForbiddenMethod(req, res)) return true;
      const request = toWebRequest(req, origin, { res, proxies });
      if (!request) return true; // the client went away: nobody to answer
      const response = await backend.handle(request);
      if (!response) return false;
      await sendWebResponse(res, response, req);
      return true;
    },
    current: () => backend,
    async close() {
      await backend?.close();
    },
  };
}
