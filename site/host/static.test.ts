// @vitest-environment node
/**
 * The site's files and the local storage downloads are one machinery (server/files.ts): the same video, asked the
 * same way of both, gets the same answer, and the answer HTTP asks for (RFC 9110 ranges and conditionals).
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, http, tempDir, type Answer } from '../../scripts/test-helpers.ts';
import { DEFAULT_MEDIA_DIR, serveLocalBackend } from '../../supabase/local/index.ts';
import { startHost, type RunningHost } from '../server.ts';

const VIDEO = 'gallery-6-clinic-tour.mp4';
const bytes = readFileSync(join(DEFAULT_MEDIA_DIR, 'gallery_images', VIDEO));
const size = bytes.length;
const tmp = tempDir('static');
let site: RunningHost;
let storage: Awaited<ReturnType<typeof serveLocalBackend>>;

beforeAll(async () => {
  const dist = fakeDist(tmp.dir);
  mkdirSync(join(dist, 'media'));
  copyFileSync(join(DEFAULT_MEDIA_DIR, 'gallery_images', VIDEO), join(dist, 'media', VIDEO));
  site = await startHost({ dist, port: 0, supabaseUrl: 'https://project.supabase.co', quiet: true });
  storage = await serveLocalBackend({ env: {} });
});
afterAll(async () => {
  await site?.close();
  await storage?.close();
  tmp.remove();
});

type Ask = (h: { etag: string; lastModified: string }) => { method?: string; headers?: Record<string, string> };
const cases: [string, Ask, (a: Answer) => void][] = [
  ['GET', () => ({}), (a) => expect([a.status, a.bytes.equals(bytes)]).toEqual([200, true])],
  [
    'HEAD',
    () => ({ method: 'HEAD' }),
    (a) => expect([a.status, a.headers['content-length'], a.bytes.length]).toEqual([200, String(size), 0]),
  ],
  ['first bytes', () => ({ headers: { Range: 'bytes=0-9' } }), range(0, 9)],
  ['suffix', () => ({ headers: { Range: 'bytes=-5' } }), range(size - 5, size - 1)],
  ['open end', () => ({ headers: { Range: `bytes=${size - 3}-` } }), range(size - 3, size - 1)],
  ['one byte', () => ({ headers: { Range: 'bytes=0-0' } }), range(0, 0)],
  ['beyond the end', () => ({ headers: { Range: `bytes=${size}-` } }), unsatisfiable],
  ['backwards', () => ({ headers: { Range: 'bytes=5-2' } }), unsatisfiable],
  ['several ranges: the whole file', () => ({ headers: { Range: 'bytes=0-1,4-5' } }), (a) => expect(a.status).toBe(200)],
  [
    'HEAD with a range',
    () => ({ method: 'HEAD', headers: { Range: 'bytes=0-9' } }),
    (a) => expect([a.status, a.bytes.length]).toEqual([206, 0]),
  ],
  ['If-None-Match', (v) => ({ headers: { 'If-None-Match': v.etag } }), notModified],
  ['If-None-Match, one of a list', (v) => ({ headers: { 'If-None-Match': `"other", ${v.etag}` } }), notModified],
  ['If-Modified-Since', (v) => ({ headers: { 'If-Modified-Since': v.lastModified } }), notModified],
  ['another ETag', () => ({ headers: { 'If-None-Match': '"other"' } }), (a) => expect(a.status).toBe(200)],
  ['stale If-Range: the whole file', () => ({ headers: { Range: 'bytes=0-9', 'If-Range': '"other"' } }), (a) => expect(a.status).toBe(200)],
  ['failed If-Match', () => ({ headers: { 'If-Match': '"other"' } }), (a) => expect(a.status).toBe(412)],
];

function range(start: number, end: number) {
  return (a: Answer) => {
    expect([a.status, a.headers['content-range']]).toEqual([206, `bytes ${start}-${end}/${size}`]);
    expect(a.bytes.equals(bytes.subarray(start, end + 1))).toBe(true);
  };
}
function unsatisfiable(a: Answer) {
  expect([a.status, a.headers['content-range']]).toEqual([416, `bytes */${size}`]);
}
function notModified(a: Answer) {
  expect([a.status, a.bytes.length]).toEqual([304, 0]);
  expect(a.headers['etag']).toBeTruthy();
}

describe('one file machinery for the site and the local storage', () => {
  const urls = () => ({
    site: `${site.url}/media/${VIDEO}`,
    storage: `${storage.url}/storage/v1/object/public/gallery_images/${VIDEO}`,
  });

  it.each(cases)('%s', async (_name, ask, check) => {
    const answers: Answer[] = [];
    for (const url of Object.values(urls())) {
      const head = await http(url, { method: 'HEAD' });
      const init = ask({ etag: String(head.headers['etag']), lastModified: String(head.headers['last-modified']) });
      const a = await http(url, init);
      check(a);
      answers.push(a);
    }
    const [s, st] = answers.map((a) => ({
      status: a.status,
      range: a.headers['content-range'],
      length: a.headers['content-length'],
      type: a.headers['content-type'],
      body: a.bytes.length,
    }));
    expect(st).toEqual(s);
  });

  it('names the type from the one MIME table and lets other origins read storage', async () => {
    const a = await http(urls().storage, { headers: { Origin: 'https://partner.example' } });
    expect(a.headers['content-type']).toBe('video/mp4');
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['accept-ranges']).toBe('bytes');
  });
});
