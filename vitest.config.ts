import { defineConfig } from 'vitest/config';
import { LOCAL_ANON_KEY } from './supabase/local/keys.ts';
import { elementsVitePlugin } from './scripts/elements.ts';
import { markupVitePlugin } from './scripts/markup.ts';
import { manifestVitePlugin } from './scripts/manifest.ts';

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
    include: [
      'eslint/**/*.test.ts',
      'widgets/**/*.test.{ts,tsx}',
      'site/**/*.test.ts',
      'server/**/*.test.ts',
      'supabase/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'stories/**/*.test.tsx',
    ],
    setupFiles: ['widgets/test/setup.ts'],
    css: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
