/** `npm run bench`: bytes of every build, then page loads against a running site (start it with `npm start`). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const tsx = path.join(here, '../node_modules/tsx/dist/cli.mjs');
const scripts = [
  'bundle.ts',
  'page-js.ts',
  'contract-bytes.ts',
  'pageload.ts',
  'critical-path.ts',
  ...readdirSync(here).filter((f) => /^api.*\.ts$/.test(f)),
];
for (const s of scripts) {
  if (!existsSync(path.join(here, s))) continue;
  console.log(`\n## ${s}`);
  const r = spawnSync(process.execPath, [tsx, path.join(here, s)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
