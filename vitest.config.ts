import { defineConfig } from 'vitest/config';
import { LOCAL_ANON_KEY } from './supabase/local/keys.ts';
import { elementsVitePlugin } from './scripts/elements.ts';
import { markupVitePlugin } from './scripts/markup.ts';
import { manifestVitePlugin } from './scripts/manifest.ts';

/**
 * The backend's files (Node only, no DOM, no module mocks) share one worker process each: Vitest 4 otherwise
 * starts a process per file, and each would compile the database engine (PGlite's WebAssembly) again. Each file
 * still opens its own database, a copy of the seeded template (supabase/local/db.ts), so no file sees another's rows.
 */
const SHARED_WORKER = ['supabase/local/**/*.test.ts', 'supabase/media/**/*.test.ts', 'server/**/*.test.ts'];

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
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: SHARED_WORKER,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: [
            'eslint/**/*.test.ts',
            'widgets/**/*.test.{ts,tsx}',
            'site/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'stories/**/*.test.tsx',
          ],
          setupFiles: ['widgets/test/setup.ts'],
          css: true,
        },
      },
    ],
  },
});
