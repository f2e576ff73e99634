/**
 * The single-file IIFE entry (dist/widgets/embed.js) for pages that cannot load modules: every widget in
 * one classic script, no chunks.  <script src="https://clinic.example/widgets/embed.js" defer></script>
 */
import { setBundleUrl } from './bundle-url';
import { loadElements, startUpgrading } from './upgrade';
import { installApi } from './api';

setBundleUrl((document.currentScript as HTMLScriptElement | null)?.src);
// The page's own controls and `window.MedspaWidgets` (runtime/api.ts), at once: a page's script may call it before DOMContentLoaded.
installApi(loadElements);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startUpgrading, { once: true });
else startUpgrading();
