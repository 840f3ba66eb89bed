import type { Queryable } from '../../db/index';
import type { RemoteDescriptor, StartupValue } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { enabledRemotes } from '../../registry/index';
import { currentBucketKey } from '../../registry/bucket';
import { readPreviewToken } from '../../security/preview-token';
import { complianceOf } from '../domain/compliance';
import { nowOf } from '../domain/responsible';
import { maintenanceActive } from '../site';

/**
 * Game counts per category and whether hot games exist: the same for every site and request, so they are
 * kept for a few seconds (the catalogue changes by operator action, not per request).
 */
const SUMMARY_TTL_MS = 5_000;
const summaries = new WeakMap<Queryable, { at: number; value: Promise<CatalogueSummary> }>();
interface CatalogueSummary {
  providerCount: { category: string; count: number }[];
  hotGames: boolean;
}
function catalogueSummary(db: Queryable): Promise<CatalogueSummary> {
  const cached = summaries.get(db);
  if (cached && Date.now() - cached.at < SUMMARY_TTL_MS) return cached.value;
  const value = (async () => ({
    providerCount: await db.query<{ category: string; count: number }>(
      'SELECT category, count(*)::int AS count FROM games GROUP BY category ORDER BY category',
    ),
    hotGames: (await db.query('SELECT 1 FROM games WHERE is_hot LIMIT 1')).length > 0,
  }))();
  summaries.set(db, { at: Date.now(), value });
  value.catch(() => summaries.delete(db));
  return value;
}

export const startup = defineCall('/api/startup', {
  // In maintenance the answer carries the window so the shell shows the maintenance screen.
  openWhenClosed: 'maintenance',
  async handle({ db, site, config, origin, body }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    let themeCode = site.theme_code;
    let themeColor = site.theme_color;
    let release: { remote: string; version: string } | null = null;
    if (body.preview_token) {
      const now = (config.now ?? Date.now)();
      const preview = readPreviewToken(config.adminToken, body.preview_token, site.domain_name, now);
      if (!preview)
        return fail('permissionDenied', 'preview_token: not valid for this site, or expired', -403);
      if (preview.theme_code && preview.theme_color) {
        themeCode = preview.theme_code;
        themeColor = preview.theme_color;
      }
      // a release preview (issue 17 §3): that build of that remote for the token's holder, never a withdrawn one
      if (preview.release) {
        const [build] = await db.query<{ status: string }>(
          'SELECT status FROM remote_builds WHERE name = $1 AND version = $2',
          [preview.release.remote, preview.release.version],
        );
        if (!build || build.status === 'withdrawn')
          return fail('permissionDenied', 'preview_token: that build is withdrawn or not published', -403);
        release = preview.release;
      }
    }
    const { providerCount, hotGames } = await catalogueSummary(db);
    // Which build of each remote this player gets: pin / canary bucket (the `site_bucket` cookie) / preview.
    const remotes: RemoteDescriptor[] = await enabledRemotes(db, site.id, config.cdnOrigin || origin, {
      key: currentBucketKey(),
      preview: release,
    });
    const value: StartupValue = {
      menu: site.menu as StartupValue['menu'],
      game_menu: site.game_menu as StartupValue['game_menu'],
      site: {
        site_name: site.site_name,
        currency: site.currency,
        theme_code: themeCode,
        theme_color: themeColor,
        logo1: String(site.logo1 ?? ''),
        logo2: String(site.logo2 ?? ''),
        logo3: String(site.logo3 ?? ''),
        status: Number(site.status),
        expired_date: site.expired_date ? String(site.expired_date) : null,
        logo_text: String(site.logo_text ?? ''),
        external_id: site.external_id,
        android_sub: String(site.android_sub ?? ''),
        ios_sub: String(site.ios_sub ?? ''),
      },
      language: String(site.language ?? 'EN'),
      provider_count: providerCount,
      aff_domain: String(site.aff_domain ?? ''),
      live_chat: { chat_id: String(site.chat_id ?? ''), image_id: String(site.chat_image_id ?? '') },
      maintenance: {
        // in force now (a scheduled window not yet started, or one that has ended, leaves the site open); the
        // dates are the window as the operator set it
        is_maintenance: maintenanceActive(site, nowOf(config)),
        start_date: site.maintenance_start ? new Date(site.maintenance_start as string).toISOString() : null,
        end_date: site.maintenance_end ? new Date(site.maintenance_end as string).toISOString() : null,
      },
      hot_games: hotGames,
      remotes,
      live_chat_script: site.chat_id ? config.liveChatUrl : '',
      compliance: complianceOf(site),
      ...(!config.production && { dev_tools: true }),
    };
    return ok(value);
  },
});
