/**
 * The embedded database: PGlite (real Postgres in WebAssembly) with the local bootstrap, the migrations of
 * supabase/migrations and supabase/seed.sql, exactly the SQL a hosted project receives.
 *
 * - `openDatabase({ dataDir })` keeps data in a directory (npm start): a new directory starts as a copy of the
 *   template below (migrations + seed); then migrations not yet recorded in supabase_migrations.schema_migrations
 *   are applied. A directory PGlite cannot open is reported as damaged (DamagedDatabaseError), never changed.
 * - `openDatabase({})` gives a fresh in-memory database cloned from a template built once per process
 *   (and cached on disk under .local/cache keyed by a hash of the SQL), so each test file pays well under a
 *   second instead of migrating from scratch.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync, statfsSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, dirname, relative, resolve } from 'node:path';
import { LocalStartError } from './dir-lock.ts';

export const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');
export const BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
const CACHE_DIR = join(SUPABASE_DIR, '..', '.local', 'cache');

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const m = /^(\d{14})_(.+)\.sql$/.exec(f)!;
      return { version: m[1]!, name: m[2]!, sql: readFileSync(join(dir, f), 'utf8') };
    });
}

function sqlHash(): string {
  const h = createHash('sha256');
  h.update(readFileSync(BOOTSTRAP_FILE));
  for (const m of readMigrations()) h.update(m.version).update(m.sql);
  h.update(readFileSync(SEED_FILE));
  return h.digest('hex').slice(0, 16);
}

async function applyPending(db: PGlite): Promise<number> {
  await db.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  let n = 0;
  for (const m of readMigrations()) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
    });
    n++;
  }
  return n;
}

async function seed(db: PGlite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(readFileSync(SEED_FILE, 'utf8'));
  });
}

/** The command that resets `dataDir` (db:reset reads LOCAL_DB_DIR, default .local/db). */
function resetCommand(dataDir: string): string {
  const root = resolve(SUPABASE_DIR, '..');
  return resolve(dataDir) === join(root, '.local', 'db') ? 'npm run db:reset' : `LOCAL_DB_DIR=${dataDir} npm run db:reset`;
}

/** PGlite could not open an existing data directory (torn writes, two writers, a disk problem). */
export class DamagedDatabaseError extends LocalStartError {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const why = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0];
    const rel = relative(process.cwd(), dir);
    const moved = `${rel && !rel.startsWith('..') ? rel : dir}.broken-<time>`;
    super(
      [
        `The local database ${dir} is damaged: PGlite could not open it (${why}).`,
        'It was left as it is. Either:',
        `  - \`${resetCommand(dir)}\` moves it aside to ${moved} (kept, never deleted)`,
        '    and makes a fresh one from the migrations and the seed, or',
        '  - `LOCAL_DB_DIR=memory npm start` starts on a fresh in-memory database without touching it.',
      ].join('\n'),
      { cause },
    );
  }
}

/** The disk holding the data directory is full: nothing is damaged, space is needed. */
export class NoSpaceError extends LocalStartError {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    super(
      [
        `The local database ${dir} cannot be opened: the disk it is on has no space left.`,
        'The database itself was left as it is (do not reset it: nothing is damaged). Either:',
        '  - free some space on that disk (`df -h` shows how much is left) and start again, or',
        '  - `LOCAL_DB_DIR=memory npm start` starts on a fresh in-memory database without touching it.',
      ].join('\n'),
      { cause },
    );
  }
}

/** The data directory cannot be written (read-only file system or no permission): nothing is damaged. */
export class ReadOnlyDatabaseError extends LocalStartError {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    super(
      [
        `The local database ${dir} cannot be opened: the directory is read-only for this process.`,
        'The database itself was left as it is (do not reset it: nothing is damaged). Either:',
        '  - make it writable (a file system mounted read-only, or owned by another user: `ls -ld` it) and start again, or',
        '  - `LOCAL_DB_DIR=memory npm start` starts on a fresh in-memory database without touching it.',
      ].join('\n'),
      { cause },
    );
  }
}

/** Why a directory cannot be written, found by writing to it: 'no-space', 'read-only' or null (writable). */
export type DirProblem = 'no-space' | 'read-only' | null;

export function probeDir(dir: string): DirProblem {
  try {
    const st = statfsSync(dir);
    if (st.bavail * st.bsize < 1024 * 1024) return 'no-space';
  } catch {
    /* statfs is a hint only */
  }
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    writeFileSync(probe, Buffer.alloc(64 * 1024));
    unlinkSync(probe);
    return null;
  } catch (err) {
    try {
      unlinkSync(probe);
    } catch {
      /* not created */
    }
    return problemOf(err);
  }
}

function problemOf(err: unknown): DirProblem {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    const msg = e instanceof Error ? e.message : String(e);
    if (code === 'ENOSPC' || code === 'EDQUOT' || /ENOSPC|no space left/i.test(msg)) return 'no-space';
    if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || /EROFS|read-only file system|EACCES|permission denied/i.test(msg)) {
      return 'read-only';
    }
  }
  return null;
}

/**
 * The start-up error for a directory PGlite could not open or write: a full disk and a read-only directory are
 * told apart from a damaged database (each with its own advice; resetting would not help them).
 */
export function openFailure(dir: string, err: unknown, probe: (dir: string) => DirProblem = probeDir): LocalStartError {
  const problem = problemOf(err) ?? probe(dir);
  if (problem === 'no-space') return new NoSpaceError(dir, err);
  if (problem === 'read-only') return new ReadOnlyDatabaseError(dir, err);
  return new DamagedDatabaseError(dir, err);
}

let templatePromise: Promise<Blob> | undefined;

/** The migrated and seeded database as a data-directory tarball, built once per process (and cached on disk). */
export function templateDump(): Promise<Blob> {
  templatePromise ??= (async () => {
    const file = join(CACHE_DIR, `template-${sqlHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await PGlite.create();
    await applyPending(db);
    await seed(db);
    const dump = await db.dumpDataDir('none');
    await db.close();
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file);
    } catch {
      /* the cache is an optimisation only */
    }
    return dump;
  })();
  return templatePromise;
}

export interface OpenOptions {
  dataDir?: string;
}

/** Set by tests (db-pool.ts): where an in-memory database comes from instead of a fresh clone. */
let leaseMemory: (() => Promise<PGlite>) | undefined;
export function leaseMemoryDatabases(lease: () => Promise<PGlite>): void {
  leaseMemory = lease;
}

export async function openDatabase(opts: OpenOptions = {}): Promise<PGlite> {
  if (!opts.dataDir && leaseMemory) return leaseMemory();
  let db: PGlite;
  if (opts.dataDir && !existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    const dir = resolve(opts.dataDir);
    try {
      mkdirSync(dirname(opts.dataDir), { recursive: true });
      db = await PGlite.create(opts.dataDir, { loadDataDir: await templateDump() });
      await applyPending(db);
    } catch (err) {
      const problem = problemOf(err) ?? probeDir(existsSync(dir) ? dir : dirname(dir));
      if (problem === 'no-space') throw new NoSpaceError(dir, err);
      if (problem === 'read-only') throw new ReadOnlyDatabaseError(dir, err);
      throw err;
    }
  } else if (opts.dataDir) {
    const dir = resolve(opts.dataDir);
    // A full disk or a read-only directory is found before PGlite tries (it reports either as a failed start).
    const early = probeDir(dir);
    if (early) throw openFailure(dir, new Error(early === 'no-space' ? 'ENOSPC: no space left on device' : 'EROFS: read-only'));
    try {
      db = await PGlite.create(opts.dataDir);
      await db.query('select 1');
    } catch (err) {
      throw openFailure(dir, err);
    }
    try {
      await applyPending(db);
    } catch (err) {
      await db.close().catch(() => {});
      const problem = problemOf(err) ?? probeDir(dir);
      if (problem) throw openFailure(dir, err, () => problem);
      throw err;
    }
  } else {
    db = await PGlite.create({ loadDataDir: await templateDump() });
  }
  await db.exec(`set time zone 'UTC'`);
  return db;
}
