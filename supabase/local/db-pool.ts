/**
 * Tests only: one migrated in-memory database per worker process, put back to the template between the files that
 * use it, instead of a fresh PGlite (a 41 MB data directory loaded and Postgres started, 2–4 s) per file.
 *
 * A database goes back to the pool only if it is provably the template again: after the reset (DISCARD ALL; every
 * table truncated and refilled with the template's rows; sequences set back), a fingerprint of the schema, roles,
 * grants, policies, functions, triggers, settings, sequences and every table's rows must equal the fresh
 * template's. Anything a test left that the reset cannot undo fails that check and the database is closed, so the
 * next file gets a fresh one. Enabled by the backend project's setup file (vitest.config.ts); npm start never pools.
 */
import { PGlite } from '@electric-sql/pglite';
import { leaseMemoryDatabases, templateDump } from './db.ts';

interface Table {
  name: string;
  columns: string;
  rows: Blob;
}

interface Template {
  tables: Table[];
  sequences: { name: string; last: string; called: boolean }[];
  fingerprint: string;
}

interface Pool {
  idle: PGlite[];
  template?: Promise<Template>;
  stats: { fresh: number; reused: number; discarded: number };
}

const KEY = Symbol.for('medspa.db-pool');
const pool = ((globalThis as Record<symbol, Pool | undefined>)[KEY] ??= { idle: [], stats: { fresh: 0, reused: 0, discarded: 0 } });

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

/** Everything a test could change that the next file would see, as one hash. */
async function fingerprint(db: PGlite, tables: string[]): Promise<string> {
  const catalog = [
    `select format('%s.%s %s %s %s %s', n.nspname, c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity, c.relacl) as x from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}`,
    `select format('%s %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid)) as x from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped`,
    `select format('%s %s %s %s %s %s', p.polrelid::regclass, p.polname, p.polcmd, p.polpermissive, p.polroles::text, pg_get_expr(p.polqual, p.polrelid) || '/' || pg_get_expr(p.polwithcheck, p.polrelid)) as x from pg_policy p`,
    `select format('%s.%s(%s) %s %s %s %s', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), md5(p.prosrc), p.prosecdef, p.proconfig, p.proacl) as x from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}`,
    `select format('%s %s', t.tgenabled, pg_get_triggerdef(t.oid)) as x from pg_trigger t`,
    `select format('%s %s', c.conrelid::regclass, pg_get_constraintdef(c.oid)) as x from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${USER_SCHEMAS}`,
    `select pg_get_indexdef(i.indexrelid) as x from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}`,
    `select format('%s %s %s %s %s %s %s', rolname, rolsuper, rolinherit, rolcanlogin, rolbypassrls, rolconfig, rolconnlimit) as x from pg_roles`,
    `select format('%s %s', roleid::regrole, member::regrole) as x from pg_auth_members`,
    `select format('%s %s %s', setdatabase, setrole, setconfig) as x from pg_db_role_setting`,
    `select format('%s %s %s', nspname, nspowner::regrole, nspacl) as x from pg_namespace`,
    `select format('%s %s', extname, extversion) as x from pg_extension`,
    `select format('%s %s %s', defaclrole, defaclobjtype, defaclacl) as x from pg_default_acl`,
    `select format('%s %s', typname, typnamespace::regnamespace) as x from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${USER_SCHEMAS}`,
    `select format('%s %s %s', schemaname, sequencename, last_value) as x from pg_sequences`,
    `select format('%s=%s', name, setting) as x from pg_settings where source not in ('default', 'override')`,
  ];
  const rows = tables.map((t) => `(select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) from ${t} r)`);
  const parts = [...catalog.map((q) => `(select string_agg(x, ',' order by x) from (${q}) s)`), ...rows];
  const { rows: out } = await db.query<{ h: string }>(`select md5(concat_ws('|', ${parts.join(', ')})) as h`);
  return out[0]!.h;
}

async function userTables(db: PGlite): Promise<{ name: string; columns: string }[]> {
  const { rows } = await db.query<{ name: string; columns: string }>(
    `select c.oid::regclass::text as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) filter (where a.attgenerated = '') as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p') and ${USER_SCHEMAS}
      group by c.oid order by 1`,
  );
  return rows;
}

async function sequences(db: PGlite) {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1`,
  );
  const out: Template['sequences'] = [];
  for (const { name } of rows) {
    const r = (await db.query<{ last: string; called: boolean }>(`select last_value::text as last, is_called as called from ${name}`))
      .rows[0]!;
    out.push({ name, ...r });
  }
  return out;
}

/** The template's rows and fingerprint, read once per process from a fresh database. */
async function readTemplate(db: PGlite): Promise<Template> {
  const tables: Table[] = [];
  for (const t of await userTables(db)) {
    const r = await db.query(`copy ${t.name} (${t.columns}) to '/dev/blob'`);
    tables.push({ ...t, rows: r.blob ?? new Blob([]) });
  }
  return {
    tables,
    sequences: await sequences(db),
    fingerprint: await fingerprint(
      db,
      tables.map((t) => t.name),
    ),
  };
}

async function fresh(): Promise<PGlite> {
  const db = await PGlite.create({ loadDataDir: await templateDump() });
  await db.exec(`set time zone 'UTC'`);
  pool.stats.fresh++;
  return db;
}

/** Puts `db` back to the template; true when its fingerprint proves it. */
async function reset(db: PGlite, t: Template): Promise<boolean> {
  await db.exec('discard all');
  const current = await userTables(db);
  if (current.map((x) => x.name).join() !== t.tables.map((x) => x.name).join()) return false;
  await db.exec(`set session_replication_role = replica; truncate ${t.tables.map((x) => x.name).join(', ')}`);
  for (const x of t.tables) await db.query(`copy ${x.name} (${x.columns}) from '/dev/blob'`, [], { blob: x.rows });
  for (const s of t.sequences) await db.query('select setval($1::regclass, $2::bigint, $3)', [s.name, s.last, s.called]);
  await db.exec(`reset session_replication_role; set time zone 'UTC'`);
  return (
    (await fingerprint(
      db,
      t.tables.map((x) => x.name),
    )) === t.fingerprint
  );
}

async function lease(): Promise<PGlite> {
  let db = pool.idle.pop();
  if (db) pool.stats.reused++;
  else {
    db = await fresh();
    // The template is read from a database no test has touched yet.
    pool.template ??= readTemplate(db);
    await pool.template;
  }
  const leased = db;
  const close = leased.close.bind(leased);
  leased.close = async () => {
    leased.close = close;
    const ok = await reset(leased, await pool.template!).catch(() => false);
    if (ok) pool.idle.push(leased);
    else {
      pool.stats.discarded++;
      await close();
    }
  };
  return leased;
}

/** Called by the backend project's setup file: `openDatabase({})` leases from the pool from then on. */
export function poolMemoryDatabases(): void {
  leaseMemoryDatabases(lease);
}

export const poolStats = () => ({ ...pool.stats, idle: pool.idle.length });
