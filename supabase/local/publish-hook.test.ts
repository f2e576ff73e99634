// @vitest-environment node
/**
 * The publish hook (issue 27, migration 20261125000300_publish_hook.sql): its triggers are on the tables the data
 * modules declare published (widgets/tables/snapshot.ts PUBLISH_TABLES), and staff writes to them with the service key call PUBLISH_HOOK_URL (a real HTTP endpoint here) and the backend's listeners,
 * one call per statement; a visitor's form does not. On a plain PostgreSQL with a stand-in pg_net, the trigger
 * POSTs to the URL of the app.publish_hook_url setting; without pg_net it only notifies.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { startServed } from './test-helpers.ts';
import { publishTo, type ContentChange } from './publish-hook.ts';
import { BOOTSTRAP_FILE, readMigrations } from './db.ts';
import { PLAIN_POSTGRES_BIN as BIN, startPlainPostgres, type PlainPostgres } from './plain-postgres.ts';
import { PUBLISH_TABLES } from '../../widgets/tables/snapshot.ts';

/** A local deploy-hook endpoint: records every POST body. */
async function endpoint(status = 200) {
  const calls: { method: string; type: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', type: req.headers['content-type'] ?? '', body: JSON.parse(body || 'null') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/build_hooks/abc`;
  return { url, calls, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 5 });
const isMark = (c: unknown) => {
  const { table, op } = c as { table?: string; op?: string };
  return table === 'products' && op === 'DELETE';
};
const real = <T extends { body: unknown }>(calls: T[]) => calls.filter((c) => !isMark(c.body));

describe('the local backend calls PUBLISH_HOOK_URL on staff writes', () => {
  let hook: Awaited<ReturnType<typeof endpoint>>;
  let s: Awaited<ReturnType<typeof startServed>>;
  const seen: ContentChange[] = [];
  beforeAll(async () => {
    hook = await endpoint();
    s = await startServed({ env: { PUBLISH_HOOK_URL: hook.url } });
    s.backend.onContentChange((c) => seen.push(c));
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await hook?.close();
  });
  /**
   * A write that reaches the hook, awaited: a change made before it has arrived by then (NOTIFYs come in commit
   * order), so a call that did not come is not coming. `real` leaves these marks out.
   */
  const settle = async () => {
    const marks = seen.filter(isMark).length;
    expect((await s.service.from('products').delete().eq('name', 'no such product')).error).toBeNull();
    await until(() => seen.filter(isMark).length > marks);
    await until(() => hook.calls.filter((c) => isMark(c.body)).length > marks);
    await s.backend.publishHook!.idle();
  };

  it('a trigger on each table a table module declares published (widgets/tables/snapshot.ts PUBLISH_TABLES), on no other', async () => {
    const { rows } = await s.backend.db.query<{ table: string; timing: string }>(
      `select c.relname as table, t.tgtype & 31 as timing
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where t.tgfoid = 'private.publish_content_change()'::regprocedure and n.nspname = 'public' and not t.tgisinternal
        order by 1`,
    );
    expect(rows.map((r) => r.table)).toEqual([...PUBLISH_TABLES]);
    // tgtype: after (0), for each statement (no row bit 1), on insert (4), delete (8) and update (16).
    expect(new Set(rows.map((r) => Number(r.timing)))).toEqual(new Set([4 | 8 | 16]));
  });

  it('a product, a post and a testimonial stored with the service key each call the hook', async () => {
    expect((await s.service.from('products').insert({ name: 'Hook Serum', price: 10, category: 'Skincare' })).error).toBeNull();
    await until(() => hook.calls.length >= 1);
    await settle();
    expect(real(hook.calls)).toEqual([{ method: 'POST', type: 'application/json', body: { table: 'products', op: 'INSERT' } }]);

    expect((await s.service.from('news').insert({ title: 'Hook post', content: 'Text.', type: 'news' })).error).toBeNull();
    await until(() => hook.calls.length >= 2);
    expect((await s.service.from('testimonials').update({ featured: true }).eq('client_name', 'nobody')).error).toBeNull();
    await until(() => hook.calls.length >= 3);
    expect((await s.service.from('news').delete().eq('title', 'Hook post')).error).toBeNull();
    await until(() => hook.calls.length >= 4);
    await settle();
    expect(
      real(hook.calls)
        .slice(1)
        .map((c) => c.body),
    ).toEqual([
      { table: 'news', op: 'INSERT' },
      { table: 'testimonials', op: 'UPDATE' },
      { table: 'news', op: 'DELETE' },
    ]);
    expect(seen).toEqual(hook.calls.map((c) => c.body));
  });

  it('one statement storing 50 posts is one call; a visitor form and a refused write are none', async () => {
    const before = hook.calls.length;
    const rows = Array.from({ length: 50 }, (_, i) => ({ title: `Bulk ${i}`, content: 'x', type: 'news' }));
    expect((await s.service.from('news').insert(rows)).error).toBeNull();
    await until(() => hook.calls.length > before);
    const r = await s.anon.from('contact_submissions').insert({ name: 'Visitor', email: 'v@example.com', message: 'hello' });
    expect(r.error).toBeNull();
    expect((await s.anon.from('news').insert({ title: 'Not staff', content: 'x', type: 'news' })).error).not.toBeNull();
    await settle();
    expect(real(hook.calls.slice(before)).map((c) => c.body)).toEqual([{ table: 'news', op: 'INSERT' }]);
  });
});

describe('publishTo', () => {
  it('never overlaps calls: writes during a call become one more call; a failing hook is logged', async () => {
    let inFlight = 0;
    let most = 0;
    const bodies: string[] = [];
    // The first call stays in flight until all three writes are made (a gate, not a delay).
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow: typeof fetch = async (_url, init) => {
      inFlight++;
      most = Math.max(most, inFlight);
      bodies.push(String(init?.body));
      await gate;
      inFlight--;
      return new Response(null, { status: bodies.length === 1 ? 500 : 200 });
    };
    const logs: string[] = [];
    const hook = publishTo('http://hook.test/', slow, (m) => logs.push(m));
    hook({ table: 'news', op: 'INSERT' });
    hook({ table: 'news', op: 'UPDATE' });
    hook({ table: 'products', op: 'DELETE' });
    expect(bodies).toHaveLength(1);
    release();
    await hook.idle();
    expect(most).toBe(1);
    expect(bodies).toEqual(['{"table":"news","op":"INSERT"}', '{"table":"products","op":"DELETE"}']);
    expect(logs).toEqual(['[local backend] publish hook answered 500']);
  });
});

describe.skipIf(!BIN)(`the migration on plain PostgreSQL (${BIN ?? 'not installed'})`, () => {
  let pg: PlainPostgres | undefined;
  beforeAll(() => {
    pg = startPlainPostgres('publish');
    expect(pg.psql(readFileSync(BOOTSTRAP_FILE, 'utf8')).stderr).toBe('');
    for (const m of readMigrations()) expect(pg.psql(`begin;\n${m.sql}\ncommit;`).stderr).toBe('');
  }, 120_000);
  afterAll(() => pg?.stop());

  it('without pg_net a write succeeds and calls nothing', () => {
    const r = pg!.psql(`insert into news (title, content, type) values ('No net', 'x', 'news');`);
    expect({ status: r.status, err: r.stderr }).toEqual({ status: 0, err: '' });
  });

  it('with pg_net it POSTs to app.publish_hook_url, once per statement; no URL, no call; a failing call is a warning', () => {
    // A stand-in for pg_net's net.http_post with its signature, recording its calls.
    const setup = pg!.psql(`
      create schema net;
      create table net.calls (url text, body jsonb, headers jsonb);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
        headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
        language sql as $$ insert into net.calls values (url, body, headers); select 1::bigint $$;`);
    expect(setup.stderr).toBe('');
    expect(pg!.psql(`insert into products (name, price, category) values ('No url', 1, 'Skincare');`).stderr).toBe('');
    expect(pg!.psql('select count(*) from net.calls;').stdout.trim()).toBe('0');
    const staff = `set app.publish_hook_url = 'https://api.netlify.com/build_hooks/test'; set role service_role;`;
    const write = pg!.psql(
      `${staff} insert into news (title, content, type) select 'P' || g, 'x', 'news' from generate_series(1, 3) g; delete from testimonials where client_name = 'nobody';`,
    );
    expect({ status: write.status, err: write.stderr }).toEqual({ status: 0, err: '' });
    expect(pg!.psql(`select url, body::text, headers->>'Content-Type' from net.calls;`).stdout.trim().split('\n')).toEqual([
      'https://api.netlify.com/build_hooks/test|{"op": "INSERT", "table": "news"}|application/json',
      'https://api.netlify.com/build_hooks/test|{"op": "DELETE", "table": "testimonials"}|application/json',
    ]);
    pg!.psql(`create or replace function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
        headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
        language plpgsql as $$ begin raise exception 'queue full'; end $$;`);
    const failing = pg!.psql(`${staff} insert into news (title, content, type) values ('Still stored', 'x', 'news');`);
    expect(failing.status).toBe(0);
    expect(failing.stderr).toMatch(/WARNING: {2}publish hook: queue full/);
    expect(pg!.psql(`select count(*) from news where title = 'Still stored';`).stdout.trim()).toBe('1');
  });
});
