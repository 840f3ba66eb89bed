/**
 * Each page's own JavaScript (PAGES.md §8): for every exposed module of every remote, the gzip -9 bytes of the
 * chunks its manifest loads synchronously (the module and the code only it uses; the shared singletons the host
 * provides are not downloaded) plus its remote's EN message chunk. Read from the remotes' dist/ folders (build
 * first). Used by `bench/page-js.ts` (the table) and `e2e/tests/page-budgets.spec.ts` (CI fails past the budget).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findRemotes } from './remotes.js';

/** PAGES.md §8: a page's own JavaScript, gzip. */
export const PAGE_JS_BUDGET = 30 * 1024;

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface PageJs {
  remote: string;
  module: string;
  /** gzip -9 bytes */
  gz: number;
  withinBudget: boolean;
}

export function pageJs(remotes = findRemotes()): PageJs[] {
  const rows: PageJs[] = [];
  for (const r of remotes) {
    const file = path.join(r.dir, 'dist', 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    for (const e of m.exposes) {
      const messages = e.assets.js.async.filter((f) => /^i18n-EN-messages/.test(f));
      const gz = [...e.assets.js.sync, ...messages].reduce(
        (n, f) => n + gzipSync(readFileSync(path.join(r.dir, 'dist', f)), { level: 9 }).length,
        0,
      );
      rows.push({ remote: r.name, module: e.name, gz, withinBudget: gz <= PAGE_JS_BUDGET });
    }
  }
  return rows;
}
