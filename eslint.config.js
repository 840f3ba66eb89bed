import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import appBoundaries from './scripts/eslint/app-boundaries.js';
import stableSelectors from './scripts/eslint/stable-selectors.js';

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
      // TanStack Query only through its federation singleton (docs/architecture.md "Data layer").
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
              name,
              message: "Import TanStack Query from '@site/shared/query' (the page's one singleton).",
            })),
            {
              name: 'react-router',
              message: "Import React Router from '@site/shared/router' (the page's one singleton).",
            },
            {
              name: 'dompurify',
              message:
                "Show operator HTML with SafeHtml / sanitizeHtml from '@site/shared/html' (one configuration).",
            },
          ],
        },
      ],
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
    files: ['shared/src/data/query.ts', 'shared/src/router.ts', 'shared/src/html/**'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['scripts/**', 'infra/src/cli/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
