/** The host's reads of the database, each logged and answered `undefined` when the database cannot say. */
import type { Backend } from '../../widgets/runtime/backend.ts';

/** A read through `client` (the local backend in-process, or the hosted project's REST API); undefined when it cannot say. */
export function reader<A extends unknown[], T>(
  client: () => Backend | undefined,
  what: string,
  read: (c: Backend, ...args: A) => Promise<T>,
) {
  return async (...args: A): Promise<T | undefined> => {
    const c = client();
    if (!c) return undefined;
    try {
      return await read(c, ...args);
    } catch (err) {
      console.error(`[host] Reading ${what} failed (${(err as { code?: string }).code ?? 'error'})`);
      return undefined;
    }
  };
}
