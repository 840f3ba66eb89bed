import { validateTheme } from '@site/shared';
import type { SiteRow } from '../api/types';
import { maintenanceScheduledAt, siteState } from '../api/site';
import { nowOf } from '../api/domain/responsible';
import { route, type ConsoleRoute } from './route';
import { siteOf } from './site-common';
import { settingsOf } from './site-settings';
import { setCurrency, setLiveChat, setLogos, setMaintenance, setNames } from './routes-sites-sections';
import { previewLink, setTheme } from './routes-sites-theme';
import { setAnalytics } from './routes-sites-analytics';
import { setCompliance } from './routes-sites-compliance';
import { setWheel } from './routes-sites-wheel';
import { uploadLogo } from './routes-sites-logo-image';

/**
 * Site settings in the console (issue 17 §4; docs/console.md "Sites"): names, logos, currency, theme code ×
 * colour (with a signed template preview link), maintenance window, live chat, analytics scripts and the
 * compliance settings. Each change is checked by the rule the player site or the operator API applies
 * (`validateTheme` of SPEC §5, the contract's compliance and analytics schemas), and writes one `console_audit`
 * row with the section's fields before and after, in the transaction of the change.
 *
 * Here: the list of sites, a site's settings and the routes' list. The answer and the change's transaction are in
 * site-settings.ts; the saves in routes-sites-sections.ts (the columns of the site's row: names, logos, currency,
 * maintenance, live chat), routes-sites-theme.ts (theme and preview link), routes-sites-analytics.ts and
 * routes-sites-compliance.ts.
 */

const listSites = route({
  method: 'GET',
  path: '/sites',
  access: 'sites.change',
  async handle(ctx) {
    const rows = await ctx.db.query<SiteRow>('SELECT * FROM sites ORDER BY domain_name');
    const now = nowOf(ctx.config);
    return {
      items: rows.map((s) => ({
        domain_name: s.domain_name,
        site_name: s.site_name,
        currency: s.currency,
        theme_code: s.theme_code,
        theme_color: s.theme_color,
        theme_valid: validateTheme(s.theme_code, s.theme_color).ok,
        state: siteState(s, now),
        // a window saved ahead: the site is open until then (`state`), and closes by itself at this instant
        maintenance_scheduled: maintenanceScheduledAt(s, now),
      })),
    };
  },
});

const getSite = route({
  method: 'GET',
  path: '/sites/:domain',
  access: 'sites.change',
  async handle(ctx) {
    return settingsOf(ctx, ctx.db, await siteOf(ctx.db, ctx.params.domain));
  },
});

/** The sites routes of the console (ROUTES in routes.ts). */
export const SITES_CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  listSites,
  getSite,
  setNames,
  setLogos,
  uploadLogo,
  setCurrency,
  setTheme,
  previewLink,
  setMaintenance,
  setLiveChat,
  setAnalytics,
  setCompliance,
  setWheel,
] as ConsoleRoute[];
