// @vitest-environment node
/**
 * The same migrations and seed apply cleanly to a plain PostgreSQL 15 (Debian's), not only PGlite, and the
 * roles behave the same there. Skipped where no PostgreSQL server binaries are installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOTSTRAP_FILE, SEED_FILE, readMigrations } from './db.ts';

const BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find((d) =>
  existsSync(join(d, 'initdb')),
);
const isRoot = process.getuid?.() === 0;
const asPg = (cmd: string, args: string[], input?: string) => {
  const full = isRoot ? (['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const);
  return spawnSync(full[0], [...full[1]], { input, encoding: 'utf8', timeout: 60_000 });
};

let dir = '';
let sock = '';
const port = 55432 + Math.floor(Math.random() * 500);
const psql = (sql: string) =>
  asPg(
    join(BIN ?? '', 'psql'),
    ['-h', sock, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-X', '-q', '-At', '-f', '-'],
    sql,
  );

describe.skipIf(!BIN)(`plain PostgreSQL (${BIN ?? 'not installed'})`, () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'medspa-pg-'));
    chmodSync(dir, 0o777);
    sock = dir;
    if (isRoot) execFileSync('chown', ['postgres', dir]);
    const init = asPg(join(BIN!, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    if (init.status !== 0) throw new Error(init.stderr);
    const start = asPg(join(BIN!, 'pg_ctl'), [
      '-D',
      join(dir, 'data'),
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-k ${sock} -p ${port} -c listen_addresses=''`,
      'start',
    ]);
    if (start.status !== 0) throw new Error(start.stderr + start.stdout);
  }, 120_000);
  afterAll(() => {
    if (dir) {
      asPg(join(BIN!, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    }
  });

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
  });

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
