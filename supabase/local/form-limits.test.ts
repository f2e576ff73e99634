// @vitest-environment node
/**
 * The form rules (widgets/content/forms.ts) are the database's: each limit is read from the CHECK constraints in
 * the catalog (not copied here), and the database takes a value at the limit and refuses one past it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { consultationMessage, fields } from '../../widgets/content/forms.ts';
import { openDatabase } from './db.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** `char_length(<column>) <= N` of the table's CHECK constraints, as Postgres prints them. */
async function maxLength(table: string, column: string): Promise<number> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
    [`public.${table}`],
  );
  const limits = rows.flatMap((r) => [...r.def.matchAll(new RegExp(`char_length\\(${column}\\) <= (\\d+)`, 'g'))].map((m) => Number(m[1])));
  expect(limits, `one length limit on ${table}.${column}`).toHaveLength(1);
  return limits[0]!;
}

/** Inserts one contact row as the anon role; true when the database took it. */
async function anonInsert(row: { name: string; email: string; message: string }): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query('insert into public.contact_submissions (name, email, message) values ($1, $2, $3)', [
        row.name,
        row.email,
        row.message,
      ]);
    });
    return true;
  } catch {
    return false;
  }
}

const ok = { name: 'Jane Doe', email: 'jane@example.com', message: 'Hello' };
const emailOf = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('form limits = database limits (contact_submissions)', () => {
  it.each([
    ['name', fields.name.maxLength],
    ['email', fields.email.maxLength],
    ['message', fields.message.maxLength],
  ] as const)('%s: the form allows exactly what the CHECK constraint allows', async (column, limit) => {
    expect(limit).toBe(await maxLength('contact_submissions', column));
  });

  it('the database takes each field at its limit and refuses one character more', async () => {
    expect(await anonInsert({ ...ok, name: 'n'.repeat(fields.name.maxLength) })).toBe(true);
    expect(await anonInsert({ ...ok, name: 'n'.repeat(fields.name.maxLength + 1) })).toBe(false);
    expect(await anonInsert({ ...ok, email: emailOf(fields.email.maxLength) })).toBe(true);
    expect(await anonInsert({ ...ok, email: emailOf(fields.email.maxLength + 1) })).toBe(false);
    expect(await anonInsert({ ...ok, message: 'm'.repeat(fields.message.maxLength) })).toBe(true);
    expect(await anonInsert({ ...ok, message: 'm'.repeat(fields.message.maxLength + 1) })).toBe(false);
  });

  it("a consultation at the form's limits fits the message column (phone plus reason)", async () => {
    const message = consultationMessage('9'.repeat(fields.phone.maxLength), 'r'.repeat(fields.reason.maxLength));
    expect(message.length).toBeLessThanOrEqual(await maxLength('contact_submissions', 'message'));
    expect(await anonInsert({ ...ok, name: 'n'.repeat(fields.name.maxLength), message })).toBe(true);
  });
});
