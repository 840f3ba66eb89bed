/** Builds the host and every remote (one after another: the machine has two cores). `--missing` skips built apps. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, ROOT } from './apps';

const onlyMissing = process.argv.includes('--missing');
for (const app of APPS) {
  const marker = path.join(app.dir, 'dist', app.name === 'host' ? 'index.html' : 'mf-manifest.json');
  if (onlyMissing && existsSync(marker)) continue;
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/rspack-build.mjs')], {
    cwd: app.dir,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
