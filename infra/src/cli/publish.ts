/**
 * Publishes one built remote: `npm run publish` in its folder, or `npx tsx infra/src/cli/publish.ts remotes/wallet`.
 * Copies dist/ to the CDN folder as /cdn/<name>/<version>/ and records the build in the registry.
 * `--force` replaces an already published version (development only).
 */
import path from 'node:path';
import { copyBuild, registerBuild } from '../registry/index';
import { adminCall, cliActor, config, die, withDb } from './operator';

const args = process.argv.slice(2);
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.');
const force = args.includes('--force');

try {
  const record = copyBuild(config.dataDir, dir, { force });
  const viaApi = await adminCall('/api/admin/remotes/register', {
    name: record.name,
    version: record.version,
  });
  if (viaApi && viaApi.statusCode !== 1)
    die(`registry refused ${record.name}@${record.version}: ${viaApi.statusMessage} ${viaApi.statusDetail}`);
  if (!viaApi) await withDb((db) => registerBuild(db, config.dataDir, record.name, record.version, cliActor));
  console.log(
    `published ${record.name}@${record.version} → /cdn/${record.name}/${record.version}/ (contract ${record.contract})`,
  );
  console.log(
    `Sites get it on their next page load unless pinned: npm run site -- <domain> pin ${record.name} <version>`,
  );
} catch (e) {
  die(e instanceof Error ? e.message : String(e));
}
