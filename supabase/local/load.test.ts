// @vitest-environment node
/** 200 concurrent consultation inserts over HTTP (loopback) give exactly 200 rows: none lost, none doubled. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
  // Every request here comes from 127.0.0.1, and the database caps anonymous messages per address
  // (client_quotas; flood.test.ts tests that cap): this test is about concurrency, so it lifts it.
  await s.backend.db.query(`update public.client_quotas set max_hits = 10000 where scope = 'contact-submission'`);
});
afterAll(async () => {
  await s?.close();
});

it('200 concurrent inserts -> 200 distinct rows', async () => {
  const N = 200;
  const results = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      s.anon.from('contact_submissions').insert({
        name: `Load ${i}`,
        email: `load${i}@example.com`,
        message: `Phone: 314-555-${String(i).padStart(4, '0')}\nReason: load test ${i}`,
      }),
    ),
  );
  expect(results.filter((r) => r.error)).toEqual([]);
  expect(results.every((r) => r.status === 201)).toBe(true);
  const rows = await s.backend.db.query<{ n: number; d: number }>(
    `select count(*)::int as n, count(distinct message)::int as d from contact_submissions where name like 'Load %'`,
  );
  expect(rows.rows[0]).toEqual({ n: N, d: N });
}, 60_000);
