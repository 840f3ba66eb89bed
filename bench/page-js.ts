/**
 * Each page's own JavaScript (PAGES.md §8), computed by scripts/page-js.ts from the dist/ folders (build first):
 * `npx tsx bench/page-js.ts` prints a markdown table and writes bench/results/page-js.json. CI enforces the
 * same budget in e2e/tests/page-budgets.spec.ts.
 */
import { pageJs } from '../scripts/page-js';
import { writeResult } from './common';

const rows = pageJs();
console.log('| remote | module | own JS KB gz | ≤ 30 KB |');
console.log('|---|---|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.remote} | ${r.module} | ${(r.gz / 1024).toFixed(1)} | ${r.withinBudget ? 'yes' : 'NO'} |`,
  );
writeResult('page-js.json', { at: new Date().toISOString(), rows });
