import { CMS_KEYS } from '@site/shared/contract';
import type { SiteRow } from '../api/types';
import { route, type ConsoleRoute } from './route';
import { playerSiteUrl, siteOf } from './site-common';
import {
  cmsView,
  kindParam,
  newsRows,
  newsView,
  promotionRows,
  promotionView,
  type CmsRow,
} from './content-items';
import { CONTENT_WRITE_ROUTES } from './routes-content-write';

/**
 * Content in the console (issue 17 §5; docs/console.md "Content"): CMS blocks (the terms are the `terms` block),
 * promotions and news per site, with draft / published. Every write goes through the operator API's own code
 * (`writeCmsBlock`, `writePromotion`, `writeNews` in api/calls/content.ts) after the contract's own request
 * schema, so the console accepts exactly what the operator API accepts. Players only ever get published items
 * (the player calls filter `state = 'published'`).
 *
 * A change to a PUBLISHED item saved as a draft is kept as the item's pending draft (`draft`, migration 028):
 * players keep the published version until it is published; discarding drops it. A new item, or one in the
 * draft state, is saved in the row itself with `state = 'draft'`.
 *
 * Here: the read routes (the sites, a kind's items); the changes are in routes-content-write.ts.
 */

const listSites = route({
  method: 'GET',
  path: '/content/sites',
  access: 'content.edit',
  async handle(ctx) {
    const rows = await ctx.db.query<SiteRow>('SELECT * FROM sites ORDER BY domain_name');
    return {
      items: rows.map((s) => ({
        domain_name: s.domain_name,
        site_name: s.site_name,
        language: String(s.language ?? 'EN'),
        theme_code: s.theme_code,
        theme_color: s.theme_color,
      })),
    };
  },
});

const listItems = route({
  method: 'GET',
  path: '/content/:domain/:kind',
  access: 'content.edit',
  async handle(ctx) {
    const kind = kindParam(ctx);
    const site = await siteOf(ctx.db, ctx.params.domain);
    const base = { domain_name: site.domain_name, player_url: playerSiteUrl(ctx.config, site.domain_name) };
    if (kind === 'cms') {
      const rows = await ctx.db.query<CmsRow>(
        'SELECT key, status, en_body, local_body, state, updated_at, updated_by, draft, version FROM cms_blocks WHERE site_id = $1',
        [site.id],
      );
      return {
        ...base,
        items: CMS_KEYS.map((k) =>
          cmsView(
            k,
            rows.find((r) => r.key === k),
          ),
        ),
      };
    }
    if (kind === 'promotions')
      return { ...base, items: (await promotionRows(ctx.db, site.id)).map(promotionView) };
    return { ...base, items: (await newsRows(ctx.db, site.id)).map((r) => newsView(r, ctx.now)) };
  },
});

/** The content routes of the console (ROUTES in routes.ts). */
export const CONTENT_CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  listSites,
  listItems,
  ...CONTENT_WRITE_ROUTES,
] as ConsoleRoute[];
