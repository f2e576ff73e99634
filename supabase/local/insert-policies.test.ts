// @vitest-environment node
/**
 * The visitors' INSERT policies (migration visitor_insert_policies) state the tables' rules: each
 * private.check_rule(<rule>, <table>, <constraint>) holds exactly the expression of the CHECK constraint it names,
 * every CHECK constraint of the table is stated, and the caps they state are the triggers' (the same scope and
 * number, and the counts the triggers have just made).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { LIMITS } from '../functions/_shared/limits.ts';
import { openDatabase } from './db.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** The WITH CHECK of each table's INSERT policy for visitors, as Postgres prints it. */
async function insertPolicies(): Promise<Map<string, string>> {
  const { rows } = await db.query<{ tablename: string; with_check: string }>(
    `select tablename::text, with_check from pg_policies
      where schemaname = 'public' and cmd in ('INSERT', 'ALL') and roles && array['anon', 'authenticated', 'public']::name[]`,
  );
  return new Map(rows.map((r) => [r.tablename, r.with_check]));
}

/** In a transaction that is rolled back. */
async function rolledBack<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  let out: T;
  await db.transaction(async (tx) => {
    out = await fn(tx);
    await tx.rollback();
  });
  return out!;
}

describe("the visitors' INSERT policies", () => {
  it('exist for contact_submissions and newsletter_subscribers only', async () => {
    expect([...(await insertPolicies()).keys()].sort()).toEqual(['contact_submissions', 'newsletter_subscribers']);
  });

  it('state every CHECK constraint of their table, each with exactly the constraint’s expression', async () => {
    for (const [table, withCheck] of await insertPolicies()) {
      const stated = new Map(
        [...withCheck.matchAll(/private\.check_rule\((.+?), '([\w.]+)'::regclass, '(\w+)'::name\)/g)].map((m) => {
          expect(m[2], `${m[3]} is a constraint of ${table}`).toBe(table);
          return [m[3]!, `CHECK (${m[1]})`];
        }),
      );
      const { rows } = await db.query<{ conname: string; def: string }>(
        `select conname::text, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
        [`public.${table}`],
      );
      expect(Object.fromEntries(stated), table).toEqual(Object.fromEntries(rows.map((r) => [r.conname, r.def])));
    }
  });

  it('state the caps of the triggers: the same scopes, the newsletter’s daily number', async () => {
    const policies = await insertPolicies();
    expect(policies.get('contact_submissions')).toContain(`private.within_client_quota('contact-submission'::text)`);
    expect(policies.get('newsletter_subscribers')).toContain(
      `private.within_daily_limit('newsletter-signup'::text, ${LIMITS.newsletterPerClientPerDay})`,
    );
  });

  it('read the counts the triggers have just made (the cap terms are not always true)', async () => {
    const request = `select set_config('request.jwt.claims', '{"role":"anon"}', true),
                            set_config('request.headers', '{"x-forwarded-for":"203.0.113.77"}', true)`;
    const contact = await rolledBack(async (tx) => {
      await tx.query(request);
      await tx.exec(`set local role anon;
        insert into public.contact_submissions (name, email, message) values ('Q', 'q@example.com', '1'), ('Q', 'q@example.com', '2');
        reset role;`);
      const at = async (max: number) => {
        await tx.query(`update public.client_quotas set max_hits = $1 where scope = 'contact-submission'`, [max]);
        return (await tx.query<{ ok: boolean }>(`select private.within_client_quota('contact-submission') as ok`)).rows[0]!.ok;
      };
      return [await at(1), await at(2)];
    });
    expect(contact).toEqual([false, true]);

    const newsletter = await rolledBack(async (tx) => {
      await tx.query(request);
      await tx.exec(`set local role anon;
        insert into public.newsletter_subscribers (email) values ('q1@example.com'), ('q2@example.com');
        reset role;`);
      const { rows } = await tx.query<{ one: boolean; two: boolean }>(
        `select private.within_daily_limit('newsletter-signup', 1) as one, private.within_daily_limit('newsletter-signup', 2) as two`,
      );
      return [rows[0]!.one, rows[0]!.two];
    });
    expect(newsletter).toEqual([false, true]);
  });

  it('refuse a row as its CHECK constraint does (23514 naming it), not as a policy (42501)', async () => {
    type PgError = { code?: string; message?: string; constraint?: string };
    const err = await rolledBack(async (tx) => {
      await tx.exec('set local role anon');
      return tx.query(`insert into public.contact_submissions (name, email, message) values ('Q', 'not-an-address', 'hi')`).then(
        () => null,
        (e: PgError) => e,
      );
    });
    expect({ code: err?.code, message: err?.message, constraint: err?.constraint }).toEqual({
      code: '23514',
      message: 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"',
      constraint: 'contact_submissions_email_check',
    });
  });
});
