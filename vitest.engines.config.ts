/**
 * The cross-engine browser suite (tests/engines, issue 29): Firefox and WebKit against the same local site as the
 * Playwright suite. One engine a run, chosen by ENGINE; the site must be built (MEDSPA_DIST, default dist):
 *
 *   ENGINE=firefox npx vitest run -c vitest.engines.config.ts
 *   ENGINE=webkit  npx vitest run -c vitest.engines.config.ts [tests/engines/<file>.test.ts]
 *
 * Kept apart from the unit suite (vitest.config.ts never includes tests/). Files run one after another in one
 * worker: each opens one browser, and the pages share the engine's one site.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: `engines-${process.env.ENGINE ?? 'unset'}`,
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
  },
});
