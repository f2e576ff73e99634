/** The backend project's setup file (vitest.config.ts): in-memory databases come from the worker's pool. */
import { afterAll } from 'vitest';
import { poolMemoryDatabases, poolStats } from './db-pool.ts';

poolMemoryDatabases();
// DB_POOL_STATS=1 shows, per file, how many databases were started, reused and discarded (not provably clean).
if (process.env.DB_POOL_STATS) afterAll(() => console.log('[db-pool]', process.pid, JSON.stringify(poolStats())));
