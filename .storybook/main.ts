import type { StorybookConfig } from '@storybook/react-vite';
import { LOCAL_ANON_KEY } from '../supabase/local/keys.ts';
import { elementsVitePlugin } from '../scripts/elements.ts';
import { markupVitePlugin } from '../scripts/markup.ts';
import { manifestVitePlugin } from '../scripts/manifest.ts';
import { siteAssetsVitePlugin } from '../site/build/assets.ts';

const config: StorybookConfig = {
  // Titles come from the file names; widget stories are grouped under "Widgets", the design system's pages
  // (tokens, scales, motion, patterns) under "Foundations".
  stories: [
    { directory: '../stories/foundations', files: '*.stories.@(ts|tsx)', titlePrefix: 'Foundations' },
    { directory: '../stories', files: '*.stories.@(ts|tsx)', titlePrefix: 'Widgets' },
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Actions and controls are in Storybook's core.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (cfg) => ({
    ...cfg,
    plugins: [
      ...(cfg.plugins ?? []),
      elementsVitePlugin(),
      markupVitePlugin(),
      manifestVitePlugin(),
      // site.css as the site ships it (with the theme tokens), for the stories of pages.
      siteAssetsVitePlugin(),
    ],
    define: {
      ...cfg.define,
      __MEDSPA_DEFAULTS__: JSON.stringify({
        supabaseUrl: 'http://backend.story',
        supabaseAnonKey: LOCAL_ANON_KEY,
        bookingUrl: 'https://booking.example/',
        // Stories have no storage (stories/support/fake-media.ts swaps originals for the sample photos): no variants.
        imageTransformations: false,
      }),
    },
  }),
};
export default config;
