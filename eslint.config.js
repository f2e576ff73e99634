/**
 * ESLint: typescript-eslint everywhere, React hooks and jsx-a11y on browser code, and the house's import rules
 * (eslint/boundaries.js). `npm run lint` runs this and Prettier's check; `npm test` runs `npm run lint`.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import medspa from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'tmp/',
      'dist-storybook/',
      'node_modules/',
      '.local/',
      'test-results/',
      'playwright-report/',
      'bench/reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { medspa },
    rules: {
      'medspa/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // `interface HTMLElementTagNameMap extends ElementMapOf<typeof d> {}`: the tag map entry of a descriptor.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, ...jsxA11y.flatConfigs.recommended.rules },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    // The bundle runs on any page: no Node in widget code (its tests run in Node and may use it).
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'widgets/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'Widget code runs in browsers.' }] }],
      'no-restricted-globals': ['error', 'process', 'Buffer', '__dirname', '__filename', 'require'],
    },
  },
  {
    files: ['site/assets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['site/**/*.ts', 'scripts/**', 'bench/**', 'tests/**', 'supabase/local/**', 'eslint/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['supabase/functions/**'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
