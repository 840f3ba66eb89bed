import type { Db, Queryable } from '../db/index';
import { recordHistory, refuseIfLocked, SiteLocked, stableBuild, type CanaryState } from './release-state';
import {
  BUILD_COLUMNS,
  canaryOf,
  find,
  ReleaseRefusal,
  SETTING_COLUMNS,
  siteByDomain,
  usable,
  type BuildRow,
  type ReleaseActor,
  type SettingRow,
  type SiteRow,
  type Step,
} from './release-rows';
import { historyOf, rollbackTarget } from './release-rollback';

/** One remote's release changes on one site (the rules: releases.ts): pin, canary, promote, abandon, rollback. */

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
      `SELECT ${SETTING_COLUMNS} FROM site_remotes
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
