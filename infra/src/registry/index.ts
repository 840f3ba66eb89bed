import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** What `registry.json` (written beside a published build) records about it. */
export interface BuildRecord {
  name: string;
  version: string;
  contract: string;
  routes: RemoteRoute[];
}

/**
 * Copies a built remote's dist/ to `<dataDir>/cdn/<name>/<version>/` with a registry.json describing it.
 * A version already on the CDN is immutable: copying it again is refused unless `force`.
 */
export function copyBuild(dataDir: string, remoteDir: string, opts: { force?: boolean } = {}): BuildRecord {
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as RemotePackageJson;
  const name = pkg.name.replace(/^@site\//, '');
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    throw new Error(`${pkg.name} is not a remote of this platform`);
  const dist = path.join(remoteDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${name}: no dist/mf-manifest.json — build it first (npm run build -w ${pkg.name})`);
  const target = path.join(dataDir, 'cdn', name, pkg.version);
  if (existsSync(target) && !opts.force)
    throw new Error(`${name}@${pkg.version} is already published; bump the version in its package.json`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true });
  const record: BuildRecord = {
    name,
    version: pkg.version,
    contract: pkg.site?.contract ?? '',
    routes: pkg.site?.routes ?? [],
  };
  writeFileSync(path.join(target, 'registry.json'), JSON.stringify(record, null, 2));
  return record;
}

/** Records a build already on the CDN in the registry (reads its registry.json and mf-manifest.json). */
export async function registerBuild(
  db: Queryable,
  dataDir: string,
  name: string,
  version: string,
): Promise<BuildRow> {
  if (!(REMOTE_NAMES as readonly string[]).includes(name) || !/^\d+\.\d+\.\d+[\w.-]*$/.test(version))
    throw new Error('unknown remote or bad version');
  const dir = path.join(dataDir, 'cdn', name, version);
  const record = JSON.parse(readFileSync(path.join(dir, 'registry.json'), 'utf8')) as BuildRecord;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes?: { path: string }[];
  };
  const row: BuildRow = {
    name,
    version,
    contract: record.contract,
    routes: record.routes,
    exposes: (manifest.exposes ?? []).map((e) => e.path),
  };
  await db.query(
    `INSERT INTO remote_builds (name, version, contract, routes, exposes) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (name, version) DO UPDATE SET contract = EXCLUDED.contract, routes = EXCLUDED.routes, exposes = EXCLUDED.exposes, published_at = now()`,
    [row.name, row.version, row.contract, JSON.stringify(row.routes), JSON.stringify(row.exposes)],
  );
  return row;
}

/** Copy + register in one step (the embedded default, and the e2e server). */
export async function publishRemote(
  db: Queryable,
  dataDir: string,
  remoteDir: string,
  opts: { force?: boolean } = {},
): Promise<BuildRow> {
  const record = copyBuild(dataDir, remoteDir, opts);
  return registerBuild(db, dataDir, record.name, record.version);
}

export interface SiteRemoteChange {
  domain: string;
  name: string;
  action: 'enable' | 'disable' | 'pin' | 'unpin' | 'rollback';
  version?: string;
}

/** Operator change of one remote on one site. Returns the remote's live state afterwards. */
export async function changeSiteRemote(
  db: Queryable,
  c: SiteRemoteChange,
): Promise<{ enabled: boolean; pinned_version: string | null; live: string | null }> {
  if (!(REMOTE_NAMES as readonly string[]).includes(c.name)) throw new Error(`unknown remote ${c.name}`);
  const [site] = await db.query<{ id: number }>('SELECT id FROM sites WHERE domain_name = $1', [c.domain]);
  if (!site) throw new Error(`unknown site ${c.domain}`);
  const versions = (
    await db.query<{ version: string }>('SELECT version FROM remote_builds WHERE name = $1', [c.name])
  )
    .map((r) => r.version)
    .sort(compareVersions);
  const [current] = await db.query<{ enabled: boolean; pinned_version: string | null }>(
    'SELECT enabled, pinned_version FROM site_remotes WHERE site_id = $1 AND name = $2',
    [site.id, c.name],
  );
  let enabled = current?.enabled ?? true;
  let pinned = current?.pinned_version ?? null;
  if (c.action === 'enable') enabled = true;
  if (c.action === 'disable') enabled = false;
  if (c.action === 'unpin') pinned = null;
  if (c.action === 'pin') {
    if (!c.version || !versions.includes(c.version))
      throw new Error(`${c.name}@${c.version ?? '?'} is not published`);
    pinned = c.version;
  }
  if (c.action === 'rollback') {
    const live = pinned ?? versions.at(-1);
    const idx = live ? versions.indexOf(live) : -1;
    if (idx < 1) throw new Error(`${c.name} has no earlier version to roll back to`);
    pinned = versions[idx - 1] as string;
  }
  await db.query(
    `INSERT INTO site_remotes (site_id, name, enabled, pinned_version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (site_id, name) DO UPDATE SET enabled = EXCLUDED.enabled, pinned_version = EXCLUDED.pinned_version`,
    [site.id, c.name, enabled, pinned],
  );
  return { enabled, pinned_version: pinned, live: enabled ? (pinned ?? versions.at(-1) ?? null) : null };
}
