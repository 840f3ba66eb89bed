import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index';

/**
 * Which build of a remote a site serves to whom (issue 17 §3), as pure functions over the registry's rows, and
 * the two things every release change needs: the site's lock and its release history. Used by the startup
 * answer (`enabledRemotes`), the admin API (`changeSiteRemote`) and the console (`releases.ts`).
 */

/** Numeric semver order (1.10.0 after 1.9.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++)
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export const BUILD_STATUSES = ['current', 'deprecated', 'withdrawn'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/** What choosing needs of a build. */
export interface Choosable {
  name: string;
  version: string;
  status: BuildStatus;
}

/** A remote's per-site setting (a missing row: enabled, unpinned, no canary). */
export interface ReleaseSetting {
  name: string;
  enabled: boolean;
  pinned_version: string | null;
  canary_version: string | null;
  canary_share: number;
}

export const BUCKETS = 10_000;

/**
 * A player's bucket (0 … 9999) for one canary: sha256 of the player's key, the site, the remote and the canary
 * version. The same player always lands in the same bucket for that canary (sticky across page loads and API
 * nodes, nothing stored); raising the share only adds buckets, so nobody in the canary leaves it; a new canary
 * version draws anew.
 */
export function bucketOf(key: string, siteId: number, remote: string, version: string): number {
  const h = createHash('sha256').update(`${key}\n${siteId}\n${remote}\n${version}`).digest();
  return h.readUInt32BE(0) % BUCKETS;
}

/** Whether a bucket is inside a canary of `share` percent. */
export const inCanary = (bucket: number, share: number) => bucket < Math.round(share * (BUCKETS / 100));

/** A remote's servable builds, newest first: every build but the withdrawn ones. */
export function servable<B extends Choosable>(builds: B[]): B[] {
  return builds.filter((b) => b.status !== 'withdrawn').sort((a, b) => compareVersions(b.version, a.version));
}

/**
 * The stable live build of a remote on a site — what every player outside a canary gets: the pinned build, or
 * else the newest build. A withdrawn build is never served: a pin naming one (only possible if the database
 * was edited by hand; withdrawing moves pins away) falls back to the newest servable build.
 */
export function stableBuild<B extends Choosable>(
  builds: B[],
  setting: ReleaseSetting | undefined,
): B | undefined {
  const ok = servable(builds);
  return (setting?.pinned_version && ok.find((b) => b.version === setting.pinned_version)) || ok[0];
}

export type ChosenBy = 'pin' | 'newest' | 'canary' | 'preview';

/**
 * The build one player gets: a preview token's build for its holder; else the canary build when the
 * player's bucket is inside the share; else the stable build. `key` null (no bucket cookie): no canary.
 */
export function chooseBuild<B extends Choosable>(
  builds: B[],
  setting: ReleaseSetting | undefined,
  who: { siteId: number; key: string | null; preview?: { remote: string; version: string } | null },
): { build: B; by: ChosenBy } | null {
  const ok = servable(builds);
  const name = builds[0]?.name ?? '';
  if (who.preview && who.preview.remote === name) {
    const previewed = ok.find((b) => b.version === who.preview!.version);
    if (previewed) return { build: previewed, by: 'preview' };
  }
  const stable = stableBuild(builds, setting);
  if (!stable) return null;
  const canary = setting?.canary_version ? ok.find((b) => b.version === setting.canary_version) : undefined;
  if (
    canary &&
    who.key &&
    setting!.canary_share > 0 &&
    inCanary(bucketOf(who.key, who.siteId, name, canary.version), setting!.canary_share)
  )
    return { build: canary, by: 'canary' };
  return { build: stable, by: setting?.pinned_version === stable.version ? 'pin' : 'newest' };
}

/** A site's release lock. */
export interface ReleaseLock {
  locked_at: string;
  locked_by: string;
  reason: string;
}

export async function releaseLock(q: Queryable, siteId: number): Promise<ReleaseLock | null> {
  const [row] = await q.query<{ locked_at: Date | string; locked_by: string; reason: string }>(
    'SELECT locked_at, locked_by, reason FROM site_release_locks WHERE site_id = $1',
    [siteId],
  );
  return row ? { ...row, locked_at: new Date(row.locked_at).toISOString() } : null;
}

/** The refusal every release change gives on a locked site (console, admin API and CLI say the same). */
export function lockedMessage(domain: string, lock: ReleaseLock): string {
  return `${domain} is locked for releases by ${lock.locked_by} since ${lock.locked_at}${
    lock.reason ? ` (${lock.reason})` : ''
  }; an owner must unlock it first`;
}

export class SiteLocked extends Error {
  constructor(
    readonly domain: string,
    readonly lock: ReleaseLock,
  ) {
    super(lockedMessage(domain, lock));
  }
}

/**
 * Takes the site's row lock for a release change (FOR KEY SHARE: changes of one site run beside each other,
 * but not beside a lock or unlock, which takes FOR UPDATE) and refuses when the site is locked.
 */
export async function refuseIfLocked(q: Queryable, siteId: number, domain: string): Promise<void> {
  await q.query('SELECT id FROM sites WHERE id = $1 FOR KEY SHARE', [siteId]);
  const lock = await releaseLock(q, siteId);
  if (lock) throw new SiteLocked(domain, lock);
}

export interface CanaryState {
  version: string;
  share: number;
}

export interface HistoryEntry {
  siteId: number;
  name: string;
  actor: string;
  via: 'console' | 'admin' | 'cli';
  action: string;
  live_before: string | null;
  live_after: string | null;
  pinned_before: string | null;
  pinned_after: string | null;
  canary_before: CanaryState | null;
  canary_after: CanaryState | null;
  undoes?: number | null;
}

export async function recordHistory(q: Queryable, e: HistoryEntry): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO release_history (site_id, name, actor, via, action, live_before, live_after, pinned_before,
       pinned_after, canary_before, canary_after, undoes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      e.siteId,
      e.name,
      e.actor,
      e.via,
      e.action,
      e.live_before,
      e.live_after,
      e.pinned_before,
      e.pinned_after,
      e.canary_before && JSON.stringify(e.canary_before),
      e.canary_after && JSON.stringify(e.canary_after),
      e.undoes ?? null,
    ],
  );
  return Number(row!.id);
}
