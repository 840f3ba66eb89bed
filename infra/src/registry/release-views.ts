import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/index';
import { buildSize } from './index';
import { compareVersions, releaseLock, servable, stableBuild, type BuildStatus } from './release-state';
import {
  BUILD_COLUMNS,
  contractProblem,
  iso,
  SETTING_COLUMNS,
  siteByDomain,
  type BuildRow,
  type SettingRow,
  type SiteRow,
  type Use,
} from './release-rows';
import { historyOf, rollbackTarget } from './release-rollback';

/**
 * What the console shows of releases (the rules: releases.ts): every build and where it is live, the sites
 * with their locks, and one site's release state per remote.
 */

/** Where each build is live: per build key `name@version`, the sites and how (pin, newest, canary). */
export async function usage(
  q: Queryable,
  builds: BuildRow[],
): Promise<Map<string, { domain: string; as: Use }[]>> {
  const sites = await q.query<SiteRow>('SELECT id, domain_name, site_name FROM sites ORDER BY domain_name');
  const settings = await q.query<SettingRow>(`SELECT ${SETTING_COLUMNS} FROM site_remotes`);
  const out = new Map<string, { domain: string; as: Use }[]>();
  const add = (key: string, domain: string, as: Use) =>
    out.set(key, [...(out.get(key) ?? []), { domain, as }]);
  const names = [...new Set(builds.map((b) => b.name))];
  for (const site of sites)
    for (const name of names) {
      const s = settings.find((x) => x.site_id === site.id && x.name === name);
      if (s && !s.enabled) continue;
      const stable = stableBuild(
        builds.filter((b) => b.name === name),
        s,
      );
      if (stable) add(`${name}@${stable.version}`, site.domain_name, s?.pinned_version ? 'pin' : 'newest');
      if (s?.canary_version && s.canary_share > 0)
        add(`${name}@${s.canary_version}`, site.domain_name, 'canary');
    }
  return out;
}

function buildView(b: BuildRow, used: { domain: string; as: Use }[] = []) {
  return {
    name: b.name,
    version: b.version,
    contract: b.contract,
    contract_problem: contractProblem(b),
    integrity: b.integrity ?? {},
    size_bytes: Number(b.size_bytes),
    published_at: iso(b.published_at),
    publisher: b.publisher,
    status: b.status,
    deprecated_on: b.deprecated_on,
    status_note: b.status_note,
    status_changed_at: iso(b.status_changed_at),
    status_changed_by: b.status_changed_by,
    live_on: used,
  };
}
export type BuildView = ReturnType<typeof buildView>;

/** Builds published before sizes were recorded get theirs from the CDN folder once. */
async function backfillSizes(q: Queryable, dataDir: string, builds: BuildRow[]) {
  for (const b of builds) {
    if (Number(b.size_bytes) > 0 || !dataDir) continue;
    const dir = path.join(dataDir, 'cdn', b.name, b.version);
    if (!existsSync(dir)) continue;
    b.size_bytes = buildSize(dir);
    await q.query('UPDATE remote_builds SET size_bytes = $3 WHERE name = $1 AND version = $2', [
      b.name,
      b.version,
      b.size_bytes,
    ]);
  }
}

/** Every build, newest first per remote, with where it is live; filtered by remote, status and site. */
export async function listBuilds(
  q: Queryable,
  dataDir: string,
  f: { remote?: string; status?: BuildStatus; site?: string } = {},
): Promise<BuildView[]> {
  const builds = await q.query<BuildRow>(`SELECT ${BUILD_COLUMNS} FROM remote_builds`);
  await backfillSizes(q, dataDir, builds);
  const used = await usage(q, builds);
  return builds
    .filter((b) => (!f.remote || b.name === f.remote) && (!f.status || b.status === f.status))
    .map((b) => buildView(b, used.get(`${b.name}@${b.version}`)))
    .filter((b) => !f.site || b.live_on.some((u) => u.domain === f.site))
    .sort((a, b) => a.name.localeCompare(b.name) || compareVersions(b.version, a.version));
}

/** Every site with its lock (the console's site picker). */
export async function listReleaseSites(q: Queryable) {
  const rows = await q.query<SiteRow & { locked_at: Date | string | null; locked_by: string | null }>(
    `SELECT s.id, s.domain_name, s.site_name, l.locked_at, l.locked_by
       FROM sites s LEFT JOIN site_release_locks l ON l.site_id = s.id ORDER BY s.domain_name`,
  );
  return rows.map((r) => ({
    domain: r.domain_name,
    name: r.site_name,
    locked: r.locked_at !== null,
    locked_by: r.locked_by,
  }));
}

const HISTORY_SHOWN = 10;

/** One site's releases: the lock, and per remote the live version, pin, canary, rollback, versions, history. */
export async function siteReleases(q: Queryable, domain: string) {
  const site = await siteByDomain(q, domain);
  const builds = await q.query<BuildRow>(`SELECT ${BUILD_COLUMNS} FROM remote_builds`);
  const settings = await q.query<SettingRow>(
    `SELECT ${SETTING_COLUMNS} FROM site_remotes
      WHERE site_id = $1`,
    [site.id],
  );
  const remotes = [];
  for (const name of [...new Set(builds.map((b) => b.name))].sort()) {
    const own = builds.filter((b) => b.name === name);
    const s = settings.find((x) => x.name === name);
    const stable = stableBuild(own, s);
    const history = await historyOf(q, site.id, name);
    const rollback = rollbackTarget(history, stable?.version ?? null, own);
    remotes.push({
      name,
      enabled: s?.enabled ?? true,
      pinned_version: s?.pinned_version ?? null,
      live: stable?.version ?? null,
      newest: servable(own)[0]?.version ?? null,
      canary: s?.canary_version
        ? { version: s.canary_version, share: Number(s.canary_share), since: iso(s.canary_since) }
        : null,
      rollback:
        'problem' in rollback
          ? { version: null, problem: rollback.problem, problem_code: rollback.code }
          : { version: rollback.version, problem: null, problem_code: null },
      versions: own
        .sort((a, b) => compareVersions(b.version, a.version))
        .map((b) => {
          const { live_on: _, ...v } = buildView(b);
          return v;
        }),
      history: history.slice(0, HISTORY_SHOWN).map((h) => ({ ...h, at: iso(h.at) })),
    });
  }
  return {
    site: { domain: site.domain_name, name: site.site_name },
    lock: await releaseLock(q, site.id),
    remotes,
  };
}
