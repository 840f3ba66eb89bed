import type { Db } from '../db/index';
import { mintPreviewToken } from '../security/preview-token';
import {
  BUILD_COLUMNS,
  ReleaseRefusal,
  siteByDomain,
  usable,
  type BuildRow,
  type ReleaseActor,
} from './release-rows';

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
    usable(build, o.name, o.version, 'preview');
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
