import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, satisfies } from '@site/shared';
import type { Db, Queryable } from '../db/index';
import { mintPreviewToken } from '../security/preview-token';
import { buildSize } from './index';
import {
  recordHistory,
  refuseIfLocked,
  releaseLock,
  servable,
  SiteLocked,
  stableBuild,
  compareVersions,
  type BuildStatus,
  type CanaryState,
  type ReleaseSetting,
} from './release-state';

/**
 * Releases per site (issue 17 §3), as the operator console works them: every build with its contract range,
 * hashes, size, publisher, publish time and status; per site and remote the live version, pin, canary (a share
 * of sessions, sticky per player), promote, abandon, one-click rollback, the site's lock, and preview links.
 * Every change runs in one transaction with its release-history row and its console audit row (the caller's
 * `audit` callback, so this module does not depend on the console). The rules, in one place:
 *
 * - A **withdrawn** build is never served (release-state.ts `servable`), never pinned, canaried, promoted,
 *   rolled back to or previewed. Withdrawing a build that is live somewhere (a pin, a canary, or the newest build
 *   an unpinned site follows) is refused with the sites named, unless an owner forces it: then, in the same
 *   transaction, every site pinned to it goes back to the version live there before it (its history), else to
 *   the newest servable build older than it, else to the newest servable one, its canaries of it end, and each
 *   move is a history row — on a locked site too (a withdrawal is an emergency; the lock guards against
 *   ordinary changes).
 * - A **deprecated** build (with the date it is deprecated from) keeps serving where it is live and may be
 *   pinned or rolled back to, but is not rolled out: no canary of it, no promote.
 * - **Contract**: a build whose contract range does not accept the host's CONTRACT_VERSION is refused for pin,
 *   canary, promote, rollback and preview, with the reason (the host would refuse it and show its fallback).
 * - A **locked** site refuses every release change (here, the admin API and `npm run site`) until an owner
 *   unlocks it. Locking freezes the site: each remote following the newest build is pinned to its live version,
 *   so a publish cannot move a locked site either.
 * - **Rollback** goes back to the version that was live before the last change of the live version: the
 *   history is an undo stack (a rollback row names the change it undid; a second rollback undoes the change
 *   before). When a publish moved an unpinned site since that change, rollback returns to the version live
 *   before the publish. Rollback pins that version and ends any canary.
 */

export class ReleaseRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Who changes, and how the change is audited (console_audit through the console's `consoleAudit`). */
export interface ReleaseActor {
  /** the name in the release history: the staff member's email */
  name: string;
  audit(
    q: Queryable,
    e: { action: string; target: string; before?: unknown; after?: unknown },
  ): Promise<void>;
}

export interface BuildRow {
  name: string;
  version: string;
  contract: string;
  integrity: Record<string, string> | null;
  size_bytes: number;
  published_at: Date | string;
  publisher: string;
  status: BuildStatus;
  deprecated_on: string | null;
  status_note: string;
  status_changed_at: Date | string | null;
  status_changed_by: string;
}

/** Why a build cannot run in this host, or null when its contract range accepts CONTRACT_VERSION. */
export function contractProblem(b: { name: string; version: string; contract: string }): string | null {
  return satisfies(CONTRACT_VERSION, b.contract)
    ? null
    : `${b.name}@${b.version} is built for contract ${b.contract}; the host has ${CONTRACT_VERSION}`;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export type Use = 'pin' | 'newest' | 'canary';

interface SiteRow {
  id: number;
  domain_name: string;
  site_name: string;
}

interface SettingRow extends ReleaseSetting {
  site_id: number;
  canary_since: Date | string | null;
}

/** Where each build is live: per build key `name@version`, the sites and how (pin, newest, canary). */
async function usage(q: Queryable, builds: BuildRow[]): Promise<Map<string, { domain: string; as: Use }[]>> {
  const sites = await q.query<SiteRow>('SELECT id, domain_name, site_name FROM sites ORDER BY domain_name');
  const settings = await q.query<SettingRow>(
    'SELECT site_id, name, enabled, pinned_version, canary_version, canary_share, canary_since FROM site_remotes',
  );
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

const BUILD_COLUMNS = `name, version, contract, integrity, size_bytes, published_at, publisher, status,
  deprecated_on, status_note, status_changed_at, status_changed_by`;

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

async function siteByDomain(q: Queryable, domain: string, lock = ''): Promise<SiteRow> {
  const [site] = await q.query<SiteRow>(
    `SELECT id, domain_name, site_name FROM sites WHERE domain_name = $1 ${lock}`,
    [domain.toLowerCase()],
  );
  if (!site) throw new ReleaseRefusal(404, 'notFound', `domain: no site ${domain}`);
  return site;
}

interface HistoryRow {
  id: number;
  name: string;
  at: Date | string;
  actor: string;
  via: string;
  action: string;
  live_before: string | null;
  live_after: string | null;
  pinned_before: string | null;
  pinned_after: string | null;
  canary_before: CanaryState | null;
  canary_after: CanaryState | null;
  undoes: number | null;
}

const HISTORY_SHOWN = 10;
/** How far back rollback looks for the change to undo. */
const HISTORY_READ = 200;

async function historyOf(q: Queryable, siteId: number, name: string, limit = HISTORY_READ) {
  const rows = await q.query<HistoryRow>(
    'SELECT * FROM release_history WHERE site_id = $1 AND name = $2 ORDER BY id DESC LIMIT $3',
    [siteId, name, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), undoes: r.undoes === null ? null : Number(r.undoes) }));
}

/**
 * What one-click rollback would do: the version live before the last change of the live version (see the
 * module comment), and the history row it undoes; or why there is nothing to roll back to.
 */
export function rollbackTarget(
  history: Awaited<ReturnType<typeof historyOf>>,
  live: string | null,
  builds: { name: string; version: string; status: BuildStatus }[],
): { version: string; undoes: number | null } | { problem: string; code: 'none' | 'blocked' } {
  const undone = new Set(history.map((h) => h.undoes).filter((x): x is number => x !== null));
  const last = history.find(
    (h) =>
      h.undoes === null &&
      !undone.has(h.id) &&
      h.live_before !== null &&
      h.live_after !== null &&
      h.live_before !== h.live_after,
  );
  let target: { version: string; undoes: number | null } | null = null;
  if (last && last.live_after !== live && live !== null) target = { version: last.live_after!, undoes: null };
  else if (last) target = { version: last.live_before!, undoes: last.id };
  else if (live) {
    // no recorded change: the servable build published before the live one
    const older = servable(builds).find((b) => compareVersions(b.version, live) < 0);
    if (older) target = { version: older.version, undoes: null };
  }
  if (!target || target.version === live)
    return { problem: 'there is no earlier version to roll back to', code: 'none' };
  const build = builds.find((b) => b.version === target.version);
  const name = builds[0]?.name ?? '';
  if (!build) return { problem: `${name}@${target.version} is no longer published`, code: 'blocked' };
  if (build.status === 'withdrawn')
    return { problem: `${name}@${target.version} is withdrawn`, code: 'blocked' };
  return target;
}

/** One site's releases: the lock, and per remote the live version, pin, canary, rollback, versions, history. */
export async function siteReleases(q: Queryable, domain: string) {
  const site = await siteByDomain(q, domain);
  const builds = await q.query<BuildRow>(`SELECT ${BUILD_COLUMNS} FROM remote_builds`);
  const settings = await q.query<SettingRow>(
    `SELECT site_id, name, enabled, pinned_version, canary_version, canary_share, canary_since FROM site_remotes
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

type Step = 'pin' | 'canary' | 'promote' | 'abandon' | 'rollback';

/** Refuses a build that may not be rolled out by `step`, with the reason. */
function usable(
  b: { name: string; version: string; contract: string; status: BuildStatus } | undefined,
  name: string,
  version: string,
  step: Step,
): asserts b {
  if (!b) throw new ReleaseRefusal(404, 'notFound', `${name}@${version} is not published`);
  if (b.status === 'withdrawn')
    throw new ReleaseRefusal(409, 'withdrawn', `${name}@${version} is withdrawn: it is never served`);
  if (b.status === 'deprecated' && (step === 'canary' || step === 'promote'))
    throw new ReleaseRefusal(
      409,
      'deprecated',
      `${name}@${version} is deprecated: it is not rolled out (pin it if you must)`,
    );
  const problem = contractProblem(b);
  if (problem) throw new ReleaseRefusal(409, 'incompatibleContract', problem);
}

export interface ReleaseState {
  pinned_version: string | null;
  live: string | null;
  canary: CanaryState | null;
}

/**
 * One release change of one remote on one site, in one transaction: lock check, the row (FOR UPDATE), the
 * change, the history row and the audit row. `change` returns the new pin and canary (and for a rollback the
 * history row it undoes).
 */
async function changeRelease(
  db: Db,
  who: ReleaseActor,
  domain: string,
  name: string,
  action: Step,
  change: (
    current: SettingRow,
    builds: BuildRow[],
    q: Queryable,
    site: SiteRow,
  ) => Promise<{ pinned_version: string | null; canary: CanaryState | null; undoes?: number | null }>,
): Promise<ReleaseState> {
  return db.tx(async (q) => {
    const site = await siteByDomain(q, domain);
    try {
      await refuseIfLocked(q, site.id, site.domain_name);
    } catch (e) {
      if (e instanceof SiteLocked) throw new ReleaseRefusal(409, 'siteLocked', e.message);
      throw e;
    }
    const builds = await q.query<BuildRow>(`SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE name = $1`, [
      name,
    ]);
    if (!builds.length) throw new ReleaseRefusal(404, 'notFound', `${name} is not published`);
    await q.query('INSERT INTO site_remotes (site_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      site.id,
      name,
    ]);
    const [current] = await q.query<SettingRow>(
      `SELECT site_id, name, enabled, pinned_version, canary_version, canary_share, canary_since FROM site_remotes
        WHERE site_id = $1 AND name = $2 FOR UPDATE`,
      [site.id, name],
    );
    const cur = { ...current!, canary_share: Number(current!.canary_share) };
    const next = await change(cur, builds, q, site);
    const canaryBefore = cur.canary_version ? { version: cur.canary_version, share: cur.canary_share } : null;
    const newCanary = next.canary && next.canary.version !== canaryBefore?.version;
    await q.query(
      `UPDATE site_remotes SET pinned_version = $3, canary_version = $4, canary_share = $5,
              canary_since = CASE WHEN $4::text IS NULL THEN NULL WHEN $6 THEN now() ELSE canary_since END
        WHERE site_id = $1 AND name = $2`,
      [
        site.id,
        name,
        next.pinned_version,
        next.canary?.version ?? null,
        next.canary?.share ?? 0,
        Boolean(newCanary),
      ],
    );
    const liveOf = (pinned: string | null) =>
      stableBuild(builds, { ...cur, pinned_version: pinned })?.version ?? null;
    const before: ReleaseState = {
      pinned_version: cur.pinned_version,
      live: liveOf(cur.pinned_version),
      canary: canaryBefore,
    };
    const after: ReleaseState = {
      pinned_version: next.pinned_version,
      live: liveOf(next.pinned_version),
      canary: next.canary,
    };
    await recordHistory(q, {
      siteId: site.id,
      name,
      actor: who.name,
      via: 'console',
      action,
      live_before: before.live,
      live_after: after.live,
      pinned_before: before.pinned_version,
      pinned_after: after.pinned_version,
      canary_before: before.canary,
      canary_after: after.canary,
      undoes: next.undoes ?? null,
    });
    await who.audit(q, {
      action: `releases.${action}`,
      target: `site:${site.domain_name}/${name}`,
      before,
      after,
    });
    return after;
  });
}

const find = (builds: BuildRow[], version: string) => builds.find((b) => b.version === version);
const canaryOf = (s: SettingRow): CanaryState | null =>
  s.canary_version ? { version: s.canary_version, share: s.canary_share } : null;

/** Pins a version (null: follow the newest build again). A canary of the pinned version ends: it is live. */
export function pin(db: Db, who: ReleaseActor, domain: string, name: string, version: string | null) {
  return changeRelease(db, who, domain, name, 'pin', async (s, builds) => {
    if (version !== null) usable(find(builds, version), name, version, 'pin');
    const canary = canaryOf(s);
    const live = stableBuild(builds, { ...s, pinned_version: version })?.version ?? null;
    return { pinned_version: version, canary: canary?.version === live ? null : canary };
  });
}

/**
 * Sets a canary (`version`: a build other than the live one) or, without `version`, adjusts the running
 * canary's share. `share` 0–100 % of sessions; 0 pauses it.
 */
export function setCanary(
  db: Db,
  who: ReleaseActor,
  domain: string,
  name: string,
  c: { version?: string; share: number },
) {
  return changeRelease(db, who, domain, name, 'canary', async (s, builds) => {
    if (!s.enabled)
      throw new ReleaseRefusal(409, 'remoteDisabled', `${name} is disabled on ${domain}: enable it first`);
    const version = c.version ?? s.canary_version;
    if (!version)
      throw new ReleaseRefusal(409, 'noCanary', `${name} has no canary on ${domain}: name a version`);
    usable(find(builds, version), name, version, 'canary');
    if (version === stableBuild(builds, s)?.version)
      throw new ReleaseRefusal(409, 'alreadyLive', `${name}@${version} is already live on ${domain}`);
    return { pinned_version: s.pinned_version, canary: { version, share: c.share } };
  });
}

/** The canary becomes the pin (100 % of sessions) and the canary ends, in one step. */
export function promote(db: Db, who: ReleaseActor, domain: string, name: string) {
  return changeRelease(db, who, domain, name, 'promote', async (s, builds) => {
    if (!s.canary_version) throw new ReleaseRefusal(409, 'noCanary', `${name} has no canary on ${domain}`);
    usable(find(builds, s.canary_version), name, s.canary_version, 'promote');
    return { pinned_version: s.canary_version, canary: null };
  });
}

/** The canary ends; everyone gets the live version again. */
export function abandon(db: Db, who: ReleaseActor, domain: string, name: string) {
  return changeRelease(db, who, domain, name, 'abandon', async (s) => {
    if (!s.canary_version) throw new ReleaseRefusal(409, 'noCanary', `${name} has no canary on ${domain}`);
    return { pinned_version: s.pinned_version, canary: null };
  });
}

/** One-click rollback: pins the version live before the last change (module comment) and ends any canary. */
export function rollback(db: Db, who: ReleaseActor, domain: string, name: string) {
  return changeRelease(db, who, domain, name, 'rollback', async (s, builds, q, site) => {
    const live = stableBuild(builds, s)?.version ?? null;
    const target = rollbackTarget(await historyOf(q, site.id, name), live, builds);
    if ('problem' in target) throw new ReleaseRefusal(409, 'nothingToRollBack', target.problem);
    usable(find(builds, target.version), name, target.version, 'rollback');
    return { pinned_version: target.version, canary: null, undoes: target.undoes };
  });
}

/**
 * Locks a site's releases (owner): every later release change is refused until unlocked. Each remote following
 * the newest build is pinned to its live version first, so a publish cannot move a locked site either.
 */
export async function lockSite(db: Db, who: ReleaseActor, domain: string, reason: string) {
  return db.tx(async (q) => {
    // FOR UPDATE: waits for release changes of this site in flight (they hold FOR KEY SHARE)
    const site = await siteByDomain(q, domain, 'FOR UPDATE');
    const held = await releaseLock(q, site.id);
    if (held)
      throw new ReleaseRefusal(
        409,
        'alreadyLocked',
        `${site.domain_name} is already locked by ${held.locked_by}`,
      );
    const builds = await q.query<BuildRow>(`SELECT ${BUILD_COLUMNS} FROM remote_builds`);
    const settings = await q.query<SettingRow>(
      'SELECT site_id, name, enabled, pinned_version, canary_version, canary_share, canary_since FROM site_remotes WHERE site_id = $1',
      [site.id],
    );
    const frozen: Record<string, string> = {};
    for (const name of [...new Set(builds.map((b) => b.name))].sort()) {
      const s = settings.find((x) => x.name === name);
      if ((s && !s.enabled) || s?.pinned_version) continue;
      const live = stableBuild(
        builds.filter((b) => b.name === name),
        s,
      )?.version;
      if (!live) continue;
      await q.query(
        `INSERT INTO site_remotes (site_id, name, pinned_version) VALUES ($1, $2, $3)
         ON CONFLICT (site_id, name) DO UPDATE SET pinned_version = EXCLUDED.pinned_version`,
        [site.id, name, live],
      );
      const canary = s ? canaryOf({ ...s, canary_share: Number(s.canary_share) }) : null;
      await recordHistory(q, {
        siteId: site.id,
        name,
        actor: who.name,
        via: 'console',
        action: 'lock',
        live_before: live,
        live_after: live,
        pinned_before: null,
        pinned_after: live,
        canary_before: canary,
        canary_after: canary,
      });
      frozen[name] = live;
    }
    await q.query('INSERT INTO site_release_locks (site_id, locked_by, reason) VALUES ($1, $2, $3)', [
      site.id,
      who.name,
      reason,
    ]);
    const lock = await releaseLock(q, site.id);
    await who.audit(q, {
      action: 'releases.lock',
      target: `site:${site.domain_name}`,
      before: { locked: false },
      after: { locked: true, reason, pinned: frozen },
    });
    return { lock, pinned: frozen };
  });
}

export async function unlockSite(db: Db, who: ReleaseActor, domain: string) {
  return db.tx(async (q) => {
    const site = await siteByDomain(q, domain, 'FOR UPDATE');
    const held = await releaseLock(q, site.id);
    if (!held) throw new ReleaseRefusal(409, 'notLocked', `${site.domain_name} is not locked`);
    await q.query('DELETE FROM site_release_locks WHERE site_id = $1', [site.id]);
    await who.audit(q, {
      action: 'releases.unlock',
      target: `site:${site.domain_name}`,
      before: { locked: true, ...held },
      after: { locked: false },
    });
    return { lock: null };
  });
}

/** Where a forced withdrawal moves a site pinned to the withdrawn build. */
async function replacementFor(
  q: Queryable,
  siteId: number,
  builds: BuildRow[],
  withdrawn: string,
): Promise<string | null> {
  const ok = servable(builds).filter((b) => b.version !== withdrawn);
  const history = await historyOf(q, siteId, builds[0]!.name);
  const before = history.find(
    (h) => h.live_after === withdrawn && h.live_before && h.live_before !== withdrawn,
  );
  if (before && ok.some((b) => b.version === before.live_before)) return before.live_before;
  return (ok.find((b) => compareVersions(b.version, withdrawn) < 0) ?? ok[0])?.version ?? null;
}

/**
 * Sets a build's status. `deprecated` takes the date it is deprecated from (default today). Withdrawing a build
 * live somewhere is refused unless `force` (an owner: `canForce`) — see the module comment.
 */
export async function setBuildStatus(
  db: Db,
  who: ReleaseActor,
  name: string,
  version: string,
  s: { status: BuildStatus; date?: string; note?: string; force?: boolean; canForce: boolean; today: string },
) {
  return db.tx(async (q) => {
    const builds = await q.query<BuildRow>(
      `SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE name = $1 FOR UPDATE`,
      [name],
    );
    const build = find(builds, version);
    if (!build) throw new ReleaseRefusal(404, 'notFound', `${name}@${version} is not published`);
    const moved: { domain: string; from: string; to: string | null; canary_ended: boolean }[] = [];
    if (s.status === 'withdrawn' && build.status !== 'withdrawn') {
      const used = (await usage(q, builds)).get(`${name}@${version}`) ?? [];
      if (used.length && !s.force)
        throw new ReleaseRefusal(
          409,
          'versionLive',
          `${name}@${version} is live on ${used.map((u) => `${u.domain} (${u.as})`).join(', ')}: move those sites to another version first, or an owner withdraws it with force`,
        );
      if (used.length && !s.canForce)
        throw new ReleaseRefusal(
          403,
          'permissionDenied',
          'withdrawing a live build needs releases.lock (an owner)',
        );
      const sites = await q.query<SiteRow>('SELECT id, domain_name, site_name FROM sites');
      const nowWithdrawn = builds.map((b) =>
        b.version === version ? { ...b, status: 'withdrawn' as const } : b,
      );
      for (const u of used) {
        const site = sites.find((x) => x.domain_name === u.domain)!;
        const [cur] = await q.query<SettingRow>(
          `SELECT site_id, name, enabled, pinned_version, canary_version, canary_share, canary_since FROM site_remotes
            WHERE site_id = $1 AND name = $2 FOR UPDATE`,
          [site.id, name],
        );
        const current = cur ? { ...cur, canary_share: Number(cur.canary_share) } : undefined;
        let pinned = current?.pinned_version ?? null;
        let canary = current ? canaryOf(current) : null;
        const canaryEnded = canary?.version === version;
        if (canaryEnded) canary = null;
        if (pinned === version) pinned = await replacementFor(q, site.id, builds, version);
        if (current && (pinned !== current.pinned_version || canaryEnded))
          await q.query(
            `UPDATE site_remotes SET pinned_version = $3, canary_version = $4, canary_share = $5,
                    canary_since = CASE WHEN $4::text IS NULL THEN NULL ELSE canary_since END
              WHERE site_id = $1 AND name = $2`,
            [site.id, name, pinned, canary?.version ?? null, canary?.share ?? 0],
          );
        const liveBefore = stableBuild(builds, current)?.version ?? null;
        const liveAfter =
          stableBuild(nowWithdrawn, current && { ...current, pinned_version: pinned })?.version ?? null;
        await recordHistory(q, {
          siteId: site.id,
          name,
          actor: who.name,
          via: 'console',
          action: 'withdraw',
          live_before: liveBefore,
          live_after: liveAfter,
          pinned_before: current?.pinned_version ?? null,
          pinned_after: pinned,
          canary_before: current ? canaryOf(current) : null,
          canary_after: canary,
        });
        moved.push({
          domain: u.domain,
          from: liveBefore ?? version,
          to: liveAfter,
          canary_ended: canaryEnded,
        });
      }
    }
    const deprecatedOn = s.status === 'deprecated' ? (s.date ?? s.today) : null;
    await q.query(
      `UPDATE remote_builds SET status = $3, deprecated_on = $4, status_note = $5, status_changed_at = now(),
              status_changed_by = $6 WHERE name = $1 AND version = $2`,
      [name, version, s.status, deprecatedOn, s.note ?? '', who.name],
    );
    const before = { status: build.status, deprecated_on: build.deprecated_on, note: build.status_note };
    const after = {
      status: s.status,
      deprecated_on: deprecatedOn,
      note: s.note ?? '',
      ...(moved.length && { moved }),
    };
    await who.audit(q, { action: 'releases.status', target: `remote:${name}@${version}`, before, after });
    return after;
  });
}

/**
 * A preview link for one build on one site: a signed token (security/preview-token.ts, a release claim) that
 * expires after `minutes`; `/?preview=<token>` shows the site with that build of that remote to the holder only.
 * Minting changes nothing for players, so it is allowed on a locked site; it is audited.
 */
export async function mintReleasePreview(
  db: Db,
  who: ReleaseActor,
  o: {
    name: string;
    version: string;
    domain: string;
    minutes: number;
    now: number;
    adminToken: string | null;
    siteOrigin: (domain: string) => string;
  },
) {
  if (!o.adminToken)
    throw new ReleaseRefusal(
      409,
      'previewUnavailable',
      'preview links are signed with ADMIN_TOKEN, which is not set',
    );
  return db.tx(async (q) => {
    const site = await siteByDomain(q, o.domain);
    const [build] = await q.query<BuildRow>(
      `SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE name = $1 AND version = $2`,
      [o.name, o.version],
    );
    if (!build) throw new ReleaseRefusal(404, 'notFound', `${o.name}@${o.version} is not published`);
    if (build.status === 'withdrawn')
      throw new ReleaseRefusal(409, 'withdrawn', `${o.name}@${o.version} is withdrawn: it is never served`);
    const problem = contractProblem(build);
    if (problem) throw new ReleaseRefusal(409, 'incompatibleContract', problem);
    const [setting] = await q.query<{ enabled: boolean }>(
      'SELECT enabled FROM site_remotes WHERE site_id = $1 AND name = $2',
      [site.id, o.name],
    );
    if (setting && !setting.enabled)
      throw new ReleaseRefusal(
        409,
        'remoteDisabled',
        `${o.name} is disabled on ${site.domain_name}: enable it first`,
      );
    const exp = Math.floor(o.now / 1000) + o.minutes * 60;
    const token = mintPreviewToken(o.adminToken!, {
      site: site.domain_name,
      release: { remote: o.name, version: o.version },
      exp,
    });
    const expires_at = new Date(exp * 1000).toISOString();
    const url = `${o.siteOrigin(site.domain_name)}/?${new URLSearchParams({ preview: token })}`;
    await who.audit(q, {
      action: 'releases.preview',
      target: `remote:${o.name}@${o.version}`,
      after: { site: site.domain_name, expires_at },
    });
    return { token, url, expires_at };
  });
}
