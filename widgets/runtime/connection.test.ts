import { describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/functions-js';
import { createConnection, subClient } from './connection';
import { functions } from './functions';
import { listBucket } from './media/list-bucket';
import { rest } from './rest';

describe('createConnection', () => {
  it('sends the anon key as apikey and bearer token on every call', async () => {
    const seen: Headers[] = [];
    const b = createConnection('http://api.test', 'anon-123', async (input, init) => {
      seen.push(new Request(input as RequestInfo, init).headers);
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await rest(b).from('news').select('*');
    await listBucket('hero_images', ['image'], b);
    await functions(b).invoke('get-google-maps-key');
    expect(seen).toHaveLength(3);
    for (const h of seen) {
      expect(h.get('apikey')).toBe('anon-123');
      expect(h.get('authorization')).toBe('Bearer anon-123');
    }
  });

  it('builds each sub-client once per connection, on first use', () => {
    const b = createConnection('http://api.test/', 'k');
    expect(b.url).toBe('http://api.test');
    expect(b.clients.size).toBe(0);
    expect(rest(b)).toBe(rest(b));
    expect(functions(b)).toBe(functions(b));
    expect(b.clients.size).toBe(2);
    const other = createConnection('http://api.test', 'k');
    expect(rest(other)).not.toBe(rest(b));
    let made = 0;
    const make = () => ++made;
    subClient(b, make);
    subClient(b, make);
    expect(made).toBe(1);
  });

  it('drains the body of a non-2xx function answer (a browser holds the request open until it is read) and keeps it readable', async () => {
    // Two chunks: a stream pulls the first by itself; only a reader makes it reach the end.
    const chunks = ['{"error":"Google Maps API key ', 'is not configured"}'];
    let finished = false;
    const b = createConnection('http://api.test', 'k', async () => {
      const body = new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) {
            finished = true;
            controller.close();
          } else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      return new Response(body, { status: 503, headers: { 'content-type': 'application/json' } });
    });
    const { data, error } = await functions(b).invoke('get-google-maps-key');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(finished).toBe(true);
    expect(await (error as FunctionsHttpError).context.json()).toEqual({ error: 'Google Maps API key is not configured' });
  });
});
