/**
 * Serving one file, for the host (Node responses) and the local storage API (fetch Responses), with `send`
 * (pillarjs/send, what Express's static middleware is built on): GET/HEAD, ETag and Last-Modified, 304 and 412
 * on conditional requests, one byte range (206, suffix ranges, If-Range, 416; several ranges get the whole
 * file). This module adds only what send does not do: the .br/.gz twins written by the build, and the MIME
 * table of ./mime.ts. In server/ because site/host and supabase/local both use it (docs/architecture.md).
 *
 * Not sirv: sirv 3.0.2 serves the first bytes for a suffix range (`bytes=-5`, lukeed/sirv#155), the whole file
 * for `bytes=0-0`, treats `br;q=0` as accepting brotli, and `Range: bytes=5-2` throws ERR_OUT_OF_RANGE out of
 * its handler, which ends the process.
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import send from 'send';
import { mimeType } from './mime.ts';

export type Encoding = 'br' | 'gzip';

/** The precompressed encodings a client accepts, preferred first (a `q=0` refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const offers = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { name, ok: !q || Number(q.slice(2)) > 0 };
    });
  return (['br', 'gzip'] as const).filter((enc) => offers.some((o) => o.name === enc && o.ok));
}

export interface FileOptions {
  /** Absolute directory the file lives in; send refuses any path that leaves it. */
  root: string;
  /** The file, as a decoded path under root: `/widgets/loader.js`. */
  path: string;
  /** Set on the answer (caching, CORS, security headers). */
  headers?: Record<string, string>;
  /** Send `<path>.br` / `<path>.gz` when the client accepts it and the twin is not older than the file. */
  precompressed?: boolean;
}

function mtimeOf(file: string): number | undefined {
  try {
    const st = statSync(file);
    return st.isFile() ? st.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/** The twin to send instead of the file, if any. Ranges are served from the identity file only. */
function twin(req: IncomingMessage, opts: FileOptions): { path: string; encoding: Encoding } | undefined {
  if (!opts.precompressed || req.headers.range) return undefined;
  const original = mtimeOf(join(opts.root, opts.path));
  if (original === undefined) return undefined;
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const path = `${opts.path}.${encoding === 'br' ? 'br' : 'gz'}`;
    const t = mtimeOf(join(opts.root, path));
    if (t !== undefined && t >= original) return { path, encoding };
  }
  return undefined;
}

const CONTENT_HEADERS = ['Content-Type', 'Content-Encoding', 'Content-Length', 'Vary'];

/** Answers `req` with the file, or calls `onMissing` (nothing written yet) when there is no such file. */
export function serveFile(req: IncomingMessage, res: ServerResponse, opts: FileOptions, onMissing: () => void): void {
  const chosen = twin(req, opts);
  for (const [k, v] of Object.entries(opts.headers ?? {})) res.setHeader(k, v);
  res.setHeader('Content-Type', mimeType(opts.path)); // send would name a .br twin application/x-brotli
  if (opts.precompressed) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen) res.setHeader('Content-Encoding', chosen.encoding);
  const encoded = (chosen?.path ?? opts.path).split('/').map(encodeURIComponent).join('/');
  const missing = () => {
    for (const h of CONTENT_HEADERS) res.removeHeader(h);
    onMissing();
  };
  // send decides 304s with `fresh`, which ignores validators next to `Cache-Control: no-cache` (a forced reload to
  // a cache). An origin answers the validator it is sent; and fetch() adds no-cache to any manual If-None-Match.
  const { 'cache-control': _cc, pragma: _pragma, ...headers } = req.headers;
  const view = { method: req.method, headers } as IncomingMessage; // all send reads of a request
  send(view, encoded, { root: opts.root, index: false, cacheControl: false, dotfiles: 'deny' })
    .on('directory', missing) // not a file (send would redirect to the directory's index)
    .on('error', (err: { status?: number; headers?: Record<string, string> }) => {
      if (res.headersSent) return void res.destroy(); // the file failed mid-way: the client sees a cut answer
      if (err.status === 404 || err.status === 403) return missing();
      for (const h of CONTENT_HEADERS) res.removeHeader(h);
      // 416 (with its Content-Range), 412, or a read error: status and headers, no body.
      res.writeHead(err.status === 416 || err.status === 412 ? err.status : 500, { ...err.headers, 'Content-Length': '0' });
      res.end();
    })
    .pipe(res);
}

/**
 * Stands in for a ServerResponse with what send 1.2 uses (statusCode, headers, headersSent, and a stream to
 * pipe into) and becomes a fetch Response as soon as send starts its answer.
 */
class ResponseCapture extends PassThrough {
  statusCode = 200;
  headersSent = false;
  private readonly fields = new Map<string, string | string[]>();

  constructor(
    private readonly deliver: (r: Response) => void,
    private readonly head: boolean,
  ) {
    super();
    // A reader that goes away (client disconnected) stops the file stream.
    this.on('pipe', (src: Readable) => this.once('close', () => src.destroy()));
  }
  setHeader(name: string, value: number | string | readonly string[]): this {
    this.fields.set(name.toLowerCase(), typeof value === 'number' ? String(value) : (value as string | string[]));
    return this;
  }
  getHeader(name: string) {
    return this.fields.get(name.toLowerCase());
  }
  hasHeader(name: string) {
    return this.fields.has(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.fields.delete(name.toLowerCase());
  }
  getHeaderNames() {
    return [...this.fields.keys()];
  }
  writeHead(status: number, headers: Record<string, string> = {}): this {
    this.statusCode = status;
    for (const [k, v] of Object.entries(headers)) this.setHeader(k, v);
    return this;
  }
  private begin(withBody: boolean): void {
    if (this.headersSent) return;
    this.headersSent = true;
    const headers = new Headers();
    for (const [k, v] of this.fields) for (const x of [v].flat()) headers.append(k, x);
    const bodyless = !withBody || this.head || this.statusCode === 304;
    this.deliver(
      new Response(bodyless ? null : (Readable.toWeb(this) as ReadableStream<Uint8Array>), { status: this.statusCode, headers }),
    );
  }
  override write(chunk: unknown, encoding?: unknown, cb?: unknown): boolean {
    this.begin(true);
    return super.write(chunk, encoding as BufferEncoding, cb as () => void);
  }
  override end(chunk?: unknown, encoding?: unknown, cb?: unknown): this {
    this.begin(chunk !== undefined && typeof chunk !== 'function');
    return super.end(chunk as string, encoding as BufferEncoding, cb as () => void);
  }
}

/** serveFile for a fetch Request (the local storage API): the same machinery, a Response out. */
export function fileResponse(request: Request, opts: FileOptions, notFound: () => Response): Promise<Response> {
  return new Promise((resolve) => {
    const req = { method: request.method, headers: Object.fromEntries(request.headers) } as unknown as IncomingMessage;
    const res = new ResponseCapture(resolve, request.method === 'HEAD');
    serveFile(req, res as unknown as ServerResponse, opts, () => {
      res.headersSent = true;
      resolve(notFound());
    });
  });
}

/**
 * If-None-Match against `etag` (weak comparison, RFC 9110 13.1.2: `W/` ignored, `*` matches). Cache-Control:
 * no-cache on the request does not stop it (see serveFile).
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const own = strip(etag);
  return String(ifNoneMatch)
    .split(',')
    .some((t) => t.trim() === '*' || strip(t) === own);
}
