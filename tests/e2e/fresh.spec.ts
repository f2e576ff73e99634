/**
 * Fresh without a rebuild (issue 27): a product and a post stored with the service key, as staff do from the
 * dashboard, are on a fresh visit of /store, / and /blog, in the server's markup (JavaScript off: no island reads
 * them), with no rebuild. Each host here is a process of its own on the build under test whose page cache runs on a
 * clock the test moves (support/clock-host.ts; it stands still otherwise): one mounting its local backend (a write
 * drops the cache at once: the clock never moves), one reading a "hosted" project (the first one's backend, on
 * another origin) where only the TTL makes it fresh (the clock is moved past PAGE_TTL_MS instead of waiting it out).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { PAGE_TTL_MS } from '../../site/host/page-cache';
import { test, expect } from './support/fixtures';

const ROOT = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });

interface Host {
  url: string;
  child: ChildProcess;
  /** Moves the page cache's clock by `ms`; resolves once the host has. */
  advance(ms: number): Promise<void>;
}

/** The host on the build under test (MEDSPA_DIST), on a port of its own; resolves once it says "Site:". */
async function startHost(env: Record<string, string>): Promise<Host> {
  const port = await freePort();
  const { FRESH_PAGE_TTL_MS: _, ...inherited } = process.env; // the host's own TTL, PAGE_TTL_MS
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './site/render/register.mjs', resolve(ROOT, 'tests/e2e/support/clock-host.ts')],
    {
      cwd: ROOT,
      env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), LOCAL_DB_DIR: 'memory', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let out = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`host did not start:\n${out}`)), 90_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/^Site: /m.test(out)) {
        clearTimeout(timer);
        ok();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => fail(new Error(`host exited (${code}):\n${out}`)));
  });
  const advance = (ms: number) =>
    new Promise<void>((ok) => {
      child.once('message', () => ok());
      child.send({ advance: ms });
    });
  return { url: `http://127.0.0.1:${port}`, child, advance };
}

const stop = (child?: ChildProcess) =>
  new Promise<void>((ok) => {
    if (!child || child.exitCode != null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });

/** Stores a row with the service key through the REST API, as the dashboard does. */
async function store(api: string, key: string, table: string, row: Record<string, unknown>) {
  const res = await fetch(`${api}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(row),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** A first visit with JavaScript off: what the server wrote, shadow roots included. */
async function visibleOnFreshVisit(browser: Browser, url: string, text: string): Promise<boolean> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    return (await page.getByText(text, { exact: false }).count()) > 0;
  } finally {
    await context.close();
  }
}

const PRODUCT = 'AAA Fresh Arrival Serum';
const POST = 'Fresh news from the dashboard';

test.describe('staff publish, visitors read it without a rebuild', () => {
  test.describe.configure({ mode: 'serial' });

  // The reference host; its local backend is also the second test's hosted project (one database booted, not two).
  let reference: Host;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    reference = await startHost({});
  });
  test.afterAll(() => stop(reference?.child));

  test('the reference host with its local backend: on the next visit of /store, / and /blog', async ({ browser }) => {
    test.setTimeout(120_000);
    const host = reference;
    for (const [path, text] of [
      ['/store', PRODUCT],
      ['/', POST],
      ['/blog', POST],
    ] as const)
      expect(await visibleOnFreshVisit(browser, host.url + path, text), `${text} on ${path} before`).toBe(false);
    await store(host.url, LOCAL_SERVICE_ROLE_KEY, 'products', { name: PRODUCT, price: 42, category: 'Skincare', description: 'New.' });
    await store(host.url, LOCAL_SERVICE_ROLE_KEY, 'news', { title: POST, content: 'Published a moment ago.', type: 'announcement' });
    // The cache's clock has not moved: only the write can have made them fresh.
    expect(await visibleOnFreshVisit(browser, `${host.url}/store`, PRODUCT)).toBe(true);
    expect(await visibleOnFreshVisit(browser, `${host.url}/`, POST)).toBe(true);
    expect(await visibleOnFreshVisit(browser, `${host.url}/blog`, POST)).toBe(true);
  });

  test('a hosted project: within the TTL, by the TTL alone', async ({ browser }) => {
    test.setTimeout(120_000);
    // (rows of their own: the project is the reference host's database, which has the first test's)
    const PRODUCT = 'AAA Hosted Arrival Serum';
    const POST = 'Hosted news from the dashboard';
    const project = reference.url;
    const host = await startHost({ SUPABASE_URL: project, SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
    try {
      expect(await visibleOnFreshVisit(browser, `${host.url}/store`, PRODUCT)).toBe(false);
      expect(await visibleOnFreshVisit(browser, `${host.url}/`, POST)).toBe(false);
      await store(project, LOCAL_SERVICE_ROLE_KEY, 'products', { name: PRODUCT, price: 42, category: 'Skincare' });
      await store(project, LOCAL_SERVICE_ROLE_KEY, 'news', { title: POST, content: 'Published.', type: 'announcement' });
      // No notification comes from the project: within the TTL the page made before stays…
      expect(await visibleOnFreshVisit(browser, `${host.url}/store`, PRODUCT), 'within the TTL').toBe(false);
      // …and once it has run out, every page shows both. (That it is the TTL to the millisecond is
      // site/host/fresh.test.ts's.)
      await host.advance(PAGE_TTL_MS);
      expect(await visibleOnFreshVisit(browser, `${host.url}/store`, PRODUCT)).toBe(true);
      expect(await visibleOnFreshVisit(browser, `${host.url}/`, POST)).toBe(true);
      expect(await visibleOnFreshVisit(browser, `${host.url}/blog`, POST)).toBe(true);
    } finally {
      await stop(host.child);
    }
  });
});
