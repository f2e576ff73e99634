/**
 * Answers as HTTP asks for them, for a page made in memory (a host-rendered page, the 404 page, the fresh feed):
 * it gets what a file gets (server/files.ts), compressed (br or gzip per Accept-Encoding, Vary), an ETag and 304.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zc, gzip } from 'node:zlib';
import { acceptedEncodings, etagMatches, type Encoding } from '../../server/files.ts';
import { mimeType } from '../../server/mime.ts';

/**
 * A body made in memory, once, answered many times (site/host/fresh.ts keeps one per page for its TTL): its strong
 * ETag is the digest of the identity bytes; each encoding is compressed on first use and kept.
 */
export class Entity {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  constructor(
    body: string | Buffer,
    /** A name whose extension gives the type (default an HTML page). */
    readonly typeOf = 'page.html',
  ) {
    this.bytes = typeof body === 'string' ? Buffer.from(body) : body;
    this.etag = `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
  }
  /** The body in `encoding` (brotli at quality 5: a page made per request cannot wait for 11; off the main thread). */
  body(encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.bytes);
    let b = this.encoded.get(encoding);
    if (!b) {
      b =
        encoding === 'br'
          ? brotliAsync(this.bytes, { params: { [zc.BROTLI_PARAM_QUALITY]: 5, [zc.BROTLI_PARAM_SIZE_HINT]: this.bytes.length } })
          : gzipAsync(this.bytes, { level: 6 });
      this.encoded.set(encoding, b);
    }
    return b;
  }
}

/** A page made from the database: its answer and its Cache-Control (site/host/fresh-pages.ts). */
export interface FreshPage {
  entity: Entity;
  cache: string;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers `req` with an in-memory body: 304 (no body) when the client holds it (a 2xx only), else the body
 * compressed as the client accepts, with its ETag, `Vary: Accept-Encoding` and the given headers; HEAD without body.
 * The encodings share one ETag with a suffix (-br, -gz), as a representation's validator must differ per encoding.
 */
export async function sendBody(req: IncomingMessage, res: ServerResponse, status: number, entity: Entity, headers: Record<string, string>) {
  const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
  const etag = encoding ? entity.etag.replace(/"$/, `-${encoding === 'br' ? 'br' : 'gz'}"`) : entity.etag;
  const common = { ...headers, ETag: etag, Vary: 'Accept-Encoding' };
  if (status >= 200 && status < 300 && etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, common);
    return void res.end();
  }
  const body = await entity.body(encoding);
  res.writeHead(status, {
    ...common,
    'Content-Type': mimeType(entity.typeOf),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
