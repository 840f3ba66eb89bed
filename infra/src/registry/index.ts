import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName, type RemoteRoute } from '@site/shared';
import type { Queryable } from '../db/index';

interface BuildRow {
  name: string;
  version: string;
  contract: string;
  routes: RemoteRoute[];
  exposes: string[];
}

/** Numeric semver order (1.10.0 after 1.9.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++)
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/**
 * The remotes live for a site: every remote not disabled for it, at its pinned version or else the newest
 * published build. `cdnBase` is the origin remotes are served from ('' = same origin as the page).
 */
export async function enabledRemotes(
  db: Queryable,
  siteId: number,
  cdnBase = '',
): Promise<RemoteDescriptor[]> {
  const builds = await db.query<BuildRow>(
    'SELECT name, version, contract, routes, exposes FROM remote_builds',
  );
  const settings = await db.query<{ name: string; enabled: boolean; pinned_version: string | null }>(
    'SELECT name, enabled, pinned_version FROM site_remotes WHERE site_id = $1',
    [siteId],
  );
  const out: RemoteDescriptor[] = [];
  for (const name of REMOTE_NAMES) {
    const s = settings.find((x) => x.name === name);
    if (s && !s.enabled) continue;
    const candidates = builds
      .filter((b) => b.name === name)
      .sort((a, b) => compareVersions(b.version, a.version));
    const build = s?.pinned_version ? candidates.find((b) => b.version === s.pinned_version) : candidates[0];
    if (!build) continue;
    out.push({
      name: name as RemoteName,
      version: build.version,
      entry: `${cdnBase}/cdn/${name}/${build.version}/mf-manifest.json`,
      contract: build.contract,
      routes: build.routes,
      exposes: build.exposes,
    });
  }
  return out;
}

export interface RemotePackageJson {
  name: string;
  version: string;
  site?: { contract?: string; routes?: RemoteRoute[] };
}

/**
 * Publishes a built remote: copies its dist/ to `<dataDir>/cdn/<name>/<version>/` and records the build in
 * the registry. A version already published is immutable: publishing it again is refused unless `force`.
 */
export async function publishRemote(
  db: Queryable,
  dataDir: string,
  remoteDir: string,
  opts: { force?: boolean } = {},
): Promise<BuildRow> {
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as RemotePackageJson;
  const name = pkg.name.replace(/^@site\//, '');
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    throw new Error(`${pkg.name} is not a remote of this platform`);
  const dist = path.join(remoteDir, 'dist');
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${name}: no dist/mf-manifest.json — build it first (npm run build -w ${pkg.name})`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exposes?: { path: string }[] };
  const target = path.join(dataDir, 'cdn', name, pkg.version);
  const existing = await db.query('SELECT 1 FROM remote_builds WHERE name = $1 AND version = $2', [
    name,
    pkg.version,
  ]);
  if (existing.length && !opts.force)
    throw new Error(`${name}@${pkg.version} is already published; bump the version`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true });
  const row: BuildRow = {
    name,
    version: pkg.version,
    contract: pkg.site?.contract ?? '',
    routes: pkg.site?.routes ?? [],
    exposes: (manifest.exposes ?? []).map((e) => e.path),
  };
  await db.query(
    `INSERT INTO remote_builds (name, version, contract, routes, exposes) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (name, version) DO UPDATE SET contract = EXCLUDED.contract, routes = EXCLUDED.routes, exposes = EXCLUDED.exposes, published_at = now()`,
    [row.name, row.version, row.contract, JSON.stringify(row.routes), JSON.stringify(row.exposes)],
  );
  return row;
}
