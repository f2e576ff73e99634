// @vitest-environment node
/** The backend mount: 503 + Retry-After while it starts, never the site's 404; a failed start stops the host; LOCAL_MEDIA_DIR. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeDist, freePort, http, tempDir } from '../../scripts/test-helpers.ts';
import { LocalStartError } from '../../supabase/local/dir-lock.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { startHost } from '../server.ts';
import type { LocalBackend } from './backend.ts';

const tmp = tempDir('mount');
const dist = fakeDist(tmp.dir);
afterAll(() => tmp.remove());

const fakeBackend = (): LocalBackend => ({
  handle: async (req) => (new URL(req.url).pathname === '/rest/v1/news' ? Response.json([{ id: 1 }]) : null),
  close: async () => {},
  anonKey: 'anon',
  serviceRoleKey: 'service',
});

describe('the local backend on the host', () => {
  it('with a fixed port, nothing listens until the backend is ready', async () => {
    const port = await freePort();
    let ready!: () => void;
    let asked!: () => void;
    const starting = new Promise<void>((ok) => (asked = ok));
    const started = startHost({
      dist,
      port,
      quiet: true,
      startBackend: () => {
        asked();
        return new Promise((ok) => (ready = () => ok(fakeBackend())));
      },
    });
    await starting; // the host now waits on the backend, before it listens
    await expect(http(`http://127.0.0.1:${port}/`)).rejects.toThrow(/ECONNREFUSED/);
    ready();
    const host = await started;
    expect((await http(`${host.url}/rest/v1/news`)).status).toBe(200);
    expect((await http(`${host.url}/`)).status).toBe(200);
    await host.close();
  });

  it('with a port chosen by the system, API paths answer 503 with Retry-After until it is ready', async () => {
    let ready!: () => void;
    let listening!: (url: string) => void;
    const url = new Promise<string>((ok) => (listening = ok));
    const started = startHost({
      dist,
      port: 0,
      quiet: true,
      startBackend: (publicUrl) => {
        listening(publicUrl);
        return new Promise((ok) => (ready = () => ok(fakeBackend())));
      },
    });
    const early = await http(`${await url}/rest/v1/news`);
    expect(early.status).toBe(503);
    expect(early.headers['retry-after']).toBe('1');
    expect(JSON.parse(early.body)).toMatchObject({ message: expect.stringContaining('starting') });
    ready();
    const host = await started;
    expect((await http(`${host.url}/rest/v1/news`)).status).toBe(200);
    // A backend path it has no route for (handle() answers null) is the site's 404.
    expect((await http(`${host.url}/auth/v1/user`)).status).toBe(404);
    await host.close();
  });

  it('a backend that cannot start stops the host with its own error, and frees the port', async () => {
    const port = await freePort();
    const why = new LocalStartError('the database is busy');
    await expect(startHost({ dist, port, quiet: true, startBackend: () => Promise.reject(why) })).rejects.toBe(why);
    await expect(http(`http://127.0.0.1:${port}/`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('localMediaDir (LOCAL_MEDIA_DIR): the real backend lists and serves the buckets from that directory; a missing one stops the start', async () => {
    const media = join(tmp.dir, 'media');
    mkdirSync(join(media, 'hero_images'), { recursive: true });
    writeFileSync(join(media, 'hero_images', 'only.jpg'), 'camera bytes');
    const host = await startHost({ dist, port: 0, quiet: true, localDbDir: 'memory', localMediaDir: media });
    try {
      const list = await http(`${host.url}/storage/v1/object/list/hero_images`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: '', limit: 100, offset: 0 }),
      });
      expect((JSON.parse(list.body) as { name: string }[]).map((f) => f.name)).toEqual(['only.jpg']);
      expect((await http(`${host.url}/storage/v1/object/public/hero_images/only.jpg`)).body).toBe('camera bytes');
    } finally {
      await host.close();
    }
    await expect(startHost({ dist, port: 0, quiet: true, localDbDir: 'memory', localMediaDir: join(tmp.dir, 'nope') })).rejects.toThrow(
      /LOCAL_MEDIA_DIR .*nope does not exist/,
    );
  }, 120_000); // a real database starts: the hosts' budget elsewhere (fresh.test), not 20 s on a busy machine
});
