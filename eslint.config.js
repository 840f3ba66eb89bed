import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import appBoundaries from './scripts/eslint/app-boundaries.js';
import stableSelectors from './scripts/eslint/stable-selectors.js';

/**
 * Libraries the share scope hands out through one re-export file of @site/shared each: a package shared whole
 * cannot be tree-shaken, and importing the package itself beside the re-export would bring a second copy (a
 * second router, query client or react-i18next context).
 */
const SINGLETON_IMPORTS = [
  ...['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
    name,
    message: "Import TanStack Query from '@site/shared/query' (the page's one singleton).",
  })),
  {
    name: 'react-router',
    message: "Import React Router from '@site/shared/router' (the page's one singleton).",
  },
  ...['i18next', 'react-i18next'].map((name) => ({
    name,
    message: "Import i18next and react-i18next from '@site/shared/i18next' (the page's one singleton).",
  })),
  {
    name: 'dompurify',
    message: "Show operator HTML with SafeHtml / sanitizeHtml from '@site/shared/html' (one configuration).",
  },
];

/** Bundled inside the @site/shared singleton, not shared on its own: a store made elsewhere is not the page's. */
const BUNDLED_IN_SHARED = ['zustand', 'zustand/middleware', 'zustand/vanilla'].map((name) => ({
  name,
  message:
    "zustand is bundled inside @site/shared (not a shared library of its own): shared stores live in shared/src/stores; useShallow from 'zustand/react/shallow' is fine.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'infra/.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'react-hooks': reactHooks,
      site: { rules: { 'app-boundaries': appBoundaries, 'stable-selectors': stableSelectors } },
    },
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        CustomEvent: 'readonly',
      },
    },
    rules: {
      'site/app-boundaries': 'error',
      'site/stable-selectors': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Libraries behind a federation singleton only through it (docs/architecture.md "Shared singletons").
      'no-restricted-imports': ['error', { paths: [...SINGLETON_IMPORTS, ...BUNDLED_IN_SHARED] }],
      // Inner HTML only through SafeHtml (@site/shared/html): operator HTML is sanitized by one configuration.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render operator HTML with <SafeHtml html={…} /> from '@site/shared/html'.",
        },
      ],
    },
  },
  {
    files: [
      'shared/src/data/query.ts',
      'shared/src/router.ts',
      'shared/src/i18n/i18next.ts',
      'shared/src/html/**',
    ],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  // zustand is bundled inside the @site/shared singleton: its stores (one module per page) are the ones to share.
  {
    files: ['shared/src/stores/**'],
    rules: { 'no-restricted-imports': ['error', { paths: SINGLETON_IMPORTS }] },
  },
  // The operator console is a plain Rspack app (no federation, one bundle): it may use i18next and zustand
  // directly; React Router and TanStack Query still come through the same re-export files as the player pages'.
  {
    files: ['infra/console/**', 'infra/test/console-*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: SINGLETON_IMPORTS.filter((p) => !['i18next', 'react-i18next'].includes(p.name)) },
      ],
    },
  },
  {
    files: ['scripts/**', 'infra/src/cli/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
