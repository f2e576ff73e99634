// @vitest-environment node
/**
 * Each Deno entry (supabase/functions/<name>/index.ts) starts under real Deno (the npm package `deno`,
 * offline: zod resolves from node_modules, no remote imports) and answers a request, with its database
 * calls going to the embedded backend as a hosted function's go to its project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startServed } from '../local/test-helpers.ts';
import { consultationMessage } from '../../widgets/content/forms.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// scripts/ensure-deno.sh installs it (npm test runs that first); DENO_BIN points elsewhere if you like.
const DENO = process.env.DENO_BIN ?? `${ROOT}.local/tools/node_modules/.bin/deno`;

let s: Awaited<ReturnType<typeof startServed>>;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startEntry(name: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(
    DENO,
    [
      'run',
      '--node-modules-dir=manual',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      `supabase/functions/${name}/index.ts`,
    ],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let log = '';
  // Up once it says so on its output; a child that exits first fails the start (the test's timeout bounds a hang).
  await new Promise<void>((up, failed) => {
    const read = (d: Buffer) => {
      log += d;
      if (/Listening on/.test(log)) up();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', () => failed(new Error(`deno exited: ${log}`)));
  });
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  for (const c of children) c.kill('SIGTERM');
  await s?.close();
});

describe('Deno entries', () => {
  it('all three start and answer once', async () => {
    const env = {
      SUPABASE_URL: s.url,
      SUPABASE_SERVICE_ROLE_KEY: s.backend.serviceRoleKey,
      SITE_URL: 'https://gatewaymedspa.example',
      GOOGLE_MAPS_API_KEY: 'AIza-deno',
    };
    const [sms, checkout, maps] = await Promise.all([
      startEntry('send-consultation-sms', env),
      startEntry('create-checkout', env),
      startEntry('get-google-maps-key', env),
    ]);
    const post = (u: string, body?: unknown) =>
      fetch(u, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const m = await post(maps!);
    expect(m.status).toBe(200);
    expect(await m.json()).toEqual({ GOOGLE_MAPS_API_KEY: 'AIza-deno' });

    const c = await post(checkout!, { productId: 'Scalp Revive Shampoo', price: 29.95 });
    expect(c.status).toBe(200);
    expect(await c.json()).toEqual({
      url: 'https://gatewaymedspa.example/checkout/test/?product=Scalp+Revive+Shampoo&amount=2995&currency=usd',
      test: true,
      price: 29.95,
      currency: 'usd',
    });

    const visitor = { name: 'Deno Visitor', phone: '314-555-0199', email: 'd@example.com', reason: 'IV therapy' };
    const unstored = await post(sms!, { data: visitor, claim: crypto.randomUUID() });
    expect(unstored.status).toBe(422); // nothing stored under that claim: no text
    const { data: row } = await s.anon
      .from('contact_submissions')
      .insert({ name: visitor.name, email: visitor.email, message: consultationMessage(visitor.phone, visitor.reason) })
      .select('claim')
      .single<{ claim: string }>();
    const t = await post(sms!, { data: visitor, claim: row!.claim });
    expect(t.status).toBe(200);
    expect(await t.json()).toMatchObject({ success: true, delivery: 'outbox' });
    const out = await s.service.from('sms_outbox').select('body');
    expect(out.data!.map((r) => r.body)).toContain(
      'New consultation request from Deno Visitor. Please call back at 314-555-0199. Details are in the contact inbox.',
    );

    const bad = await fetch(sms!, { method: 'PUT' });
    expect(bad.status).toBe(405);
  }, 90_000);
});
