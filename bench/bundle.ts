/**
 * Bytes: every app's JavaScript, raw and gzip -9, from the dist/ folders (run `npm run build` first).
 * `npx tsx bench/bundle.ts` prints a markdown table and writes bench/results/bundle.json.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findRemotes, ROOT } from '../scripts/remotes.js';
import { writeResult } from './common';

const apps = [
  ['host', 'host'],
  ...findRemotes().map((r) => [r.name, path.relative(ROOT, r.dir)] as const),
] as const;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const rows: {
  app: string;
  entry: string;
  entryRaw: number;
  entryGz: number;
  allJsRaw: number;
  allJsGz: number;
  files: number;
}[] = [];
for (const [app, dir] of apps) {
  const dist = path.join(ROOT, dir, 'dist');
  const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const entry = app === 'host' ? (js.find((f) => f.startsWith('main.')) ?? '') : 'remoteEntry.js';
  const e = path.join(dist, entry);
  rows.push({
    app,
    entry,
    entryRaw: statSync(e).size,
    entryGz: gz(e),
    allJsRaw: js.reduce((s, f) => s + statSync(path.join(dist, f)).size, 0),
    allJsGz: js.reduce((s, f) => s + gz(path.join(dist, f)), 0),
    files: js.length,
  });
}
const kb = (n: number) => (n / 1024).toFixed(1);
console.log('| app | entry | entry KB | entry KB gz | all JS KB gz | JS files |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.app} | ${r.entry.replace(/\.[0-9a-f]{8}\./, '.[hash].')} | ${kb(r.entryRaw)} | ${kb(r.entryGz)} | ${kb(r.allJsGz)} | ${r.files} |`,
  );
writeResult('bundle.json', { at: new Date().toISOString(), rows });
