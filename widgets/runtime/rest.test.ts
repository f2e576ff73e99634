import { describe, expect, it } from 'vitest';
import { fakeBackend } from '../test/fake-backend';
import { rest } from './rest';

describe('rest()', () => {
  it('asks once: a failed read is not retried by the client (retries are the query layer’s, docs/product.md §8)', async () => {
    const { connection, calls } = fakeBackend(() => ({ status: 503, body: { code: 'XX000', message: 'down' } }));
    const started = Date.now();
    const { error } = await rest(connection).from('news').select('*');
    expect(error).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
