/** The query layer: each error policy, retries, one request and one report per failure, actions. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, settle, until } from '../../test/render';
import { getToasts } from '../toast/toast';
import { defineAction, defineQuery, describeError, onError, useAction, type ErrorPolicy } from '.';

/** A Postgrest-like error whose message echoes the row it refused (as check violations do). */
const refused = () =>
  Object.assign(new Error('Failing row contains (Jane, thinning hair)'), { name: 'PostgrestError', code: '23514', status: 400 });

function Show({ use }: { use: () => { data?: unknown; error?: unknown } }) {
  const { data, error } = use();
  return <p>{error ? 'failed' : data === undefined ? 'loading' : JSON.stringify(data)}</p>;
}

/** Renders `copies` readers of the query and waits until they show an answer (unless `answers` is false). */
async function render(query: { use: () => { data?: unknown; error?: unknown } }, copies = 1, answers = true) {
  const r = await renderWidget(
    <>
      {Array.from({ length: copies }, (_, i) => (
        <Show key={i} use={query.use} />
      ))}
    </>,
  );
  if (answers) await until(() => expect(r.container.textContent).not.toContain('loading'));
  else await settle();
  return r.container;
}

let keys = 0;
const failing = (policy: ErrorPolicy, fetch = vi.fn(async () => Promise.reject(refused()))) => {
  const key = `failing-${keys++}`;
  return { fetch, query: defineQuery({ what: 'Loading things', key: () => key, fetch, onError: policy }) };
};

describe('error policies', () => {
  it('toast: one toast with the declared title, description and variant, and a log line without the message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { query } = failing(onError.toast({ title: 'Error', description: 'Failed to load things.', variant: 'destructive' }));
    const c = await render(query);
    expect(c.textContent).toBe('failed');
    expect(getToasts().map((t) => [t.title, t.description, t.variant])).toEqual([['Error', 'Failed to load things.', 'destructive']]);
    expect(log.mock.calls).toEqual([['[medspa] Loading things failed (PostgrestError, code 23514, status 400)']]);
  });

  it('toast without log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await render(failing(onError.toast({ title: 'Nope' }, { log: false })).query);
    expect(getToasts().map((t) => t.title)).toEqual(['Nope']);
    expect(log).not.toHaveBeenCalled();
  });

  it('log: one line, no toast; never the error message or details (they may echo what the visitor sent)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = await render(failing(onError.log).query);
    expect(c.textContent).toBe('failed');
    expect(getToasts()).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/thinning|Jane|Failing row/i);
  });

  it('silent: nothing anywhere', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = await render(failing(onError.silent).query);
    expect(c.textContent).toBe('failed');
    expect(getToasts()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('widgets asking for the same key share one request, and a failure is reported once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, query } = failing(onError.toast({ title: 'Once' }));
    const c = await render(query, 3);
    expect(c.textContent).toBe('failedfailedfailed');
    expect(fetch).toHaveBeenCalledOnce();
    expect(getToasts()).toHaveLength(1);
  });

  it('describes wrapped errors by their cause, and odd throws without crashing', () => {
    const wrapped = Object.assign(new Error('Could not list'), {
      name: 'BucketListError',
      cause: { name: 'StorageApiError', status: 404 },
    });
    expect(describeError(wrapped)).toBe('BucketListError, from StorageApiError, status 404');
    expect(describeError('boom')).toBe('string');
    expect(describeError(null)).toBe('object');
  });
});

describe('retries', () => {
  it('retries as declared before the failure counts; a later success is not reported', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(refused())
      .mockRejectedValueOnce(refused())
      .mockResolvedValue(['ok']);
    const query = defineQuery({ what: 'Loading', key: () => 'retry-ok', fetch, onError: onError.toast({ title: 'x' }), retry: 2 });
    const c = await render(query);
    expect(c.textContent).toBe('["ok"]');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getToasts()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('no retries unless declared', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, query } = failing(onError.log);
    await render(query);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a null key fetches nothing', async () => {
    const fetch = vi.fn(async () => 'x');
    const query = defineQuery({ what: 'Loading', key: (ready: boolean) => (ready ? 'gated' : null), fetch, onError: onError.log });
    const c = await render({ use: () => query.use(false) }, 1, false);
    expect(c.textContent).toBe('loading');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('actions', () => {
  it('answer ok with the value, or apply the policy and answer the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = defineAction({ what: 'Saving', run: async (n: number) => n * 2, onError: onError.toast({ title: 'Save failed' }) });
    expect(await save.run(2)).toEqual({ ok: true, value: 4 });
    expect(getToasts()).toEqual([]);
    const broken = defineAction({
      what: 'Saving',
      run: async () => Promise.reject(refused()),
      onError: onError.toast({ title: 'Save failed', variant: 'destructive' }),
    });
    const r = await broken.run(undefined);
    expect(r.ok).toBe(false);
    expect(getToasts().map((t) => [t.title, t.variant])).toEqual([['Save failed', 'destructive']]);
  });

  it('useAction: pending while running, and a second run joins the one in flight', async () => {
    let release!: () => void;
    const run = vi.fn(() => new Promise<string>((r) => (release = () => r('done'))));
    const action = defineAction({ what: 'Buying', run, onError: onError.silent });
    const results: Promise<unknown>[] = [];
    function Buy() {
      const { run: buy, pending } = useAction(action);
      return (
        <button type="button" onClick={() => results.push(buy(undefined), buy(undefined))}>
          {pending ? 'pending' : 'idle'}
        </button>
      );
    }
    const { container } = await renderWidget(<Buy />);
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('pending');
    expect(run).toHaveBeenCalledOnce();
    await act(async () => release());
    expect(await Promise.all(results)).toEqual([
      { ok: true, value: 'done' },
      { ok: true, value: 'done' },
    ]);
    expect(container.textContent).toBe('idle');
  });
});
