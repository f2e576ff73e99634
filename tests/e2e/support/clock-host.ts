/**
 * The host (site/server.ts's startHost, as `npm start` runs it) with its page cache on a clock the test moves
 * (HostOptions.now), so a test of the TTL moves time instead of waiting it out (tests/e2e/fresh.spec.ts):
 *
 *   node --import tsx --import ./site/render/register.mjs tests/e2e/support/clock-host.ts   (spawned with an IPC channel)
 *
 * The clock stands still until the parent sends `{ advance: ms }` (the child answers `{ advanced: ms }` once it has
 * moved), so nothing goes stale by the machine being slow. Everything else (env: PORT, LOCAL_DB_DIR, SUPABASE_URL …,
 * the "Site:" banner) is the host's own.
 */
import { startHost } from '../../../site/server.ts';

const start = Date.now();
let offset = 0;
const running = await startHost({ now: () => start + offset });

process.on('message', (m: { advance?: number }) => {
  offset += m.advance ?? 0;
  process.send?.({ advanced: m.advance ?? 0 });
});
const stop = () => {
  running.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.once('SIGTERM', stop);
process.once('disconnect', stop); // the test runner went away
