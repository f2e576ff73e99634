// @vitest-environment node
/**
 * The Security Advisor has nothing to say about the schema: advisor.sql (the dashboard's security lints, restated)
 * after the bootstrap, every migration and the seed, on a plain PostgreSQL 15 (Debian's, as a hosted project runs)
 * and on PGlite (the local backend). Any ERROR or WARN fails; an INFO fails unless INTENDED_INFO (advisor.ts)
 * lists it with its reason. The PostgreSQL part is skipped where no server binaries are installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { BOOTSTRAP_FILE, SEED_FILE, openDatabase, readMigrations } from './db.ts';
import { advisorFailures, advisorStatements, type Finding } from './advisor.ts';
import { PLAIN_POSTGRES_BIN as BIN, startPlainPostgres, type PlainPostgres } from './plain-postgres.ts';

/** Objects each lint of the check must report, made inside a transaction that is rolled back. */
const PROBE = `
  create table public.advisor_probe_no_rls (id int);
  create table public.advisor_probe_open (id int);
  alter table public.advisor_probe_open enable row level security;
  create policy "anyone" on public.advisor_probe_open for insert to anon with check (true);
`;
const PROBE_EXPECTED = ['rls_disabled_in_public_public_advisor_probe_no_rls', 'rls_policy_always_true_public_advisor_probe_open_anyone'];

const { setup, query } = advisorStatements();
const parse = (json: string) => JSON.parse(json) as Finding[];

describe.skipIf(!BIN)(`Security Advisor on plain PostgreSQL (${BIN ?? 'not installed'})`, () => {
  let server: PlainPostgres | undefined;
  const psql = (sql: string) => server!.psql(sql);
  /** The findings, with `before` run first in the same transaction (rolled back). */
  const advise = (before = '') => {
    const r = psql(`begin;\n${before}\n${setup};\n${query};\nrollback;`);
    expect(r.stderr).toBe('');
    return parse(r.stdout.trim());
  };

  beforeAll(() => {
    server = startPlainPostgres('advisor');
    const all = [
      readFileSync(BOOTSTRAP_FILE, 'utf8'),
      ...readMigrations().map((m) => `begin;\n${m.sql}\ncommit;`),
      readFileSync(SEED_FILE, 'utf8'),
    ].join('\n');
    const applied = psql(all);
    if (applied.status !== 0) throw new Error(`bootstrap, migrations or seed failed: ${applied.stderr}`);
  }, 120_000);
  afterAll(() => server?.stop());

  it('reports no ERROR or WARN, and only the intended INFO findings', () => {
    expect(advisorFailures(advise())).toEqual([]);
  });

  it('the check itself reports a table without RLS and a WITH CHECK (true) policy', () => {
    const keys = advise(PROBE).map((f) => `${f.level} ${f.cache_key}`);
    expect(keys).toContain(`ERROR ${PROBE_EXPECTED[0]}`);
    expect(keys).toContain(`WARN ${PROBE_EXPECTED[1]}`);
  });
});

describe('Security Advisor on PGlite (the local backend)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });
  const advise = async (before = '') => {
    let json = '';
    await db.transaction(async (tx) => {
      if (before) await tx.exec(before);
      await tx.exec(setup);
      json = (await tx.query<{ findings: string }>(query)).rows[0]!.findings;
      await tx.rollback();
    });
    return parse(json);
  };

  it('reports no ERROR or WARN, and only the intended INFO findings', async () => {
    expect(advisorFailures(await advise())).toEqual([]);
  });

  it('the check itself reports a table without RLS and a WITH CHECK (true) policy', async () => {
    const keys = (await advise(PROBE)).map((f) => f.cache_key);
    expect(keys).toEqual(expect.arrayContaining(PROBE_EXPECTED));
  });
});
