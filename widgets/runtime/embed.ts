/**
 * The single-file IIFE entry (dist/widgets/embed.js) for pages that cannot load modules: every widget in
 * one classic script, no chunks.  <script src="https://clinic.example/widgets/embed.js" defer></script>
 */
import { setBundleUrl } from './config';
import { startUpgrading } from './upgrade';
import { watchStaticImages } from './media/static-fallback';

setBundleUrl((document.currentScript as HTMLScriptElement | null)?.src);
const start = () => {
  watchStaticImages();
  startUpgrading();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
