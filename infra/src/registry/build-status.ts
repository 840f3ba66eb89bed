import type { Db } from '../db/index';
import { recordHistory, stableBuild, type BuildStatus } from './release-state';
import {
  BUILD_COLUMNS,
  canaryOf,
  find,
  ReleaseRefusal,
  SETTING_COLUMNS,
  type BuildRow,
  type ReleaseActor,
  type SettingRow,
  type SiteRow,
} from './release-rows';
import { replacementFor } from './release-rollback';
import { usage } from './release-views';

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
          `SELECT ${SETTING_COLUMNS} FROM site_remotes
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
