import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { isRemoteName, type AnswerOf, type RemoteDescriptor } from '@site/shared';
import type { Db, Queryable } from '../db/index';
import { securityEvent } from '../security/security-log';
import { parseRemotePackage, siteBlock, VERSION_PATTERN } from './site-block';
import { precompress } from '../http/static';
import {
  chooseBuild,
  compareVersions,
  recordHistory,
  refuseIfLocked,
  servable,
  stableBuild,
  type BuildStatus,
  type ReleaseSetting,
} from './release-state';

export { compareVersions } from './release-state';

/** A published build as the registry answers it (contract: remoteBuild). */
type BuildRow = AnswerOf<'/api/admin/remotes/register'>;

/**
 * Hashes served in the startup answer: the manifest, the entry, and `integrity.json` (written at publish time:
 * the hash of every script of the build), which the host fetches with its hash before loading the remote.
 */
export const INTEGRITY_SERVED = ['mf-manifest.json', 'remoteEntry.js', 'integrity.json'] as const;

/** SHA-384 of every file under `dir` (relative paths, `/`-separated), in the `integrity` attribute format. */
export function hashBuild(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full).split(path.sep).join('/');
    if (rel === 'registry.json' || rel === 'integrity.json') continue;
    out[rel] = `sha384-${createHash('sha384').update(readFileSync(full)).digest('base64')}`;
  }
  return out;
}

/**
 * The remotes live for a site: every remote not disabled for it, at its pinned version or else the newest
 * published build — never a withdrawn one. With `key` (the player's bucket key), a player inside a canary's
 * share gets the canary version; with `preview` (a valid release preview token), its holder gets that build
 * (release-state.ts `chooseBuild`). `cdnBase` is the origin remotes are served from ('' = same origin).
 */
export async function enabledRemotes(
  db: Queryable,
  siteId: number,
  cdnBase = '',
  who: { key?: string | null; preview?: { remote: string; version: string } | null } = {},
): Promise<RemoteDescriptor[]> {
  const builds = await db.query<BuildRow & { status: BuildStatus }>(
    'SELECT name, version, contract, routes, exposes, integrity, status FROM remote_builds',
  );
  const settings = await db.query<ReleaseSetting>(
    'SELECT name, enabled, pinned_version, canary_version, canary_share FROM site_remotes WHERE site_id = $1',
    [siteId],
  );
  const out: RemoteDescriptor[] = [];
  for (const name of [...new Set(builds.map((b) => b.name))].sort()) {
    const s = settings.find((x) => x.name === name);
    if (s && !s.enabled) continue;
    const chosen = chooseBuild(
      builds.filter((b) => b.name === name),
      s,
      { siteId, key: who.key ?? null, preview: who.preview },
    );
    if (!chosen) continue;
    const build = chosen.build;
    out.push({
      name,
      version: build.version,
      entry: `${cdnBase}/cdn/${name}/${build.version}/mf-manifest.json`,
      contract: build.contract,
      routes: build.routes,
      exposes: build.exposes,
      ...(build.integrity && {
        integrity: Object.fromEntries(
          INTEGRITY_SERVED.filter((f) => build.integrity?.[f]).map((f) => [f, build.integrity![f]!]),
        ),
      }),
    });
  }
  return out;
}

/** What `registry.json` (written beside a published build) records about it. */
export type BuildRecord = Omit<BuildRow, 'exposes'>;

/**
 * Copies a built remote's dist/ to `<dataDir>/cdn/<name>/<version>/` with a registry.json describing it.
 * A version already on the CDN is immutable: copying it again is refused unless `force`.
 */
export function copyBuild(dataDir: string, remoteDir: string, opts: { force?: boolean } = {}): BuildRecord {
  const file = path.join(remoteDir, 'package.json');
  const pkg = parseRemotePackage(JSON.parse(readFileSync(file, 'utf8')), file);
  const name = pkg.name;
  const dist = path.join(remoteDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${name}: no dist/mf-manifest.json — build it first (npm run build -w ${pkg.name})`);
  const target = path.join(dataDir, 'cdn', name, pkg.version);
  if (existsSync(target) && !opts.force)
    throw new Error(`${name}@${pkg.version} is already published; bump the version in its package.json`);
  // The contract range is derived at build time from the shared version the remote was built with.
  const info = path.join(dist, 'site.json');
  if (!existsSync(info))
    throw new Error(`${name}: no dist/site.json — rebuild it (npm run build -w ${pkg.name})`);
  const { contract } = JSON.parse(readFileSync(info, 'utf8')) as { contract?: string };
  if (typeof contract !== 'string' || !/^\^\d+\.\d+\.\d+$/.test(contract))
    throw new Error(`${name}: dist/site.json has no contract range`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true });
  const integrity = hashBuild(target);
  // integrity.json: every script and stylesheet of the build → its hash; its own hash goes to the registry.
  const list = JSON.stringify(
    Object.fromEntries(Object.entries(integrity).filter(([f]) => /\.(m?js|css|json)$/.test(f))),
  );
  writeFileSync(path.join(target, 'integrity.json'), list);
  integrity['integrity.json'] = `sha384-${createHash('sha384').update(list).digest('base64')}`;
  const record: BuildRecord = {
    name,
    version: pkg.version,
    contract,
    routes: pkg.site.routes,
    integrity,
  };
  writeFileSync(path.join(target, 'registry.json'), JSON.stringify(record, null, 2));
  // brotli and gzip copies now, so the CDN never compresses while answering (issue 16.5)
  precompress(target);
  return record;
}

/**
 * Refuses a build that claims a route another remote serves: the newest build of every other remote is what sites
 * get unless they pin, so two of them claiming one path would make the page depend on which the shell met first.
 * A route moves between remotes by publishing the giving remote without it first.
 */
async function refuseClaimedRoutes(db: Queryable, name: string, routes: { path: string }[]): Promise<void> {
  const others = await db.query<{ name: string; version: string; routes: { path: string }[] }>(
    'SELECT name, version, routes FROM remote_builds WHERE name <> $1',
    [name],
  );
  const newest = new Map<string, { version: string; routes: { path: string }[] }>();
  for (const b of others) {
    const seen = newest.get(b.name);
    if (!seen || compareVersions(b.version, seen.version) > 0) newest.set(b.name, b);
  }
  for (const r of routes)
    for (const [other, b] of newest)
      if (b.routes.some((x) => x.path === r.path))
        throw new Error(`route ${r.path} is already served by ${other}@${b.version}`);
}

/** Bytes of a published build's files (not its brotli and gzip copies, nor the registry's own record). */
export function buildSize(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name) || entry.name === 'registry.json') continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/**
 * Records a build already on the CDN in the registry (reads its registry.json and mf-manifest.json), with its
 * size and who published it (`machine (<x-admin-actor>)` over the admin API, `cli:<user>` for the CLI
 * without a server, `server start` for the builds a server publishes from the repository).
 */
export async function registerBuild(
  db: Queryable,
  dataDir: string,
  name: string,
  version: string,
  publisher = 'unknown',
): Promise<BuildRow> {
  if (!isRemoteName(name) || !VERSION_PATTERN.test(version)) throw new Error('bad remote name or version');
  const dir = path.join(dataDir, 'cdn', name, version);
  const raw = JSON.parse(readFileSync(path.join(dir, 'registry.json'), 'utf8')) as BuildRecord;
  const record = { ...raw, ...siteBlock.parse({ contract: raw.contract, routes: raw.routes }) };
  await refuseClaimedRoutes(db, name, record.routes);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes?: { path: string }[];
  };
  const row: BuildRow = {
    name,
    version,
    contract: record.contract,
    routes: record.routes,
    exposes: (manifest.exposes ?? []).map((e) => e.path),
    // Recorded at publish time (copyBuild); a file changed on the CDN afterwards no longer matches.
    integrity: record.integrity ?? hashBuild(dir),
  };
  await db.query(
    `INSERT INTO remote_builds (name, version, contract, routes, exposes, integrity, size_bytes, publisher)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (name, version) DO UPDATE SET contract = EXCLUDED.contract, routes = EXCLUDED.routes,
       exposes = EXCLUDED.exposes, integrity = EXCLUDED.integrity, size_bytes = EXCLUDED.size_bytes,
       publisher = EXCLUDED.publisher, published_at = now()`,
    [
      row.name,
      row.version,
      row.contract,
      JSON.stringify(row.routes),
      JSON.stringify(row.exposes),
      JSON.stringify(row.integrity),
      buildSize(dir),
      publisher.slice(0, 120),
    ],
  );
  securityEvent('remote.publish', { remote: name, version, contract: row.contract, publisher });
  return row;
}

/** Copy + register in one step (the embedded default, and the e2e server). */
export async function publishRemote(
  db: Queryable,
  dataDir: string,
  remoteDir: string,
  opts: { force?: boolean; publisher?: string } = {},
): Promise<BuildRow> {
  const onCdn = (r: { name: string; version: string }) => path.join(dataDir, 'cdn', r.name, r.version);
  const file = path.join(remoteDir, 'package.json');
  const fresh = !existsSync(onCdn(parseRemotePackage(JSON.parse(readFileSync(file, 'utf8')), file)));
  const record = copyBuild(dataDir, remoteDir, opts);
  try {
    return await registerBuild(db, dataDir, record.name, record.version, opts.publisher ?? 'server start');
  } catch (e) {
    // a refused build does not stay on the CDN (its version could not be published again once fixed)
    if (fresh) rmSync(onCdn(record), { recursive: true, force: true });
    throw e;
  }
}

/** One remote's state on one site (contract: remotesListValue.status). */
export type SiteRemoteStatus = AnswerOf<'/api/admin/remotes/list'>['status'][number];

/** Every published remote's state on one site: enabled, pinned, live version (for `npm run site -- <d> status`). */
export async function siteRemoteStatus(db: Queryable, siteId: number): Promise<SiteRemoteStatus[]> {
  const builds = await db.query<{ name: string; version: string; status: BuildStatus }>(
    'SELECT name, version, status FROM remote_builds',
  );
  const settings = await db.query<{ name: string; enabled: boolean; pinned_version: string | null }>(
    'SELECT name, enabled, pinned_version FROM site_remotes WHERE site_id = $1',
    [siteId],
  );
  return [...new Set(builds.map((b) => b.name))].sort().map((name) => {
    // a withdrawn build is never live, nor the newest
    const versions = servable(builds.filter((b) => b.name === name))
      .map((b) => b.version)
      .reverse();
    const s = settings.find((x) => x.name === name);
    const enabled = s?.enabled ?? true;
    const pinned = s?.pinned_version ?? null;
    const newest = versions.at(-1) ?? '';
    const live = !enabled ? null : pinned ? (versions.includes(pinned) ? pinned : null) : newest;
    return { name, enabled, pinned_version: pinned, live, newest };
  });
}

export interface SiteRemoteChange {
  domain: string;
  name: string;
  action: 'enable' | 'disable' | 'pin' | 'unpin' | 'rollback';
  version?: string;
}

/**
 * Operator change of one remote on one site (admin API, `npm run site`). Returns the remote's live state
 * afterwards. Refused on a locked site; a withdrawn build is never pinned nor rolled back to; each change
 * is a row of the site's release history (the console's rollback reads it).
 */
export async function changeSiteRemote(
  db: Queryable | Db,
  c: SiteRemoteChange,
  by: { actor: string; via: 'admin' | 'cli' } = { actor: 'operator', via: 'admin' },
): Promise<{ enabled: boolean; pinned_version: string | null; live: string | null }> {
  if (!isRemoteName(c.name)) throw new Error(`bad remote name ${c.name}`);
  const run = <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => ('tx' in db ? db.tx(fn) : fn(db));
  const after = await run(async (q) => {
    const [site] = await q.query<{ id: number }>('SELECT id FROM sites WHERE domain_name = $1', [c.domain]);
    if (!site) throw new Error(`unknown site ${c.domain}`);
    await refuseIfLocked(q, site.id, c.domain);
    const builds = (
      await q.query<{ version: string; status: BuildStatus }>(
        'SELECT version, status FROM remote_builds WHERE name = $1',
        [c.name],
      )
    ).map((b) => ({ ...b, name: c.name }));
    if (!builds.length) throw new Error(`${c.name} is not published`);
    // servable versions, oldest first
    const versions = servable(builds)
      .map((b) => b.version)
      .reverse();
    const [current] = await q.query<ReleaseSetting>(
      `SELECT name, enabled, pinned_version, canary_version, canary_share FROM site_remotes
        WHERE site_id = $1 AND name = $2 FOR UPDATE`,
      [site.id, c.name],
    );
    let enabled = current?.enabled ?? true;
    let pinned = current?.pinned_version ?? null;
    if (c.action === 'enable') enabled = true;
    if (c.action === 'disable') enabled = false;
    if (c.action === 'unpin') pinned = null;
    if (c.action === 'pin') {
      const build = builds.find((b) => b.version === c.version);
      if (!c.version || !build) throw new Error(`${c.name}@${c.version ?? '?'} is not published`);
      if (build.status === 'withdrawn')
        throw new Error(`${c.name}@${c.version} is withdrawn: it is never served`);
      pinned = c.version;
    }
    if (c.action === 'rollback') {
      const live = stableBuild(builds, current)?.version;
      const idx = live ? versions.indexOf(live) : -1;
      if (idx < 1) throw new Error(`${c.name} has no earlier version to roll back to`);
      pinned = versions[idx - 1] as string;
    }
    await q.query(
      `INSERT INTO site_remotes (site_id, name, enabled, pinned_version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (site_id, name) DO UPDATE SET enabled = EXCLUDED.enabled, pinned_version = EXCLUDED.pinned_version`,
      [site.id, c.name, enabled, pinned],
    );
    const stable = (e: boolean, p: string | null) =>
      e ? (stableBuild(builds, { ...(current ?? NO_SETTING), pinned_version: p })?.version ?? null) : null;
    const canary = current?.canary_version
      ? { version: current.canary_version, share: current.canary_share }
      : null;
    const state = { enabled, pinned_version: pinned, live: stable(enabled, pinned) };
    await recordHistory(q, {
      siteId: site.id,
      name: c.name,
      actor: by.actor,
      via: by.via,
      action: c.action,
      live_before: stable(current?.enabled ?? true, current?.pinned_version ?? null),
      live_after: state.live,
      pinned_before: current?.pinned_version ?? null,
      pinned_after: pinned,
      canary_before: canary,
      canary_after: canary,
    });
    return state;
  });
  securityEvent('remote.change', { site: c.domain, remote: c.name, action: c.action, live: after.live });
  return after;
}

const NO_SETTING: ReleaseSetting = {
  name: '',
  enabled: true,
  pinned_version: null,
  canary_version: null,
  canary_share: 0,
};

/** A remote's per-site setting as stored (null: never changed, so enabled and following the newest). */
export async function siteRemoteState(
  db: Queryable,
  domain: string,
  name: string,
): Promise<{ enabled: boolean; pinned_version: string | null } | null> {
  const [row] = await db.query<{ enabled: boolean; pinned_version: string | null }>(
    `SELECT r.enabled, r.pinned_version FROM site_remotes r JOIN sites s ON s.id = r.site_id
      WHERE s.domain_name = $1 AND r.name = $2`,
    [domain, name],
  );
  return row ?? null;
}
