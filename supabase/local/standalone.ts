/**
 * `npx tsx supabase/local/standalone.ts [port]`: the embedded backend alone, data kept in .local/db-standalone (not .local/db, which `npm start` uses; a directory is locked by the process using it, see dir-lock.ts), printing the
 * API URL and keys the way `supabase start` does. (`npm start` mounts the same backend on the site's origin.)
 * TRUST_PROXY=<n>: n proxies in front, whose X-Forwarded-For gives the client address (server/client-address.ts).
 */
import { serveLocalBackend } from './index.ts';
import { printBanner } from './banner.ts';
import { trustedProxies } from '../../server/client-address.ts';

const port = Number(process.argv[2] ?? process.env.SUPABASE_LOCAL_PORT ?? 54321);
const trustProxy = trustedProxies(process.env.TRUST_PROXY);
if (trustProxy === undefined) {
  console.error(`TRUST_PROXY=${process.env.TRUST_PROXY} is not a number of proxies (0 to 10, or true/false).`);
  process.exit(1);
}
const t = performance.now();
const s = await serveLocalBackend({ port, trustProxy, dataDir: process.env.SUPABASE_LOCAL_DATA_DIR ?? '.local/db-standalone' }).catch(
  (err: unknown) => {
    // A busy or damaged directory says what to do (LocalStartError); anything else keeps its stack.
    console.error(err instanceof Error && err.name === 'LocalStartError' ? err.message : err);
    process.exit(1);
  },
);
printBanner(s.backend, performance.now() - t);
const stop = () => {
  void s.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
