/**
 * /rest/v1: the subset of PostgREST that the product's calls use (see docs/supabase-contract.md),
 * executed by Postgres itself under the caller's role, so GRANTs and RLS decide what is allowed.
 *
 * Supported: GET/HEAD on a table with select=<*|columns>, filters <col>=<op>.<value> (eq, neq, gt, gte, lt, lte,
 * like, ilike, is, in), order=<col>.<asc|desc>[.nullsfirst|.nullslast], limit, offset, Accept
 * application/vnd.pgrst.object+json (single); POST insert (object or array, ?columns=, ?select= with Prefer
 * return=representation; any other query parameter: 400);
 * PATCH and DELETE with at least one filter; POST /rpc/<fn> with named arguments. Anything else: 400.
 */
import type { Transaction } from '@electric-sql/pglite';
import { jsonResponse, pgrstError, textJson, unsupported } from './http-util.ts';
import { LIMITS } from '../functions/_shared/limits.ts';

export interface SchemaCache {
  tables: Map<string, Map<string, string>>; // table -> column -> data type
  functions: Map<string, string[]>; // function -> argument names
}

export type RunAs = <T>(role: string, claims: Record<string, unknown>, fn: (tx: Transaction) => Promise<T>) => Promise<T>;

export interface RestContext {
  schema: SchemaCache;
  runAs: RunAs;
  role: string;
  claims: Record<string, unknown>;
}

const OPS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };
// apikey: supabase-js and hosted Supabase accept the key as a query parameter too; it is never a filter.
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

class BadRequest extends Error {
  constructor(readonly response: Response) {
    super('bad request');
  }
}

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

function columnError(table: string, col: string): BadRequest {
  return new BadRequest(pgrstError(400, '42703', `column ${table}.${col} does not exist`));
}

function parseSelect(table: string, cols: Map<string, string>, raw: string | null): string {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const c = part.trim();
    if (c === '*') {
      out.push('*');
      continue;
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(c))
      throw new BadRequest(
        pgrstError(400, 'PGRST100', `"failed to parse select parameter (${raw})" (the local stand-in supports plain column lists only)`),
      );
    if (!cols.has(c)) throw columnError(table, c);
    out.push(q(c));
  }
  return out.join(', ');
}

function parseOrder(table: string, cols: Map<string, string>, raw: string | null): string {
  if (!raw) return '';
  const terms = raw.split(',').map((t) => {
    const [col, ...mods] = t.trim().split('.');
    if (!col || !cols.has(col))
      throw col ? columnError(table, col) : new BadRequest(pgrstError(400, 'PGRST100', `"failed to parse order (${raw})"`));
    let sql = q(col);
    for (const m of mods) {
      if (m === 'asc' || m === 'desc') sql += ` ${m}`;
      else if (m === 'nullsfirst') sql += ' nulls first';
      else if (m === 'nullslast') sql += ' nulls last';
      else throw new BadRequest(pgrstError(400, 'PGRST100', `"failed to parse order (${raw})"`));
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function parseInt0(name: string, raw: string | null): number | null {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw new BadRequest(pgrstError(400, 'PGRST100', `"failed to parse ${name} (${raw})"`));
  return Number(raw);
}

/** Filters from the query string into a WHERE clause with $n parameters. */
function parseFilters(table: string, cols: Map<string, string>, params: URLSearchParams, values: unknown[]): string {
  const where: string[] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not')
      throw new BadRequest(pgrstError(400, 'PGRST100', `"logic trees (${key}=) are not supported by the local stand-in"`));
    if (!cols.has(key)) throw columnError(table, key);
    const dot = raw.indexOf('.');
    const op = dot < 0 ? raw : raw.slice(0, dot);
    const val = dot < 0 ? '' : raw.slice(dot + 1);
    if (op in OPS) {
      values.push(op === 'like' || op === 'ilike' ? val.replace(/\*/g, '%') : val);
      where.push(`${q(key)} ${OPS[op]} $${values.length}`);
    } else if (op === 'is') {
      const lit = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[val.toLowerCase()];
      if (!lit) throw new BadRequest(pgrstError(400, 'PGRST100', `"failed to parse filter (${raw})"`));
      where.push(`${q(key)} is ${lit}`);
    } else if (op === 'in') {
      const m = /^\((.*)\)$/.exec(val);
      if (!m) throw new BadRequest(pgrstError(400, 'PGRST100', `"failed to parse filter (${raw})"`));
      const items = m[1] === '' ? [] : m[1]!.split(',').map((s) => s.trim().replace(/^"(.*)"$/, '$1'));
      if (items.length === 0) {
        where.push('false');
        continue;
      }
      const ph = items.map((it) => {
        values.push(it);
        return `$${values.length}`;
      });
      where.push(`${q(key)} in (${ph.join(', ')})`);
    } else {
      throw new BadRequest(pgrstError(400, 'PGRST100', `"failed to parse filter (${raw})" (operator not supported by the local stand-in)`));
    }
  }
  return where.length ? ` where ${where.join(' and ')}` : '';
}

interface Prefer {
  returnRep: 'minimal' | 'representation' | 'headers-only' | null;
  count: boolean;
}
function parsePrefer(h: string | null): Prefer {
  const p: Prefer = { returnRep: null, count: false };
  for (const part of (h ?? '').split(',')) {
    const [k, v] = part.trim().split('=');
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) p.returnRep = v;
    if (k === 'count' && v === 'exact') p.count = true;
  }
  return p;
}

/**
 * PostgREST's convention for a status chosen in SQL: `raise sqlstate 'PGRST' using message = <json {code,
 * message, details, hint}>, detail = <json {status, headers}>` (used by the per-client caps: 429 + Retry-After),
 * and `raise sqlstate 'PT<status>'`.
 */
function raisedResponse(code: string, e: { message?: string; detail?: string }): Response | null {
  if (code === 'PGRST') {
    try {
      const body = JSON.parse(e.message ?? '') as { code?: unknown; message?: unknown; details?: unknown; hint?: unknown };
      const meta = JSON.parse(e.detail ?? '{}') as { status?: unknown; headers?: Record<string, unknown> };
      const status =
        Number.isInteger(meta.status) && (meta.status as number) >= 400 && (meta.status as number) < 600 ? (meta.status as number) : 400;
      const headers = Object.fromEntries(Object.entries(meta.headers ?? {}).map(([k, v]) => [k, String(v)]));
      return pgrstError(
        status,
        String(body.code ?? 'PGRST'),
        String(body.message ?? ''),
        (body.details as string | null) ?? null,
        (body.hint as string | null) ?? null,
        headers,
      );
    } catch {
      return null;
    }
  }
  const pt = /^PT([45]\d\d)$/.exec(code);
  if (pt) return pgrstError(Number(pt[1]), code, e.message ?? '');
  return null;
}

/** Postgres error -> PostgREST status and body. A 5xx never carries Postgres' own message (internal detail). */
export function pgErrorResponse(err: unknown, role: string): Response {
  const e = err as { code?: string; message?: string; detail?: string; hint?: string };
  const code = typeof e?.code === 'string' ? e.code : '';
  const raised = raisedResponse(code, e);
  if (raised) return raised;
  let status = 500;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code === '25006') status = 405;
  else if (code === 'P0001' || /^(22|23|42|2F|P0)/.test(code)) status = 400;
  else if (code === '54001') status = 400; // statement too complex (stack depth)
  if (!code || status >= 500) {
    console.error('[local rest] unexpected error:', code || '-', (e?.message ?? String(err)).slice(0, 200));
    return pgrstError(500, code || 'PGRST000', 'Internal error in the local backend');
  }
  return pgrstError(status, code, e.message ?? 'error', e.detail ?? null, e.hint ?? null);
}

/**
 * A JSON object or array given for a column that is not json/jsonb (e.g. `name: {"$gt": ""}`) is refused: Postgres
 * would store its text, which no form ever sends.
 */
function scalarTypeError(table: string, cols: Map<string, string>, rows: Record<string, unknown>[]): Response | null {
  for (const row of rows) {
    for (const [k, v] of Object.entries(row)) {
      const type = cols.get(k);
      if (v !== null && typeof v === 'object' && type && type !== 'json' && type !== 'jsonb' && type !== 'ARRAY') {
        return pgrstError(
          400,
          '22P02',
          `invalid input for column ${table}.${k} of type ${type}: a JSON ${Array.isArray(v) ? 'array' : 'object'}`,
        );
      }
    }
  }
  return null;
}

async function readBody(req: Request): Promise<unknown> {
  const text = await req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest(pgrstError(400, 'PGRST102', 'Empty or invalid json'));
  }
}

export async function handleRest(ctx: RestContext, req: Request, url: URL, sub: string): Promise<Response> {
  try {
    return await route(ctx, req, url, sub);
  } catch (err) {
    if (err instanceof BadRequest) return err.response;
    return pgErrorResponse(err, ctx.role);
  }
}

/** A request on one table, parsed once: what every verb's SQL is built from. */
interface TableRequest {
  ctx: RestContext;
  req: Request;
  url: URL;
  table: string;
  /** Its columns and their types. */
  cols: Map<string, string>;
  /** `public."<table>"`. */
  fqn: string;
  params: URLSearchParams;
  prefer: Prefer;
  /** Accept: application/vnd.pgrst.object+json (one object, not an array). */
  single: boolean;
}

async function route(ctx: RestContext, req: Request, url: URL, sub: string): Promise<Response> {
  const profile = req.headers.get('accept-profile') ?? req.headers.get('content-profile');
  if (profile && profile !== 'public') return pgrstError(406, 'PGRST106', 'The schema must be one of the following: public');
  let segs: string[];
  try {
    segs = sub.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return pgrstError(400, 'PGRST100', 'The request path is not valid percent-encoding');
  }
  if (segs.length === 2 && segs[0] === 'rpc') return rpc(ctx, req, segs[1]!);
  if (segs.length !== 1) return unsupported(req, url.pathname);
  const table = segs[0]!;
  const cols = ctx.schema.tables.get(table);
  if (!cols) {
    return pgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, null, null);
  }
  const t: TableRequest = {
    ctx,
    req,
    url,
    table,
    cols,
    fqn: `public.${q(table)}`,
    params: url.searchParams,
    prefer: parsePrefer(req.headers.get('prefer')),
    single: (req.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json'),
  };
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return read(t);
    case 'POST':
      return insert(t);
    case 'PATCH':
      return update(t);
    case 'DELETE':
      return remove(t);
    default:
      return unsupported(req, url.pathname);
  }
}

/** GET/HEAD: the rows as a JSON array (or one object), Content-Range with the exact count when asked for. */
async function read({ ctx, req, table, cols, fqn, params, prefer, single }: TableRequest): Promise<Response> {
  const values: unknown[] = [];
  const select = parseSelect(table, cols, params.get('select'));
  const where = parseFilters(table, cols, params, values);
  const order = parseOrder(table, cols, params.get('order'));
  const limit = parseInt0('limit', params.get('limit'));
  const offset = parseInt0('offset', params.get('offset')) ?? 0;
  const inner = `select ${select} from ${fqn}${where}${order}${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`;
  const { body, n, total } = await ctx.runAs(ctx.role, ctx.claims, async (tx) => {
    const r = await tx.query<{ body: string; n: number }>(
      `select coalesce(json_agg(_t), '[]')::text as body, count(*)::int as n from (${inner}) _t`,
      values,
    );
    let total: number | null = null;
    if (prefer.count) total = (await tx.query<{ c: number }>(`select count(*)::int as c from ${fqn}${where}`, values)).rows[0]!.c;
    return { ...r.rows[0]!, total };
  });
  const range = n > 0 ? `${offset}-${offset + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
  if (single) {
    if (n !== 1) {
      return pgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`);
    }
    const obj = JSON.stringify((JSON.parse(body) as unknown[])[0]);
    return textJson(200, req.method === 'HEAD' ? '' : obj, {
      'Content-Range': range,
      'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
    });
  }
  return textJson(200, req.method === 'HEAD' ? '' : body, { 'Content-Range': range });
}

/** The column names an insert writes: ?columns=, else the rows' keys, which must be the same in every row. */
function insertColumns(params: URLSearchParams, rows: object[]): string[] | Response {
  const colParam = params.get('columns');
  if (colParam) return colParam.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  const names = Object.keys(rows[0] ?? {});
  const key = [...names].sort().join(',');
  const same = (r: object) => Object.keys(r).sort().join(',') === key;
  return rows.every(same) ? names : pgrstError(400, 'PGRST102', 'All object keys must match');
}

/** A column the schema cache does not know, as PostgREST answers it; null when all are known. */
function unknownColumn({ table, cols }: TableRequest, names: string[]): Response | null {
  const c = names.find((n) => !cols.has(n));
  return c === undefined ? null : pgrstError(400, 'PGRST204', `Could not find the '${c}' column of '${table}' in the schema cache`);
}

/**
 * What an insert takes from the query (docs/supabase-contract.md: `columns` for an array, `select` for the rows
 * Prefer return=representation answers, `apikey`); `on_conflict` is the upsert, refused above.
 */
const INSERT_PARAMS = new Set(['columns', 'select', 'apikey', 'on_conflict']);

/**
 * A query an insert does not use is refused, not ignored (issue 38): filters, logic trees, order, limit, offset.
 * The select list is checked whether or not rows come back, as PostgREST parses it on every request.
 */
function insertQueryError({ req, url, table, cols, params }: TableRequest): Response | null {
  const extra = [...new Set(params.keys())].find((k) => !INSERT_PARAMS.has(k));
  if (extra !== undefined)
    return unsupported(req, url.pathname, `the query parameter "${extra.slice(0, 64)}" (an insert takes only columns= and select=)`);
  parseSelect(table, cols, params.get('select'));
  return null;
}

/** POST: insert an object or an array of them (no upsert), at most LIMITS.insertRows. */
async function insert(t: TableRequest): Promise<Response> {
  const { req, url, table, cols, fqn, params } = t;
  if (params.has('on_conflict') || /resolution=/.test(req.headers.get('prefer') ?? '')) return unsupported(req, url.pathname, 'upsert');
  const queryError = insertQueryError(t);
  if (queryError) return queryError;
  const body = await readBody(req);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) {
    return pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (rows.length > LIMITS.insertRows) {
    return pgrstError(413, 'PGRST413', `At most ${LIMITS.insertRows} rows may be inserted in one request`);
  }
  const typeError = scalarTypeError(table, cols, rows as Record<string, unknown>[]);
  if (typeError) return typeError;
  const names = insertColumns(params, rows as object[]);
  if (names instanceof Response) return names;
  const unknown = unknownColumn(t, names);
  if (unknown) return unknown;
  if (rows.length === 0)
    return new Response(null, { status: 201, headers: { 'Content-Range': '*/*', 'Access-Control-Allow-Origin': '*' } });
  const list = names.map(q).join(', ');
  const sql = names.length
    ? `insert into ${fqn} (${list}) select ${list} from json_populate_recordset(null::${fqn}, $1::json)`
    : `insert into ${fqn} default values`;
  return writeResult({ ...t, sql, values: names.length ? [JSON.stringify(rows)] : [], okStatus: 201 });
}

/** PATCH: update the filtered rows (a filter is required) with the body's columns. */
async function update(t: TableRequest): Promise<Response> {
  const { req, table, cols, fqn, params } = t;
  const body = await readBody(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const names = Object.keys(body);
  const unknown = unknownColumn(t, names);
  if (unknown) return unknown;
  const typeError = scalarTypeError(table, cols, [body as Record<string, unknown>]);
  if (typeError) return typeError;
  const values: unknown[] = [JSON.stringify(body)];
  const where = parseFilters(table, cols, params, values);
  if (!where) return pgrstError(400, '21000', 'UPDATE requires a WHERE clause');
  if (names.length === 0) return new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
  const list = names.map(q).join(', ');
  const sql = `update ${fqn} set (${list}) = (select ${list} from json_populate_record(null::${fqn}, $1::json))${where}`;
  return writeResult({ ...t, sql, values, okStatus: 200 });
}

/** DELETE: the filtered rows (a filter is required). */
async function remove(t: TableRequest): Promise<Response> {
  const values: unknown[] = [];
  const where = parseFilters(t.table, t.cols, t.params, values);
  if (!where) return pgrstError(400, '21000', 'DELETE requires a WHERE clause');
  return writeResult({ ...t, sql: `delete from ${t.fqn}${where}`, values, okStatus: 200 });
}

/** A write's statement, its parameters and the status of its success (201 insert, 200 otherwise). */
interface Write {
  sql: string;
  values: unknown[];
  okStatus: number;
}

/** Runs a write and answers as PostgREST does: the rows when Prefer return=representation, else no body. */
async function writeResult({ ctx, table, cols, params, prefer, single, sql, values, okStatus }: TableRequest & Write): Promise<Response> {
  const rep = prefer.returnRep === 'representation';
  const select = rep ? parseSelect(table, cols, params.get('select')) : '';
  const result = await ctx
    .runAs(ctx.role, ctx.claims, async (tx) => {
      if (rep) {
        const r = await tx.query<{ body: string; n: number }>(
          `with _w as (${sql} returning ${select}) select coalesce(json_agg(_w), '[]')::text as body, count(*)::int as n from _w`,
          values,
        );
        const row = r.rows[0]!;
        if (single && row.n !== 1) {
          // PostgREST rolls back a write whose single-object answer is not exactly one row
          throw Object.assign(new Error('JSON object requested, multiple (or no) rows returned'), { pgrst116: row.n });
        }
        return row;
      }
      const r = await tx.query(sql, values);
      return { body: '', n: r.affectedRows ?? 0 };
    })
    .catch((err: unknown) => {
      const n = (err as { pgrst116?: number }).pgrst116;
      if (typeof n === 'number')
        throw new BadRequest(
          pgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`),
        );
      throw err;
    });
  const range = result.n > 0 ? `0-${result.n - 1}/*` : '*/*';
  if (rep) {
    const body = single ? JSON.stringify((JSON.parse(result.body) as unknown[])[0]) : result.body;
    return textJson(okStatus, body, { 'Content-Range': range });
  }
  return new Response(null, {
    status: okStatus === 201 ? 201 : 204,
    headers: { 'Content-Range': range, 'Access-Control-Allow-Origin': '*' },
  });
}

async function rpc(ctx: RestContext, req: Request, fn: string): Promise<Response> {
  const args = ctx.schema.functions.get(fn);
  if (!args) return pgrstError(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`);
  if (req.method !== 'POST') return unsupported(req, `/rest/v1/rpc/${fn}`, 'use POST');
  const text = await req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return pgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const entries = Object.entries(body as Record<string, unknown>);
  for (const [k] of entries) {
    if (!args.includes(k))
      return pgrstError(
        404,
        'PGRST202',
        `Could not find the function public.${fn}(${entries.map(([n]) => n).join(', ')}) in the schema cache`,
      );
  }
  const values = entries.map(([, v]) => (v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v)));
  const call = `public.${q(fn)}(${entries.map(([k], i) => `${q(k)} => $${i + 1}`).join(', ')})`;
  const out = await ctx.runAs(ctx.role, ctx.claims, (tx) =>
    tx.query<{ body: string | null }>(`select to_json(${call})::text as body`, values),
  );
  return textJson(200, out.rows[0]?.body ?? 'null');
}

/** Tables, columns and functions of the public schema, as PostgREST's schema cache holds them. */
export async function loadSchemaCache(query: <T>(sql: string) => Promise<{ rows: T[] }>): Promise<SchemaCache> {
  const cols = await query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name::text, column_name::text, data_type::text from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, Map<string, string>>();
  for (const c of cols.rows) {
    if (!tables.has(c.table_name)) tables.set(c.table_name, new Map());
    tables.get(c.table_name)!.set(c.column_name, c.data_type);
  }
  const fns = await query<{ name: string; args: string[] | null }>(
    `select p.proname::text as name, p.proargnames::text[] as args from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const functions = new Map<string, string[]>();
  for (const f of fns.rows) functions.set(f.name, f.args ?? []);
  return { tables, functions };
}

export { jsonResponse };
