import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: [
      'shared/**/*.test.{ts,tsx}',
      'host/**/*.test.{ts,tsx}',
      'remotes/**/*.test.{ts,tsx}',
      'infra/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // the embedded database built once per run, loaded by every API test file (infra/test/helpers.ts)
    globalSetup: ['infra/test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
