/**
 * Each page's own JavaScript (PAGES.md §8): for every exposed module of every remote, the gzip -9 bytes of the
 * chunks its manifest loads synchronously (the module and the code only it uses; the shared singletons the host
 * provides are not downloaded) plus its remote's EN message chunk. From the dist/ folders (build first):
 * `npx tsx bench/page-js.ts` prints a markdown table and writes bench/results/page-js.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findRemotes, ROOT } from '../scripts/remotes.js';

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}
const BUDGET = 30 * 1024;
const rows: { remote: string; module: string; gz: number; withinBudget: boolean }[] = [];
for (const r of findRemotes()) {
  const file = path.join(r.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) continue;
  const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  for (const e of m.exposes) {
    const messages = e.assets.js.async.filter((f) => /^i18n-EN-messages/.test(f));
    const gz = [...e.assets.js.sync, ...messages].reduce(
      (n, f) => n + gzipSync(readFileSync(path.join(r.dir, 'dist', f)), { level: 9 }).length,
      0,
    );
    rows.push({ remote: r.name, module: e.name, gz, withinBudget: gz <= BUDGET });
  }
}
console.log('| remote | module | own JS KB gz | ≤ 30 KB |');
console.log('|---|---|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.remote} | ${r.module} | ${(r.gz / 1024).toFixed(1)} | ${r.withinBudget ? 'yes' : 'NO'} |`,
  );
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench/results/page-js.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
