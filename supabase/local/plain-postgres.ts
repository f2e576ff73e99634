/**
 * A throwaway plain PostgreSQL server (Debian's 15, or 16/17) for the tests that hold the migrations to the real
 * thing, not only PGlite (postgres15.test.ts, advisor.test.ts): initdb into a temporary directory, started on a
 * Unix socket only (no TCP), run as the `postgres` user when the tests run as root. `PLAIN_POSTGRES_BIN` is
 * undefined where no server binaries are installed (the tests skip; scripts/test-all.sh installs them as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PLAIN_POSTGRES_BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find((d) =>
  existsSync(join(d, 'initdb')),
);

const isRoot = process.getuid?.() === 0;
const asPg = (cmd: string, args: string[], input?: string) => {
  const full = isRoot ? (['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const);
  return spawnSync(full[0], [...full[1]], { input, encoding: 'utf8', timeout: 60_000 });
};

export interface PlainPostgres {
  /** Runs a script with psql (ON_ERROR_STOP, unaligned tuples only): its status, stdout and stderr. */
  psql(sql: string): ReturnType<typeof asPg>;
  stop(): void;
}

/** Starts a fresh server (`name` names its temporary directory). Throws where PLAIN_POSTGRES_BIN is undefined. */
export function startPlainPostgres(name: string): PlainPostgres {
  const bin = PLAIN_POSTGRES_BIN;
  if (!bin) throw new Error('no PostgreSQL server binaries installed');
  const dir = mkdtempSync(join(tmpdir(), `medspa-${name}-`));
  chmodSync(dir, 0o777);
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = 55432 + Math.floor(Math.random() * 1000);
  const init = asPg(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(init.stderr);
  const opts = `-k ${dir} -p ${port} -c listen_addresses='' -c fsync=off`;
  const start = asPg(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-w', '-l', join(dir, 'log'), '-o', opts, 'start']);
  if (start.status !== 0) throw new Error(start.stderr + start.stdout);
  return {
    psql: (sql) =>
      asPg(
        join(bin, 'psql'),
        ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-X', '-q', '-At', '-f', '-'],
        sql,
      ),
    stop: () => {
      asPg(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
