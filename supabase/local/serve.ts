/**
 * `npx tsx supabase/local/serve.ts [port]`: the embedded backend alone, data kept in .local/db-standalone (not .local/db, which `npm start` uses; a directory is locked by the process using it, see dir-lock.ts), printing the
 * API URL and keys the way `supabase start` does. (`npm start` mounts the same backend on the site's origin.)
 */
import { serveLocalBackend } from './index.ts';
import { printBanner } from './banner.ts';

const port = Number(process.argv[2] ?? process.env.SUPABASE_LOCAL_PORT ?? 54321);
const t = performance.now();
const s = await serveLocalBackend({ port, dataDir: process.env.SUPABASE_LOCAL_DATA_DIR ?? '.local/db-standalone' }).catch(
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
