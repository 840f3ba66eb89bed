/**
 * The contract version means something (issue 8 point 4): CONTRACT_VERSION is shared/package.json's version,
 * and the committed snapshot of the contract (export names of every @site/shared entry, fingerprints of every
 * schema) matches the code — a change needs the version bumped (adding → minor, changing/removing → major) and
 * `npm run contract:snapshot`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../../shared/src/contract/version';
import {
  SHARED_DIR,
  bumpSatisfies,
  currentSnapshot,
  diffSnapshots,
  nextVersion,
  readSnapshot,
  requiredBump,
  type Snapshot,
} from '../../shared/build/contract-snapshot';

const pkgVersion = (
  JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

describe('contract version', () => {
  it('CONTRACT_VERSION and shared/package.json version are one number', () => {
    expect(CONTRACT_VERSION).toBe(pkgVersion);
  });

  it('the committed snapshot matches the contract (else: bump the version as the change needs, then npm run contract:snapshot)', async () => {
    const before = readSnapshot();
    const now = await currentSnapshot();
    const diff = diffSnapshots(before, now);
    const bump = requiredBump(diff);
    const advice =
      bump === 'none'
        ? ''
        : `the contract changed since ${before.version} (${bump} bump: ${nextVersion(before.version, bump)}, then npm run contract:snapshot): ` +
          JSON.stringify(diff);
    expect(bumpSatisfies(before.version, now.version, bump), advice).toBe(true);
    expect(diff, advice).toEqual({ added: [], removed: [], changed: [] });
    expect(before.version, 'run npm run contract:snapshot after a version bump').toBe(now.version);
  }, 120_000);
});

describe('tree-shaking hints', () => {
  // contract/ is imported by Node without React; ui/ is the UI kit (`@site/shared/ui`), which is not a singleton:
  // its parts have no module-level effects, so each remote bundles only the parts it imports.
  it('every folder of shared/src but the pure contract/, ui/, html/ and qr/ is declared to have side effects (a new folder cannot be dropped)', () => {
    const pkg = JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    const folders = readdirSync(path.join(SHARED_DIR, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['contract', 'ui', 'html', 'qr'].includes(d.name))
      .map((d) => `./src/${d.name}/**`);
    expect(folders.filter((f) => !pkg.sideEffects.includes(f))).toEqual([]);
    expect(pkg.sideEffects.some((f) => /^\.\/src\/(contract|ui|html|qr)\//.test(f))).toBe(false);
  });
});

describe('contract bump rules', () => {
  const base: Snapshot = { version: '2.0.0', exports: { '.': ['a', 'b'] }, schemas: { s: 'x', t: 'y' } };
  it('adding an export or a schema needs a minor bump', () => {
    const d = diffSnapshots(base, { ...base, exports: { '.': ['a', 'b', 'c'] } });
    expect(requiredBump(d)).toBe('minor');
    expect(bumpSatisfies('2.0.0', '2.0.1', 'minor')).toBe(false);
    expect(bumpSatisfies('2.0.0', '2.1.0', 'minor')).toBe(true);
    expect(requiredBump(diffSnapshots(base, { ...base, schemas: { ...base.schemas, u: 'z' } }))).toBe(
      'minor',
    );
  });
  it('removing an export, or changing or removing a schema, needs a major bump', () => {
    expect(requiredBump(diffSnapshots(base, { ...base, exports: { '.': ['a'] } }))).toBe('major');
    expect(requiredBump(diffSnapshots(base, { ...base, schemas: { s: 'x', t: 'changed' } }))).toBe('major');
    expect(requiredBump(diffSnapshots(base, { ...base, schemas: { s: 'x' } }))).toBe('major');
    expect(bumpSatisfies('2.0.0', '2.5.0', 'major')).toBe(false);
    expect(bumpSatisfies('2.0.0', '3.0.0', 'major')).toBe(true);
  });
  it('no change needs no bump', () => {
    expect(requiredBump(diffSnapshots(base, base))).toBe('none');
  });
  it('a changed field of a real schema changes its fingerprint', async () => {
    const z = await import('zod/mini');
    const { fingerprint } = await import('../../shared/build/contract-snapshot');
    const a = z.object({ amount: z.number() });
    expect(fingerprint(a)).toBe(fingerprint(z.object({ amount: z.number() })));
    expect(fingerprint(a)).not.toBe(fingerprint(z.object({ amount: z.string() })));
    expect(fingerprint(a)).not.toBe(fingerprint(z.object({ amount: z.optional(z.number()) })));
  });
});
