// @vitest-environment node
/**
 * The backend project's database pool (db-pool.ts): a file gets the migrated template whatever the file before it
 * did, and a database the reset cannot prove clean is closed, never handed on.
 */
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, templateDump } from './db.ts';
import { poolMemoryDatabases, poolStats } from './db-pool.ts';

poolMemoryDatabases();

/** What a file can see: row counts, the session's role and time zone. */
async function state(db: PGlite) {
  const counts = (
    await db.query<{ n: string }>(
      `select (select count(*) from public.news) || '/' || (select count(*) from public.contact_submissions) || '/' ||
              (select count(*) from public.products) as n`,
    )
  ).rows[0]!.n;
  const session = (await db.query<{ s: string }>(`select current_user || ' ' || current_setting('TimeZone') as s`)).rows[0]!.s;
  return { counts, session };
}

let template: Awaited<ReturnType<typeof state>>;
beforeAll(async () => {
  const fresh = await PGlite.create({ loadDataDir: await templateDump() });
  await fresh.exec(`set time zone 'UTC'`);
  template = await state(fresh);
  await fresh.close();
});

describe('one database per worker, the template for every file', () => {
  it("undoes a file's rows and session: the next file sees the template", async () => {
    const first = await openDatabase();
    await first.exec(`insert into public.news (title, content) values ('Pool probe', 'Body')`);
    await first.exec(`delete from public.products; set time zone 'America/Chicago'; set role anon`);
    expect(await state(first)).not.toEqual(template);
    await first.close();

    const next = await openDatabase();
    expect(next).toBe(first); // the same database, reused
    expect(await state(next)).toEqual(template);
    await next.close();
  });

  it.each([
    ['a new table', 'create table public.pool_probe (x int)'],
    ['a dropped policy', 'drop policy "News is public" on public.news'],
    ['row level security turned off', 'alter table public.news disable row level security'],
    ['a changed grant', 'grant insert on public.news to anon'],
    ['a role setting', `alter role anon set statement_timeout = '1s'`],
    ['a replaced function', `create or replace function public.pool_probe() returns int language sql as 'select 1'`],
  ])('closes a database left with %s and starts a fresh one', async (_, sql) => {
    const db = await openDatabase();
    await db.exec(sql);
    const discarded = poolStats().discarded;
    await db.close();
    expect(poolStats().discarded).toBe(discarded + 1);
    expect(db.closed).toBe(true);

    const next = await openDatabase();
    expect(next).not.toBe(db);
    expect(await state(next)).toEqual(template);
    const left = await next.query(
      `select 1 from pg_class where relname = 'pool_probe' union all select 1 from pg_proc where proname = 'pool_probe'`,
    );
    expect(left.rows).toEqual([]);
    await next.close();
  });
});
