/**
 * API latency and footprint of the embedded local backend (supabase/local):
 * - start-up time and memory: a fresh in-memory database (cloned from the seeded template) and, separately,
 *   the cold path that builds the template by running every migration and the seed;
 * - p50/p95 latency at 20 concurrent clients over HTTP on loopback, through supabase-js, for the news list
 *   (docs/product.md §7.3) and the contact insert (call 1), with the per-address cap lifted (every bench client is
 *   127.0.0.1; the cap is what the next two figures measure);
 * - what refusing abuse costs: inserts over the per-address cap (429, decided in SQL) and 2 MB bodies (413,
 *   decided before any SQL), at the same concurrency.
 * `benchApi()` returns the figures (bench/run.ts collects them); `npx tsx bench/api.ts` prints them.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { serveLocalBackend } from '../supabase/local/index.ts';
import { client } from '../supabase/local/test-helpers.ts';
import { BOOTSTRAP_FILE, SEED_FILE, readMigrations } from '../supabase/local/db.ts';

export interface ApiBench {
  startup: { freshMs: number; databaseMs: number; rssMB: number; rssDeltaMB: number; coldMigrateMs: number };
  concurrency: number;
  requestsPerCall: number;
  newsList: { p50: number; p95: number; max: number; rps: number };
  insert: { p50: number; p95: number; max: number; rps: number };
  cappedInsert429: { p50: number; p95: number; max: number; rps: number };
  oversized413: { p50: number; p95: number; max: number; rps: number };
  machine: { cpus: number; loadavg1: number; node: string };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const r1 = (x: number) => Math.round(x * 10) / 10;

async function run(clients: number, perClient: number, call: (i: number) => PromiseLike<{ error: unknown }>) {
  const lat: number[] = [];
  const t0 = performance.now();
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let k = 0; k < perClient; k++) {
        const i = n++;
        const t = performance.now();
        const r = await call(i);
        lat.push(performance.now() - t);
        if (r.error) throw new Error(`bench call failed: ${JSON.stringify(r.error)}`);
      }
    }),
  );
  const total = performance.now() - t0;
  return { p50: r1(pct(lat, 50)), p95: r1(pct(lat, 95)), max: r1(Math.max(...lat)), rps: Math.round((lat.length / total) * 1000) };
}

export async function benchApi(opts: { concurrency?: number; perClient?: number } = {}): Promise<ApiBench> {
  const concurrency = opts.concurrency ?? 20;
  const perClient = opts.perClient ?? 25;
  const { cpus, loadavg } = await import('node:os');

  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const served = await serveLocalBackend({ env: {} });
  const freshMs = performance.now() - t0;
  const rss = process.memoryUsage().rss;
  try {
    const anon = client(served.url, served.backend.anonKey);
    // warm-up
    for (let i = 0; i < 10; i++) await anon.from('news').select('*').order('created_at', { ascending: false });
    const newsList = await run(concurrency, perClient, () => anon.from('news').select('*').order('created_at', { ascending: false }));
    await served.backend.db.query(`update public.client_quotas set max_hits = 1000000 where scope = 'contact-submission'`);
    const insert = await run(concurrency, perClient, (i) =>
      anon
        .from('contact_submissions')
        .insert({ name: `Bench ${i}`, email: `bench${i}@example.com`, message: `Phone: 314-555-0100\nReason: bench ${i}` }),
    );
    // the cap back at its number (migration), already spent by the run above: every insert is now a 429
    await served.backend.db.query(`update public.client_quotas set max_hits = 30 where scope = 'contact-submission'`);
    const expectStatus = (status: number) => (r: { status: number }) => ({ error: r.status === status ? null : { status: r.status } });
    const cappedInsert429 = await run(concurrency, perClient, (i) =>
      anon
        .from('contact_submissions')
        .insert({ name: `Capped ${i}`, email: `capped${i}@example.com`, message: `capped ${i}` })
        .then(expectStatus(429)),
    );
    const big = JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ name: 'x', email: 'a@b.cd', message: `m${i}`.padEnd(60) })));
    const oversized413 = await run(concurrency, perClient, () =>
      fetch(`${served.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        body: big,
        headers: { apikey: served.backend.anonKey, Authorization: `Bearer ${served.backend.anonKey}`, 'Content-Type': 'application/json' },
      }).then(async (r) => {
        await r.arrayBuffer();
        return expectStatus(413)(r);
      }),
    );
    await served.close();
    // cold path: what the first start on a machine (or a changed migration) pays
    const c0 = performance.now();
    const cold = await PGlite.create();
    await cold.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    for (const m of readMigrations()) await cold.exec(m.sql);
    await cold.exec(readFileSync(SEED_FILE, 'utf8'));
    const coldMigrateMs = performance.now() - c0;
    await cold.close();
    return {
      startup: {
        freshMs: Math.round(freshMs),
        databaseMs: Math.round(served.backend.timings.databaseMs),
        rssMB: Math.round(rss / 2 ** 20),
        rssDeltaMB: Math.round((rss - rss0) / 2 ** 20),
        coldMigrateMs: Math.round(coldMigrateMs),
      },
      concurrency,
      requestsPerCall: concurrency * perClient,
      newsList,
      insert,
      cappedInsert429,
      oversized413,
      machine: { cpus: cpus().length, loadavg1: r1(loadavg()[0]!), node: process.version },
    };
  } finally {
    await served.close().catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchApi();
  console.log(JSON.stringify(r, null, 2));
  console.log(
    `\nlocal API at ${r.concurrency} concurrent clients (${r.requestsPerCall} requests per call):\n` +
      `  news list  p50 ${r.newsList.p50} ms  p95 ${r.newsList.p95} ms  (${r.newsList.rps} req/s)\n` +
      `  insert     p50 ${r.insert.p50} ms  p95 ${r.insert.p95} ms  (${r.insert.rps} req/s)\n` +
      `  insert over the per-address cap (429)  p50 ${r.cappedInsert429.p50} ms  p95 ${r.cappedInsert429.p95} ms  (${r.cappedInsert429.rps} req/s)\n` +
      `  2 MB body (413)  p50 ${r.oversized413.p50} ms  p95 ${r.oversized413.p95} ms  (${r.oversized413.rps} req/s)\n` +
      `start-up: ${r.startup.freshMs} ms fresh (database ${r.startup.databaseMs} ms), rss ${r.startup.rssMB} MB (+${r.startup.rssDeltaMB} MB); ` +
      `cold migrate+seed ${r.startup.coldMigrateMs} ms; load average ${r.machine.loadavg1} on ${r.machine.cpus} CPUs`,
  );
}
