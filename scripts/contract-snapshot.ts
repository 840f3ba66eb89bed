/**
 * `npm run contract:snapshot`: writes shared/contract-snapshot.json from the code, after checking that
 * shared/package.json's version was bumped as the change needs (adding → minor, changing or removing → major).
 * Run it after bumping the version (and CONTRACT_VERSION, the same number).
 */
import { existsSync, writeFileSync } from 'node:fs';
import {
  SNAPSHOT_FILE,
  bumpSatisfies,
  currentSnapshot,
  diffSnapshots,
  nextVersion,
  readSnapshot,
  requiredBump,
} from '../shared/build/contract-snapshot';

const current = await currentSnapshot();
if (existsSync(SNAPSHOT_FILE) && !process.argv.includes('--force')) {
  const before = readSnapshot();
  const diff = diffSnapshots(before, current);
  const bump = requiredBump(diff);
  if (!bumpSatisfies(before.version, current.version, bump)) {
    console.error(
      `The contract changed (${bump} bump needed) but shared/package.json is ${current.version}, snapshot ${before.version}.\n` +
        `Set shared/package.json "version" and CONTRACT_VERSION to ${nextVersion(before.version, bump)} first.\n` +
        [
          ...diff.added.map((x) => `  + ${x}`),
          ...diff.removed.map((x) => `  - ${x}`),
          ...diff.changed.map((x) => `  ~ ${x}`),
        ].join('\n'),
    );
    process.exit(1);
  }
}
writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(current, null, 2)}\n`);
console.log(`wrote ${SNAPSHOT_FILE} (version ${current.version})`);
