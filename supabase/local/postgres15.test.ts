// @vitest-environment node
/**
 * The same migrations and seed apply cleanly to a plain PostgreSQL 15 (Debian's), not only PGlite, and the
 * roles behave the same there. Skipped where no PostgreSQL server binaries are installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BOOTSTRAP_FILE, SEED_FILE, readMigrations } from './db.ts';
import { PLAIN_POSTGRES_BIN as BIN, startPlainPostgres, type PlainPostgres } from './plain-postgres.ts';

let server: PlainPostgres | undefined;
const psql = (sql: string) => server!.psql(sql);

describe.skipIf(!BIN)(`plain PostgreSQL (${BIN ?? 'not installed'})`, () => {
  beforeAll(() => {
    server = startPlainPostgres('pg');
  }, 120_000);
  afterAll(() => server?.stop());

  it('bootstrap, every migration and the seed apply without error', () => {
    const boot = psql(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    expect(boot.stderr).toBe('');
    for (const m of readMigrations()) {
      const r = psql(`begin;\n${m.sql}\ncommit;`);
      expect({ migration: m.version, status: r.status, err: r.stderr }).toEqual({ migration: m.version, status: 0, err: '' });
    }
    const seed = psql(readFileSync(SEED_FILE, 'utf8'));
    expect(seed.stderr).toBe('');
    expect(psql('select count(*) from news; select count(*) from storage.buckets;').stdout.trim().split('\n')).toEqual(['8', '9']);
    // one psql process per migration: 17 s alone on a busy 2-core machine, past the default 20 s in a full run
  }, 120_000);

  it('anon reads news and inserts contact submissions, and nothing more', () => {
    expect(psql(`begin; set local role anon; select count(*) > 0 from products; commit;`).stdout.trim()).toBe('t');
    expect(
      psql(
        `begin; set local role anon; insert into contact_submissions (name, email, message) values ('PG', 'pg@example.com', 'hi'); commit;`,
      ).status,
    ).toBe(0);
    const read = psql(`begin; set local role anon; select * from contact_submissions; commit;`);
    expect(read.stderr).toMatch(/permission denied for table contact_submissions/);
    const write = psql(`begin; set local role anon; delete from news; commit;`);
    expect(write.stderr).toMatch(/permission denied for table news/);
    const bad = psql(
      `begin; set local role anon; insert into contact_submissions (name, email, message) values ('PG', 'nope', 'hi'); commit;`,
    );
    expect(bad.stderr).toMatch(/contact_submissions_email_check/);
  });

  it('the abuse rules of issue #17 hold on plain PostgreSQL: blank-looking names, protocol-relative URLs, the per-address cap', () => {
    const blank = psql(
      `begin; set local role anon; insert into contact_submissions (name, email, message) values (E'\\u00a0\\u200b', 'pg@example.com', 'hi'); commit;`,
    );
    expect(blank.stderr).toMatch(/contact_submissions_name_check/);
    const url = psql(`insert into products (name, price, category, image_url) values ('PG img', 1, 'Skincare', '//evil.example/x.png');`);
    expect(url.stderr).toMatch(/products_image_url_check/);
    const claims = `select set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.headers', '{"x-forwarded-for":"198.51.100.1"}', true);`;
    const flood = psql(
      `begin; ${claims} set local role anon; insert into contact_submissions (name, email, message) select 'PG', 'pg@example.com', 'm' || g from generate_series(1, 31) g; commit;`,
    );
    expect(flood.stderr).toMatch(/Too many messages from this address/);
    const within = psql(
      `begin; ${claims} set local role anon; insert into contact_submissions (name, email, message) select 'PG', 'pg@example.com', 'm' || g from generate_series(1, 30) g; commit;`,
    );
    expect(within.status).toBe(0);
  });
});
