/**
 * Each page's own JavaScript (PAGES.md §8), computed by scripts/page-js.ts from the dist/ folders (build first):
 * `npx tsx bench/page-js.ts` prints a markdown table and writes bench/results/page-js.json. CI enforces the
 * same budget in e2e/tests/page-budgets.spec.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/remotes.js';
import { pageJs } from '../scripts/page-js';

const rows = pageJs();
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
