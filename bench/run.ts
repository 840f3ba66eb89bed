/**
 * `npm run bench`: bytes of every build, then page loads against a running site (start it with `npm start`).
 * `npm run bench -- peer` (or any script names) runs only those: `peer` is federation vs one bundle (issue 16.6),
 * `navigation` the client-side navigations from home to another remote's page (issue 16).
 */
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
  'navigation.ts',
  ...readdirSync(here).filter((f) => /^api.*\.ts$/.test(f)),
];
const only = process.argv.slice(2).map((a) => (a.endsWith('.ts') ? a : `${a}.ts`));
for (const s of only.length ? only : scripts) {
  if (!existsSync(path.join(here, s))) {
    if (only.length) throw new Error(`no bench script ${s}`);
    continue;
  }
  console.log(`\n## ${s}`);
  const r = spawnSync(process.execPath, [tsx, path.join(here, s)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
