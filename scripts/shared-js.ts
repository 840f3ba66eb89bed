/**
 * The host's shared singletons (issue 16.3): for each library the host provides to every remote, the gzip -9
 * bytes of the chunks its manifest loads for it, against a budget. Read from host/dist (build first). Used by
 * `e2e/tests/page-budgets.spec.ts` (CI fails when a library passes its budget, or a new one has none) and
 * printed by `npx tsx scripts/shared-js.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './remotes.js';

/**
 * KB gzip per shared library: the size measured on 2026-11-24 plus about 10 % (docs/performance.md, "Shared
 * libraries"). Raising one is a decision to write down there, with the reason.
 */
export const SHARED_JS_BUDGET_KB: Record<string, number> = {
  react: 3.2,
  'react/jsx-runtime': 0.5,
  'react-dom': 3,
  'react-dom/client': 70,
  '@emotion/react': 11,
  '@emotion/react/jsx-runtime': 8.6,
  // zustand and its persist middleware are bundled inside it since contract 17 (they were 0.9 + 4.2 KB on their own)
  '@site/shared': 20.5,
  '@site/shared/router': 33,
  '@site/shared/query': 13.5,
  // i18next and the parts of react-i18next the platform uses (were 15.3 + 10.2 KB shared whole)
  '@site/shared/i18next': 19.8,
};

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

export interface SharedJs {
  name: string;
  /** gzip -9 bytes */
  gz: number;
  /** KB gzip, or null: no budget written for this library */
  budgetKb: number | null;
}

export function sharedJs(dist = path.join(ROOT, 'host/dist')): SharedJs[] {
  const file = path.join(dist, 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return m.shared.map((s) => ({
    name: s.name,
    gz: s.assets.js.sync.reduce(
      (n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length,
      0,
    ),
    budgetKb: SHARED_JS_BUDGET_KB[s.name] ?? null,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| shared library | KB gz | budget |');
  console.log('|---|---:|---:|');
  for (const s of sharedJs())
    console.log(`| ${s.name} | ${(s.gz / 1024).toFixed(1)} | ${s.budgetKb ?? 'none'} |`);
}
