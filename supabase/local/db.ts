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
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
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

export async function openDatabase(opts: OpenOptions = {}): Promise<PGlite> {
  let db: PGlite;
  if (opts.dataDir && !existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    mkdirSync(dirname(opts.dataDir), { recursive: true });
    db = await PGlite.create(opts.dataDir, { loadDataDir: await templateDump() });
    await applyPending(db);
  } else if (opts.dataDir) {
    try {
      db = await PGlite.create(opts.dataDir);
      await db.query('select 1');
    } catch (err) {
      throw new DamagedDatabaseError(resolve(opts.dataDir), err);
    }
    await applyPending(db);
  } else {
    db = await PGlite.create({ loadDataDir: await templateDump() });
  }
  await db.exec(`set time zone 'UTC'`);
  return db;
}
