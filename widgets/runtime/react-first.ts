/**
 * React alone (react, react-dom's client): the loader imports it, then yields, before the first idle island's own
 * chunk, so evaluating React and evaluating the widget are two tasks of the main thread rather than one long one
 * (runtime/upgrade.ts). Nothing reads its exports; the widgets import React themselves and get the same chunk.
 */
export { createElement } from 'react';
export { hydrateRoot } from 'react-dom/client';
