/**
 * The contract's snapshot (Node only): the export names of every entry of @site/shared (types included) and a
 * fingerprint of every schema's shape (zod's JSON Schema of its input and output, hashed). The committed
 * shared/contract-snapshot.json is compared with the code by a test: adding an export or a schema needs a minor
 * bump of the version, changing or removing one a major bump; `npm run contract:snapshot` refreshes the file and
 * refuses to when the version was not bumped that way.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as z from 'zod/mini';

export const SHARED_DIR = path.resolve(import.meta.dirname, '..');
export const SNAPSHOT_FILE = path.join(SHARED_DIR, 'contract-snapshot.json');

export interface Snapshot {
  version: string;
  /** entry ("." , "./contract", …) → sorted export names */
  exports: Record<string, string[]>;
  /** schema name (an export of ./contract, or `<path> request|answer`) → fingerprint */
  schemas: Record<string, string>;
}

export type Bump = 'none' | 'minor' | 'major';

export interface SnapshotDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

function sharedPackage(): { version: string; exports: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
  };
}

/** Export names (values and types) of each entry of shared/package.json "exports". */
export function entryExports(): Record<string, string[]> {
  const entries = sharedPackage().exports;
  const files = Object.values(entries).map((f) => path.join(SHARED_DIR, f));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: '@emotion/react',
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const out: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(path.join(SHARED_DIR, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the exports of ${entry} (${file})`);
    out[entry] = checker
      .getExportsOfModule(symbol)
      .map((s) => s.getName())
      .sort();
  }
  return out;
}

function isSchema(x: unknown): x is z.ZodMiniType {
  return typeof x === 'object' && x !== null && '_zod' in x;
}

/** A schema's shape as a short hash of its JSON Schema (input and output). */
export function fingerprint(schema: z.ZodMiniType): string {
  const json = (io: 'input' | 'output') =>
    JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref' }));
  return createHash('sha256')
    .update(`${json('input')}\n${json('output')}`)
    .digest('hex')
    .slice(0, 16);
}

/** Fingerprints of every schema the contract entry exports, and of each call's request and answer. */
export async function schemaFingerprints(): Promise<Record<string, string>> {
  const contract = (await import('../src/contract/index')) as Record<string, unknown> & {
    CONTRACT: Record<string, { request: z.ZodMiniType; answer: z.ZodMiniType }>;
  };
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(contract)) if (isSchema(value)) out[name] = fingerprint(value);
  for (const [p, call] of Object.entries(contract.CONTRACT)) {
    out[`${p} request`] = fingerprint(call.request);
    out[`${p} answer`] = fingerprint(call.answer);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export async function currentSnapshot(): Promise<Snapshot> {
  return { version: sharedPackage().version, exports: entryExports(), schemas: await schemaFingerprints() };
}

export function readSnapshot(file = SNAPSHOT_FILE): Snapshot {
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

/** What changed between two snapshots: export names and schemas added, removed, or (schemas) changed. */
export function diffSnapshots(before: Snapshot, after: Snapshot): SnapshotDiff {
  const diff: SnapshotDiff = { added: [], removed: [], changed: [] };
  const entries = new Set([...Object.keys(before.exports), ...Object.keys(after.exports)]);
  for (const entry of entries) {
    const a = new Set(before.exports[entry] ?? []);
    const b = new Set(after.exports[entry] ?? []);
    for (const n of b) if (!a.has(n)) diff.added.push(`${entry} export ${n}`);
    for (const n of a) if (!b.has(n)) diff.removed.push(`${entry} export ${n}`);
  }
  for (const [name, fp] of Object.entries(after.schemas)) {
    const old = before.schemas[name];
    if (old === undefined) diff.added.push(`schema ${name}`);
    else if (old !== fp) diff.changed.push(`schema ${name}`);
  }
  for (const name of Object.keys(before.schemas))
    if (!(name in after.schemas)) diff.removed.push(`schema ${name}`);
  return diff;
}

/** Adding needs a minor bump; changing or removing needs a major bump. */
export function requiredBump(diff: SnapshotDiff): Bump {
  if (diff.removed.length || diff.changed.length) return 'major';
  if (diff.added.length) return 'minor';
  return 'none';
}

function triple(v: string): [number, number, number] {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`not a version: ${v}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Whether going from `from` to `to` is at least the bump required. */
export function bumpSatisfies(from: string, to: string, bump: Bump): boolean {
  const [a, b] = [triple(from), triple(to)];
  if (bump === 'major') return b[0] > a[0];
  if (bump === 'minor') return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
  return b[0] > a[0] || (b[0] === a[0] && (b[1] > a[1] || (b[1] === a[1] && b[2] >= a[2])));
}

/** The smallest version that satisfies `bump` from `from`. */
export function nextVersion(from: string, bump: Bump): string {
  const [M, m, p] = triple(from);
  if (bump === 'major') return `${M + 1}.0.0`;
  if (bump === 'minor') return `${M}.${m + 1}.0`;
  return `${M}.${m}.${p}`;
}
