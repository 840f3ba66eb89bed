import type { Db } from '../db/index';
import { recordHistory, releaseLock, stableBuild } from './release-state';
import {
  BUILD_COLUMNS,
  canaryOf,
  ReleaseRefusal,
  SETTING_COLUMNS,
  siteByDomain,
  type BuildRow,
  type ReleaseActor,
  type SettingRow,
} from './release-rows';

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
      `SELECT ${SETTING_COLUMNS} FROM site_remotes WHERE site_id = $1`,
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
