/**
 * `node --import tsx --import ./site/render/register.mjs …`: a process that renders pages (the site build, the host;
 * scripts/start.mjs imports it too). It runs React's production build, as the browser bundle does (tsup.config.ts),
 * unless NODE_ENV says otherwise: no development checks or warnings in a host's log, and faster renders. And it
 * registers the CSS hooks (./css-hooks.mjs) the in-process renderer needs (./renderer.ts).
 */
import { register } from 'node:module';
import process from 'node:process';

process.env.NODE_ENV ??= 'production';
register('./css-hooks.mjs', import.meta.url);
