/** Types of eslint/boundaries.js (a plain ES module: ESLint loads it without a build). */
import type { ESLint } from 'eslint';

/** Why a file (path relative to the root) may not import another, or null when it may. */
export function violation(fromRel: string, toRel: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
