import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { LOCAL_ANON_KEY } from './supabase/local/keys.ts';
import { elementsVitePlugin } from './scripts/elements.ts';
import { markupVitePlugin } from './scripts/markup.ts';
import { manifestVitePlugin } from './scripts/manifest.ts';

/** The test files that start the local backend's database (PGlite). */
const BACKEND = ['supabase/**/*.test.ts', 'site/host/fresh.test.ts', 'site/snapshot.test.ts', 'bench/large-content.test.ts'];

export default defineConfig({
  plugins: [elementsVitePlugin(), markupVitePlugin(), manifestVitePlugin()],
  define: {
    __MEDSPA_DEFAULTS__: JSON.stringify({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: LOCAL_ANON_KEY,
      bookingUrl: 'https://booking.test/',
      imageTransformations: true,
    }),
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['widgets/test/setup.ts'],
    css: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // A worker per core (Vitest's default leaves one core out: on a 2-core machine that is one worker).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'eslint/**/*.test.ts',
            'widgets/**/*.test.{ts,tsx}',
            'site/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'stories/**/*.test.tsx',
          ],
          exclude: [...configDefaults.exclude, ...BACKEND],
        },
      },
      {
        // The backend's files share their worker process and its pooled databases (supabase/local/db-pool.ts):
        // each file still gets a database equal to the migrated template, without a PGlite start of its own.
        extends: true,
        test: {
          name: 'backend',
          include: BACKEND,
          isolate: false,
          setupFiles: ['supabase/local/db-pool.setup.ts'],
        },
      },
    ],
  },
});
