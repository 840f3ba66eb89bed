/**
 * `npm test`: everything CI checks, in order — types, lint (zero warnings) and format, unit tests, the build,
 * the end-to-end tests in Chromium, and the API suite against PostgreSQL when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.info(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  console.info(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// The PostgreSQL leg reads DATABASE_URL; every other step uses the embedded database.
const pgUrl = process.env.DATABASE_URL;
const embedded = { DATABASE_URL: '' };

step('types', bin('tsc'), ['-p', 'tsconfig.json']);
step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('unit (embedded PGlite for the API suite)', bin('vitest'), ['run'], embedded);
step('build', process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-all.ts']);
step('e2e (Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], embedded);
if (pgUrl) {
  step(
    'API suite against PostgreSQL (DATABASE_URL)',
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/api-pg.ts'],
    { DATABASE_URL: pgUrl },
  );
} else {
  console.info('\n=== API suite against PostgreSQL: skipped (DATABASE_URL is not set) ===');
}
console.info('\nAll checks passed.');
