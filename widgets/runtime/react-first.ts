/**
 * React alone (react, its JSX runtime, react-dom's client). The loader imports it, then yields, before the first
 * idle island's own chunk, so evaluating React and evaluating the widget are two tasks of the main thread rather
 * than one long one (runtime/upgrade.ts). Nothing reads its exports: the widgets import React themselves and get
 * the same chunk (all three are here, or the bundler would put the JSX runtime in a chunk of its own,
 * tests/e2e/loader.spec.ts).
 */
export { createElement } from 'react';
export { jsx } from 'react/jsx-runtime';
export { hydrateRoot } from 'react-dom/client';
