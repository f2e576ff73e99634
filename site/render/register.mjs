/**
 * `node --import tsx --import ./site/render/register.mjs …`: the CSS hooks (./css-hooks.mjs) for a process that
 * renders pages (the site build, the host); scripts/start.mjs registers them itself.
 */
import { register } from 'node:module';

register('./css-hooks.mjs', import.meta.url);
