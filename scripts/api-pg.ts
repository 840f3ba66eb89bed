/**
 * `npm run test:api:pg`: the API suite (infra) against a real PostgreSQL. DATABASE_URL names the server
 * (default postgres://postgres@127.0.0.1:5432/test); each test file works in a schema of its own, dropped after.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
console.info(`API suite against ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const r = spawnSync(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', 'infra', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(r.status ?? 1);
