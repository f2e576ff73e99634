/**
 * Two builds of the widgets into dist/widgets/:
 * - loader.js (ESM): a tiny entry; each widget its own chunk, shared code (React, the runtime) in shared
 *   chunks, so React is fetched once per page however many widgets it holds;
 * - embed.js (IIFE): everything in one classic script;
 * - frame.js (IIFE): the iframe fallback's parent script (widgets/runtime/frame-parent.ts), for the page that frames.
 * Both minified; `npm run build:widgets` then writes the manifest, copies the bundle into v<version>/ with its SRI
 * hashes (scripts/versioned-bundle.ts) and prints the gzip size of every file (scripts/bundle-sizes.ts).
 */
import { defineConfig, type Options } from 'tsup';
import { cssInline } from './scripts/css-inline';
import { LOCAL_ANON_KEY } from './supabase/local/keys';
import { clinic } from './widgets/content/clinic';
import { IMAGE_TRANSFORMATIONS_ENV, transformationsSetting } from './widgets/runtime/config';
import { contractsEsbuildPlugin, elementsEsbuildPlugin } from './scripts/elements';
import { markupEsbuildPlugin } from './scripts/markup';
import { packageVersion } from './scripts/versioned-bundle';

const OUT = `${process.env.MEDSPA_DIST ?? 'dist'}/widgets`;

const defaults = {
  supabaseUrl: process.env.SUPABASE_URL ?? '',
  supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  bookingUrl: process.env.BOOKING_URL ?? clinic.bookingUrl,
  imageTransformations: transformationsSetting(process.env[IMAGE_TRANSFORMATIONS_ENV]),
};

const common: Options = {
  outDir: OUT,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  sourcemap: false,
  dts: false,
  treeshake: true,
  esbuildPlugins: [cssInline, elementsEsbuildPlugin(), markupEsbuildPlugin(), contractsEsbuildPlugin()],
  define: {
    __MEDSPA_DEFAULTS__: JSON.stringify(defaults),
    __MEDSPA_VERSION__: JSON.stringify(packageVersion()),
    'process.env.NODE_ENV': '"production"',
  },
  noExternal: [/.*/],
  esbuildOptions(options) {
    options.legalComments = 'none';
    options.jsx = 'automatic';
  },
};

export default defineConfig([
  {
    ...common,
    entry: { loader: 'widgets/runtime/loader.ts' },
    format: ['esm'],
    splitting: true,
    clean: true,
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      common.esbuildOptions?.(options, { format: 'esm' });
      options.chunkNames = 'chunks/[name]-[hash]';
    },
  },
  {
    ...common,
    entry: { embed: 'widgets/runtime/embed.ts' },
    format: ['iife'],
    splitting: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    // The iframe fallback's parent script (runtime/frame-parent.ts): one classic script on the framing page.
    ...common,
    entry: { frame: 'widgets/runtime/frame-parent.ts' },
    format: ['iife'],
    splitting: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
]);
