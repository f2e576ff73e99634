/**
 * The single-file IIFE entry (dist/widgets/embed.js) for pages that cannot load modules: every widget in
 * one classic script, no chunks.  <script src="https://clinic.example/widgets/embed.js" defer></script>
 */
import { setBundleUrl } from './bundle-url';
import { startUpgrading } from './upgrade';

setBundleUrl((document.currentScript as HTMLScriptElement | null)?.src);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startUpgrading, { once: true });
else startUpgrading();
