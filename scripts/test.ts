/**
 * `npm test`: everything CI checks, in order — types, lint (zero warnings) and format side by side, unit tests,
 * the build, the end-to-end tests in Chromium, and the API suite against PostgreSQL when DATABASE_URL is set.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Steps that each use one core (tsc, ESLint and Prettier are single-threaded) run side by side; each one's
 * output is printed whole once it ends, so the logs do not interleave. Fails if any failed.
 */
async function together(steps: [title: string, cmd: string, args: string[]][]) {
  console.info(`\n=== ${steps.map(([t]) => t).join(' + ')} ===`);
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ([title, cmd, args]) =>
        new Promise<{ title: string; code: number | null; out: string; s: number }>((resolve) => {
          const child = spawn(cmd, args, { cwd: ROOT, env: process.env });
          let out = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.stderr.on('data', (d: Buffer) => (out += d.toString()));
          child.on('error', (e) => (out += `${e.message}\n`)); // e.g. a missing binary: 'close' follows
          child.on('close', (code) => resolve({ title, code, out, s: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const r of results) {
    if (r.out) process.stdout.write(r.out);
    if (r.code === 0) console.info(`✓ ${r.title} (${r.s.toFixed(1)} s)`);
    else console.error(`\n✗ ${r.title} failed (exit ${r.code})`);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) process.exit(failed.code ?? 1);
}

// The PostgreSQL leg reads DATABASE_URL; every other step uses the embedded database.
const pgUrl = process.env.DATABASE_URL;
const embedded = { DATABASE_URL: '' };

// about 30 + 16 + 22 CPU-seconds: side by side on 2 cores, about 35 s instead of 70
await together([
  ['types', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
]);
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
