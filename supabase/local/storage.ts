/**
 * /storage/v1: bucket listing (POST /object/list/<bucket>, through storage.objects and its RLS under the
 * caller's role) and public object download (GET/HEAD /object/public/<bucket>/<path>), served from local
 * folders supabase/media/<bucket>/ by the host's file machinery (server/files.ts: ETag/304, Range/206/416,
 * the one MIME table); public image transformations (GET/HEAD /render/image/public/<bucket>/<path>,
 * render-image.ts). Anything else: 400.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { mimeType } from '../../server/mime.ts';
import { fileResponse } from '../../server/files.ts';
import { API_CORS, jsonResponse, unsupported } from './http-util.ts';
import type { ImageRenderer } from './render-image.ts';
import type { RunAs } from './rest.ts';
import { pgErrorResponse } from './rest.ts';

const storageError = (status: number, statusCode: string, error: string, message: string) =>
  jsonResponse(status, { statusCode, error, message });

function walk(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const ent of readdirSync(dir, { withFileTypes: true })) {
    if (ent.name.startsWith('.')) continue;
    const p = join(dir, ent.name);
    if (ent.isDirectory()) out.push(...walk(p, root));
    else if (ent.isFile()) out.push(relative(root, p).split(sep).join('/'));
  }
  return out;
}

/**
 * Mirror the files of mediaDir/<bucket>/ into storage.objects (as the hosted storage API records uploads),
 * for every bucket the migrations created. Files that disappeared are forgotten.
 */
export async function syncMedia(db: PGlite, mediaDir: string): Promise<number> {
  const buckets = (await db.query<{ id: string }>('select id from storage.buckets')).rows.map((r) => r.id);
  const rows: Array<{ bucket_id: string; name: string; metadata: Record<string, unknown>; mtime: string }> = [];
  for (const b of buckets) {
    const dir = join(mediaDir, b);
    if (!existsSync(dir)) continue;
    for (const name of walk(dir)) {
      const p = join(dir, name);
      const st = statSync(p);
      const etag = `"${createHash('md5').update(readFileSync(p)).digest('hex')}"`;
      const mtime = st.mtime.toISOString();
      rows.push({
        bucket_id: b,
        name,
        mtime,
        metadata: {
          eTag: etag,
          size: st.size,
          mimetype: mimeType(name),
          cacheControl: 'max-age=3600',
          lastModified: mtime,
          contentLength: st.size,
          httpStatusCode: 200,
        },
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into storage.objects (bucket_id, name, metadata, created_at, updated_at, last_accessed_at)
       select r.bucket_id, r.name, r.metadata, r.mtime, r.mtime, r.mtime
         from json_to_recordset($1::json) as r(bucket_id text, name text, metadata jsonb, mtime timestamptz)
       on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = excluded.updated_at`,
      [JSON.stringify(rows)],
    );
    await tx.query(
      `delete from storage.objects o where not exists (
         select 1 from json_to_recordset($1::json) as r(bucket_id text, name text) where r.bucket_id = o.bucket_id and r.name = o.name)`,
      [JSON.stringify(rows.map(({ bucket_id, name }) => ({ bucket_id, name })))],
    );
  });
  return rows.length;
}

export interface StorageContext {
  db: PGlite;
  runAs: RunAs;
  mediaDir: string;
  /** null when the request carries no valid key (public downloads need none). */
  auth: { role: string; claims: Record<string, unknown> } | null;
  authError: Response | null;
  /** Image transformations (render-image.ts); without it /render answers 400 like any unsupported route. */
  images?: ImageRenderer;
}

interface ObjRow {
  name: string;
  id: string;
  updated_at: string;
  created_at: string;
  last_accessed_at: string;
  metadata: Record<string, unknown> | null;
}

export async function handleStorage(ctx: StorageContext, req: Request, url: URL, sub: string): Promise<Response> {
  const segs = sub.split('/').filter(Boolean);
  if (segs[0] === 'object' && segs[1] === 'list' && segs.length === 3 && req.method === 'POST') {
    if (!ctx.auth) return ctx.authError!;
    let bucket: string;
    try {
      bucket = decodeURIComponent(segs[2]!);
    } catch {
      return storageError(400, '400', 'InvalidKey', 'Invalid key');
    }
    if (bucket.includes('\0')) return storageError(400, '400', 'InvalidKey', 'Invalid key');
    return list(ctx, req, bucket);
  }
  if (segs[0] === 'object' && segs[1] === 'public' && segs.length >= 4 && (req.method === 'GET' || req.method === 'HEAD')) {
    let bucket: string, path: string;
    try {
      bucket = decodeURIComponent(segs[2]!);
      path = segs.slice(3).map(decodeURIComponent).join('/');
    } catch {
      return storageError(400, '400', 'InvalidKey', 'Invalid key');
    }
    if (bucket.includes('\0')) return storageError(400, '400', 'InvalidKey', 'Invalid key');
    return download(ctx, req, bucket, path);
  }
  const isRender = segs[0] === 'render' && segs[1] === 'image' && segs[2] === 'public' && segs.length >= 5;
  if (isRender && ctx.images && (req.method === 'GET' || req.method === 'HEAD')) {
    return ctx.images.handle(ctx.db, ctx.mediaDir, req, url, segs.slice(3));
  }
  return unsupported(req, url.pathname);
}

async function list(ctx: StorageContext, req: Request, bucket: string): Promise<Response> {
  let opts: { prefix?: unknown; limit?: unknown; offset?: unknown; sortBy?: { column?: unknown; order?: unknown }; search?: unknown };
  try {
    opts = (await req.json()) as typeof opts;
  } catch {
    return storageError(400, '400', 'Bad Request', 'body must be JSON');
  }
  if (!opts || typeof opts !== 'object' || Array.isArray(opts)) return storageError(400, '400', 'Bad Request', 'body must be an object');
  const exists = await ctx.db.query('select 1 from storage.buckets where id = $1', [bucket]);
  if (exists.rows.length === 0) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
  let prefix = typeof opts.prefix === 'string' ? opts.prefix.replace(/^\/+/, '') : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const limit = Number.isInteger(opts.limit) ? Math.min(Math.max(opts.limit as number, 0), 1000) : 100;
  const offset = Number.isInteger(opts.offset) ? Math.max(opts.offset as number, 0) : 0;
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(opts.sortBy?.column))
    ? String(opts.sortBy!.column)
    : 'name';
  const desc = String(opts.sortBy?.order).toLowerCase() === 'desc';
  const search = typeof opts.search === 'string' ? opts.search.toLowerCase() : '';

  let rows: ObjRow[];
  try {
    rows = await ctx.runAs(
      ctx.auth!.role,
      ctx.auth!.claims,
      async (tx) =>
        (
          await tx.query<ObjRow>(
            `select name, id::text, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
                to_char(last_accessed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
            [bucket, prefix],
          )
        ).rows,
    );
  } catch (err) {
    return pgErrorResponse(err, ctx.auth!.role);
  }
  const folders = new Map<string, ObjRow>();
  const files: ObjRow[] = [];
  for (const r of rows) {
    const rest = r.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const f = rest.slice(0, slash);
      if (!folders.has(f))
        folders.set(f, {
          name: f,
          id: null as unknown as string,
          updated_at: null as unknown as string,
          created_at: null as unknown as string,
          last_accessed_at: null as unknown as string,
          metadata: null,
        });
    } else {
      files.push({ ...r, name: rest });
    }
  }
  let all = [...folders.values(), ...files];
  if (search) all = all.filter((r) => r.name.toLowerCase().includes(search));
  const key = (r: ObjRow) => String((r as unknown as Record<string, unknown>)[column] ?? '');
  all.sort((a, b) => {
    const c =
      column === 'name' ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : key(a).localeCompare(key(b)) || (a.name < b.name ? -1 : 1);
    return desc ? -c : c;
  });
  return jsonResponse(200, all.slice(offset, offset + limit));
}

async function download(ctx: StorageContext, req: Request, bucket: string, path: string): Promise<Response> {
  const notFound = () => storageError(404, '404', 'not_found', 'Object not found');
  const b = await ctx.db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [bucket]);
  if (!b.rows[0]) return storageError(404, '404', 'Bucket not found', 'Bucket not found');
  if (!b.rows[0].public) return notFound();
  if (path.split('/').some((s) => s === '..' || s === '.' || s === '') || path.includes('\0') || path.includes('\\')) return notFound();
  const headers = { ...API_CORS, 'Cache-Control': 'max-age=3600' };
  return fileResponse(req, { root: resolve(ctx.mediaDir, bucket), path: `/${path}`, headers }, notFound);
}
