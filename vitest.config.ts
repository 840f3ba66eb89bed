import { availableParallelism } from 'node:os';
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
    // One test file per core. Vitest's default (cores - 1) runs one file at a time on a 2-core machine while its
    // main process mostly waits: the same ~260 CPU-seconds took 486 s with one worker and 201 s with two on the
    // same (busy) machine (docs/performance.md, "The test suite's own time").
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from one test file to the next instead of importing everything again per file
    // (Fastify, PGlite, the contract's schemas…): the whole suite took 164 s instead of 278 s on 2 cores (import
    // 108 → 26 CPU-seconds). Every file sets up the state it needs (its own database or schema, stores reset in
    // beforeEach); the suite passes in shuffled file orders too (--sequence.shuffle.files, docs/performance.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
