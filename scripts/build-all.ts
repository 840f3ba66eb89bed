/** Builds the host, every remote, the operator console and the house game clients (one after another: the machine has two cores). `--missing` skips built apps. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, CONSOLE_APP, ROOT } from './apps';
import { buildHouseClients, HOUSE_DIST } from './build-house';

const onlyMissing = process.argv.includes('--missing');
for (const app of [...APPS, CONSOLE_APP]) {
  const marker = path.join(
    app.dir,
    'dist',
    app === CONSOLE_APP || app.name === 'host' ? 'index.html' : 'mf-manifest.json',
  );
  if (onlyMissing && existsSync(marker)) continue;
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/rspack-build.mjs')], {
    cwd: app.dir,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The house provider's game clients (docs/provider.md): plain TypeScript bundled by esbuild.
if (!onlyMissing || !existsSync(path.join(HOUSE_DIST, 'slot.js'))) await buildHouseClients();
