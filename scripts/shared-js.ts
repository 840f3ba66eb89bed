/**
 * The shared singletons (issue 16.3): for each library the host provides to every remote, the gzip -9 bytes of
 * the library as one remote's build carries it, against a budget. The host bundles them eagerly into its first
 * scripts (host/module-federation.config.ts), where they are not told apart; every remote still builds each one
 * as a chunk of its own (its fallback, never downloaded while the host provides it), whole as the share scope
 * hands it out, so those chunks measure what each library costs the host. Read from remotes/templates/dist
 * (build first). Used by
 * `e2e/tests/page-budgets.spec.ts` (CI fails when a library passes its budget, or a new one has none) and
 * printed by `npx tsx scripts/shared-js.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findRemotes, ROOT } from './remotes.js';

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
  '@site/shared/html': 14.5,
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

/** Libraries only the host uses, so no remote builds a chunk of them; the shell's budget covers them. */
export const HOST_ONLY = new Set(['react-dom/client']);

export function sharedJs(root = ROOT): SharedJs[] {
  const sizes = new Map<string, number>();
  for (const remote of findRemotes(path.join(root, 'remotes'))) {
    const dist = path.join(remote.dir, 'dist');
    const file = path.join(dist, 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    for (const s of m.shared) {
      const gz = s.assets.js.sync.reduce(
        (n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length,
        0,
      );
      // the same library in every remote's build; the largest copy counts
      sizes.set(s.name, Math.max(gz, sizes.get(s.name) ?? 0));
    }
  }
  return [...sizes].map(([name, gz]) => ({ name, gz, budgetKb: SHARED_JS_BUDGET_KB[name] ?? null }));
}

/**
 * The shell's first scripts: every script the host's index.html names (the libraries and the federation
 * runtime, then the host's own code), gzip -9. Budget: measured 2026-11-26 plus about 10 %
 * (docs/performance.md "The shell in two files").
 */
export const SHELL_JS_BUDGET_KB = 215;

export function shellJs(dist = path.join(ROOT, 'host/dist')): { files: string[]; gz: number } {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return { files: [], gz: 0 };
  const files = [...readFileSync(index, 'utf8').matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]!);
  const gz = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  return { files, gz };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| shared library | KB gz | budget |');
  console.log('|---|---:|---:|');
  for (const s of sharedJs())
    console.log(`| ${s.name} | ${(s.gz / 1024).toFixed(1)} | ${s.budgetKb ?? 'none'} |`);
  const shell = shellJs();
  console.log(
    `\nthe shell's first scripts (${shell.files.join(', ')}): ${(shell.gz / 1024).toFixed(1)} KB gzip, budget ${SHELL_JS_BUDGET_KB}`,
  );
}
