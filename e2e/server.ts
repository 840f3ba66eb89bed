/** The site as the end-to-end tests see it: a fresh embedded database, every remote published, on E2E port. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createPlatform, publishRemote } from '../infra/src/index';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(ROOT, 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const platform = await createPlatform({ dataDir, databaseUrl: null, port: Number(process.env.PORT ?? 8099) });
for (const r of ['account', 'wallet', 'games', 'sportsbook', 'templates']) {
  await publishRemote(platform.db, dataDir, path.join(ROOT, 'remotes', r), { force: true });
}
await platform.app.listen({ port: platform.config.port, host: '127.0.0.1' });
console.log(`e2e site on http://localhost:${platform.config.port}`);
