/**
 * The host's entry: `node --import tsx site/server.ts` (npm run serve; npm start builds first, then runs the
 * same startHost in its own process). The host itself is site/host/ (index.ts says what is where).
 *
 * Env: HOST, PORT (127.0.0.1:8080), MEDSPA_DIST (dist), SUPABASE_URL (a hosted backend: nothing mounted),
 * LOCAL_DB_DIR (.local/db; `memory` = a fresh in-memory database), LOCAL_MEDIA_DIR (supabase/media), TLS_CERT + TLS_KEY (PEM files: serve HTTPS,
 * redirect plain HTTP, send HSTS), TRUST_PROXY=<number of proxies> (TLS proxies in front set X-Forwarded-Proto and
 * X-Forwarded-For: same policy, plain HTTP redirected to SITE_URL's https origin; the client address is the trusted
 * hop's, server/client-address.ts), SITE_URL (default: the build's),
 * FRESH_PAGE_TTL_MS (pages rendered from the database are kept at most this long; default and maximum 60000).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHost } from './host/index.ts';

export { startHost, contentSecurityPolicy, BACKEND_PREFIXES, type HostOptions, type RunningHost } from './host/index.ts';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startHost()
    .then((running) => {
      const stop = () => {
        running.close().finally(() => process.exit(0));
        setTimeout(() => process.exit(0), 3000).unref();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((err: unknown) => {
      // Expected failures (busy or damaged database, port in use, no build) say what to do; others keep their stack.
      console.error(err instanceof Error && err.name === 'LocalStartError' ? err.message : err);
      process.exit(1);
    });
}
