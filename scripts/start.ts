/**
 * `npm start`: builds what is missing, publishes every remote build not yet in the registry, and serves the
 * whole site (host, remotes under /cdn, player API on embedded PostgreSQL) on http://localhost:$PORT (https,
 * HTTP/2, with TLS_CERT_FILE and TLS_KEY_FILE).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, createPlatform, publishRemote } from '../infra/src/index';
import { DataDirLocked } from '../infra/src/db/lock';
import { REMOTE_FOLDERS, ROOT } from './apps';

const build = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/build-all.ts'), '--missing'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// The operator console (docs/console.md) listens beside the site on a port of its own: 8081 by default outside
// production (CONSOLE_PORT overrides; in production it listens only when CONSOLE_PORT is set).
if (!process.env.CONSOLE_PORT && process.env.NODE_ENV !== 'production') process.env.CONSOLE_PORT = '8081';

const platform = await createPlatform(
  {},
  { seed: process.env.NODE_ENV !== 'production' || process.env.SEED === '1' },
).catch((e: unknown) => {
  // Another server or CLI holds the embedded data folder: say so and stop (two would lose writes). A setting
  // the server cannot start with (a certificate without its key, a weak ADMIN_TOKEN…): its message alone.
  if (e instanceof DataDirLocked || e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
});
for (const { name: r, dir } of REMOTE_FOLDERS) {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const published = await platform.db.query('SELECT 1 FROM remote_builds WHERE name = $1 AND version = $2', [
    r,
    version,
  ]);
  // Outside production a rebuilt remote replaces its own version, so `npm run build && npm start` shows the change.
  if (!published.length || !platform.config.production) {
    await publishRemote(platform.db, platform.config.dataDir, dir, { force: true });
  }
}
await platform.app.listen({ port: platform.config.port, host: platform.config.host });
// HTTPS (HTTP/2 and HTTP/1.1) when a certificate is configured (TLS_CERT_FILE, TLS_KEY_FILE), plain HTTP otherwise.
const scheme = platform.config.tls ? 'https' : 'http';
const url = `${scheme}://localhost:${platform.config.port}`;
console.info(
  `Player site on ${url}  (also ${scheme}://slot2.localhost:${platform.config.port} and the other *.localhost sites)` +
    (platform.config.tls ? `; HTTP/2 with ${platform.config.tls.certFile}` : ''),
);
if (platform.config.console.port !== null)
  console.info(
    `Operator console on ${(platform.config.console.tls ?? platform.config.tls) ? 'https' : 'http'}://console.localhost:${platform.config.console.port}  (first owner: npm run operator -- create-owner)`,
  );
console.info(
  `Database: ${platform.db.kind === 'pglite' ? `embedded PGlite in ${platform.config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void platform.close().then(() => process.exit(0));
  });
}
