/**
 * What a page pays for the contract's runtime schemas: esbuild bundles (minified, browser, ESM, with the
 * package.json `sideEffects` hints a production bundler honours) of small entries that import schemas from
 * `@site/shared/contract`, gzip -9. Compared with classic zod for one small object schema.
 * `npx tsx bench/contract-bytes.ts` prints a markdown table and writes bench/results/contract-bytes.json.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeResult } from './common';

const ROOT = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'contract-bytes-'));
const CONTRACT = path.join(ROOT, 'shared/src/contract/index.ts');

const cases: [string, string][] = [
  [
    'login form: loginRequest',
    `import { loginRequest } from ${JSON.stringify(CONTRACT)}; console.log(loginRequest.safeParse({}));`,
  ],
  [
    'deposit form: depositRequest',
    `import { depositRequest } from ${JSON.stringify(CONTRACT)}; console.log(depositRequest.safeParse({}));`,
  ],
  [
    'sign-up + TAC forms: signupRequest, tacRegisterRequest, tacVerifyRequest',
    `import { signupRequest, tacRegisterRequest, tacVerifyRequest } from ${JSON.stringify(CONTRACT)};
     console.log(signupRequest.safeParse({}), tacRegisterRequest.safeParse({}), tacVerifyRequest.safeParse({}));`,
  ],
  [
    'every schema: CONTRACT (worst case)',
    `import { CONTRACT } from ${JSON.stringify(CONTRACT)}; console.log(CONTRACT);`,
  ],
  [
    'classic zod, one object schema (for comparison)',
    `import * as z from 'zod'; console.log(z.object({ a: z.string().min(1) }).safeParse({}));`,
  ],
];

const rows: { case: string; raw: number; gzip: number }[] = [];
for (const [name, source] of cases) {
  const entry = path.join(work, `${rows.length}.ts`);
  writeFileSync(entry, source);
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
    nodePaths: [path.join(ROOT, 'node_modules')],
  });
  const code = out.outputFiles[0]!.contents;
  rows.push({ case: name, raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
}

const kb = (n: number) => (n / 1024).toFixed(1);
console.log('| Entry | JS raw (KB) | gzip (KB) |\n| --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.case} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
writeResult('contract-bytes.json', rows);
