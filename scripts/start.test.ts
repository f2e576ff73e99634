// @vitest-environment node
/**
 * `npm start` as a user runs it (scripts/start.mjs, real processes, a temporary database directory):
 * one process per data directory, a damaged database and `npm run db:reset`, and a site that answers only
 * once its API does. One host, started once, serves the start-up order and is the first holder of a directory.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';
import { openDatabase } from '../supabase/local/db.ts';
import { fakeDist, freePort, http, runNode, startHostProcess, tempDir, type Proc } from './test-helpers.ts';

const READY = /service_role key: /;
const STACK_LINE = /^\s+at .+\(?.+:\d+:\d+\)?$/m;
const running: Proc[] = [];
let tmp: ReturnType<typeof tempDir>;
let dist: string;
/** The shared host, on a new directory: its start is watched (start-up order), then it holds that directory. */
let shared: { proc: Proc; url: string; db: string };
/** What the page and the API answered from the moment the shared host was spawned until the API answered 200. */
let startup: Promise<Seen[]>;

beforeAll(async () => {
  tmp = tempDir('start');
  dist = fakeDist(tmp.dir);
  const db = join(tmp.dir, 'db-two');
  shared = { ...(await start({ LOCAL_DB_DIR: db })), db };
  startup = watchStart(shared.url);
});
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  tmp?.remove();
});

async function start(env: { LOCAL_DB_DIR: string; PORT?: number }): Promise<{ proc: Proc; url: string }> {
  const port = env.PORT ?? (await freePort());
  const proc = startHostProcess({ PORT: port, MEDSPA_DIST: dist, LOCAL_DB_DIR: env.LOCAL_DB_DIR });
  running.push(proc);
  return { proc, url: `http://127.0.0.1:${port}` };
}

const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

function insert(url: string, name: string) {
  return http(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { ...anon, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ name, email: 'lock@example.com', message: 'kept?' }),
  });
}

async function names(url: string): Promise<string[]> {
  const r = await http(`${url}/rest/v1/contact_submissions?select=name&email=eq.lock%40example.com&order=name`, { headers: service });
  expect(r.status).toBe(200);
  return (JSON.parse(r.body) as { name: string }[]).map((x) => x.name);
}

interface Seen {
  page: number | string;
  api: number | string;
  retryAfter?: string;
}

/** Asks for a page and the API together, again and again, until the API answers 200 (or two minutes pass). */
async function watchStart(url: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  const status = (p: Promise<{ status: number; headers: Record<string, unknown> }>) =>
    p.then(
      (r) => r,
      (e: Error) => ({ status: /ECONNREFUSED/.test(e.message) ? 'refused' : e.message, headers: {} as Record<string, unknown> }),
    );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [page, api] = await Promise.all([
      status(http(`${url}/`)),
      status(http(`${url}/rest/v1/news?select=id&limit=1`, { headers: anon })),
    ]);
    seen.push({ page: page.status, api: api.status, retryAfter: api.headers['retry-after'] as string | undefined });
    if (api.status === 200 || Date.now() > deadline) return seen;
    // A sampling interval, not a wait for something: the loop ends on the API's 200.
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('start-up order', () => {
  it('the site answers only once its API does: /rest/v1 never answers 404 while pages answer 200', async () => {
    const seen = await startup;
    const summary = JSON.stringify(seen.filter((s, i) => i === 0 || JSON.stringify(s) !== JSON.stringify(seen[i - 1])));
    expect(seen.at(-1)!.api, summary).toBe(200);
    for (const s of seen) {
      expect(['refused', 503, 200], summary).toContain(s.api);
      if (s.api === 503) expect(s.retryAfter, summary).toBeTruthy();
      if (s.page === 200) expect([200, 503], summary).toContain(s.api);
    }
  }, 180_000);
});

describe('one process per data directory', () => {
  it('a second start on the same LOCAL_DB_DIR exits at once, naming the directory and the process holding it; a killed holder is taken over', async () => {
    const { db, ...a } = shared;
    await startup; // the start-up order is watched to its end before this test stops the host
    await a.proc.waitFor(READY);
    expect((await insert(a.url, 'A1')).status).toBe(201);

    const t0 = performance.now();
    const b = await start({ LOCAL_DB_DIR: db });
    const code = await Promise.race([b.proc.exited, new Promise((r) => setTimeout(() => r('still running after 20 s'), 20_000))]);
    const out = b.proc.output();
    expect(code, out).toBe(1);
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(out).toContain(db);
    expect(out).toContain(`pid ${a.proc.child.pid}`);
    expect(out).toContain('LOCAL_DB_DIR=memory');
    expect(out).not.toMatch(STACK_LINE);
    await expect(http(`${b.url}/robots.txt`)).rejects.toThrow(/ECONNREFUSED/);

    // The first process kept serving.
    expect((await insert(a.url, 'A2')).status).toBe(201);
    expect(await names(a.url)).toEqual(['A1', 'A2']);

    // A holder that dies without cleaning up (kill -9) leaves a stale lock: the next start takes it over.
    expect(await a.proc.stop('SIGKILL')).toBe('SIGKILL');
    expect(existsSync(`${db}.lock`)).toBe(true);
    const c = await start({ LOCAL_DB_DIR: db });
    await c.proc.waitFor(READY);
    expect(await names(c.url)).toEqual(['A1', 'A2']);
    expect(await c.proc.stop('SIGTERM')).toBe(0);
    expect(existsSync(`${db}.lock`)).toBe(false);
  }, 240_000);
});

describe('a damaged database', () => {
  it('says so in one message naming the directory and `npm run db:reset`; db:reset moves it aside and starts fresh', async () => {
    const db = join(tmp.dir, 'db-damaged');
    await (await openDatabase({ dataDir: db })).close();
    // What a torn write leaves: a control file PGlite cannot read ("PGlite failed to initialize properly").
    const garbage = Buffer.alloc(8192, 0x5a);
    writeFileSync(join(db, 'global', 'pg_control'), garbage);

    const broken = await start({ LOCAL_DB_DIR: db });
    expect(await broken.proc.exited, broken.proc.output()).toBe(1);
    const out = broken.proc.output();
    expect(out).toContain(db);
    expect(out).toMatch(/damaged/i);
    expect(out).toContain(`LOCAL_DB_DIR=${db} npm run db:reset`);
    expect(out).not.toMatch(STACK_LINE);

    const reset = runNode(['--import', 'tsx', 'scripts/db-reset.ts'], { LOCAL_DB_DIR: db });
    expect(await reset.exited, reset.output()).toBe(0);
    const aside = readdirSync(tmp.dir).filter((n) => n.startsWith('db-damaged.broken-'));
    expect(aside, reset.output()).toHaveLength(1);
    expect(reset.output()).toContain(join(tmp.dir, aside[0]!));
    // Never deleted: the damaged files are kept as they were.
    expect(readFileSync(join(tmp.dir, aside[0]!, 'global', 'pg_control'))).toEqual(garbage);

    const fresh = await start({ LOCAL_DB_DIR: db });
    await fresh.proc.waitFor(READY);
    const news = await http(`${fresh.url}/rest/v1/news?select=id`, { headers: anon });
    expect(JSON.parse(news.body)).toHaveLength(8);
    expect(await fresh.proc.stop('SIGTERM')).toBe(0);
  }, 240_000);
});
