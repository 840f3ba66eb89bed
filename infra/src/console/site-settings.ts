import { validateTheme, type Compliance, type WheelPrize } from '@site/shared';
import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import { maintenanceState, siteState, type MaintenanceState } from '../api/site';
import { complianceOf } from '../api/domain/compliance';
import { nowOf } from '../api/domain/responsible';
import { SPIN_COST, WHEEL_LIMITS, wheelOf } from '../api/domain/minigame';
import { BANK_OPTIONS } from '../api/data/bank-options';
import { consoleAudit } from './audit';
import type { RouteContext } from './route';
import { isoOrNull, lockedSite, playerSiteUrl } from './site-common';

/**
 * A site's settings as the console answers them (`GET /sites/:domain` and every section's save), and the one
 * transaction each save runs in (`changeSite`): the site locked, the change, its audit row, the settings after.
 */

/** The currencies the platform has a market for (its banks and e-wallets: api/data/bank-options.ts). */
export const SITE_CURRENCIES = Object.keys(BANK_OPTIONS);

/** The fields of each settings section (columns of `sites`): its audit row holds them before and after. */
const SECTIONS = {
  names: ['site_name', 'logo_text'],
  logos: ['logo1', 'logo2', 'logo3'],
  currency: ['currency'],
  theme: ['theme_code', 'theme_color'],
  maintenance: ['is_maintenance', 'maintenance_start', 'maintenance_end'],
  live_chat: ['chat_id', 'chat_image_id'],
} as const;
type Section = keyof typeof SECTIONS;

function pick(site: SiteRow, section: Section): Record<string, unknown> {
  return Object.fromEntries(
    SECTIONS[section].map((f) => [f, site[f] instanceof Date ? (site[f] as Date).toISOString() : site[f]]),
  );
}

interface AnalyticsRow {
  section: 'HEAD' | 'BODY';
  script: string;
}

export async function analyticsOf(q: Queryable, siteId: number): Promise<AnalyticsRow[]> {
  return q.query<AnalyticsRow>(
    'SELECT section, script FROM analytics_scripts WHERE site_id = $1 ORDER BY id',
    [siteId],
  );
}

/** Whether money has moved on the site: its currency is then fixed (wallets hold amounts in it). */
export async function moneyMoved(q: Queryable, siteId: number): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM ledger l JOIN players p ON p.id = l.player_id WHERE p.site_id = $1 LIMIT 1',
    [siteId],
  );
  return rows.length > 0;
}

export interface SiteSettings {
  domain_name: string;
  site_name: string;
  logo_text: string;
  logo1: string;
  logo2: string;
  logo3: string;
  currency: string;
  language: string;
  /** open, maintenance, disabled, expired (what players get now) */
  state: string;
  theme: { code: string; color: string; valid: boolean };
  /** the switch and the window as set (whether it is in force now is `state` and `maintenance_state`) */
  maintenance: { is_maintenance: boolean; start_date: string | null; end_date: string | null };
  /**
   * where that window stands at the request's clock (`maintenanceState`): off, scheduled (start ahead), active,
   * ended (end passed) — the console shows this, never its own clock's reading of the dates
   */
  maintenance_state: MaintenanceState;
  live_chat: { chat_id: string; image_id: string; script_configured: boolean };
  analytics: AnalyticsRow[];
  compliance: Compliance;
  /**
   * the prize wheel its players spin on /spin: the operator's own (`custom`) or the default, with the rules a
   * wheel must keep (the form checks them before sending; the server checks again)
   */
  wheel: { prizes: readonly WheelPrize[]; custom: boolean; cost: number; limits: typeof WHEEL_LIMITS };
  /** money has moved on the site: the currency can no longer change */
  currency_locked: boolean;
  currencies: string[];
  player_url: string;
}

export async function settingsOf(ctx: RouteContext<unknown, unknown>, q: Queryable, site: SiteRow) {
  const s = (k: string) => String(site[k] ?? '');
  const now = nowOf(ctx.config);
  const value: SiteSettings = {
    domain_name: site.domain_name,
    site_name: site.site_name,
    logo_text: s('logo_text'),
    logo1: s('logo1'),
    logo2: s('logo2'),
    logo3: s('logo3'),
    currency: site.currency,
    language: s('language') || 'EN',
    state: siteState(site, now),
    theme: {
      code: site.theme_code,
      color: site.theme_color,
      valid: validateTheme(site.theme_code, site.theme_color).ok,
    },
    maintenance: {
      is_maintenance: Boolean(site.is_maintenance),
      start_date: isoOrNull(site.maintenance_start),
      end_date: isoOrNull(site.maintenance_end),
    },
    maintenance_state: maintenanceState(site, now),
    live_chat: {
      chat_id: s('chat_id'),
      image_id: s('chat_image_id'),
      script_configured: Boolean(ctx.config.liveChatUrl),
    },
    analytics: await analyticsOf(q, site.id),
    compliance: complianceOf(site),
    wheel: { ...(await wheelOf(q, site.id)), cost: SPIN_COST, limits: WHEEL_LIMITS },
    currency_locked: await moneyMoved(q, site.id),
    currencies: SITE_CURRENCIES,
    player_url: playerSiteUrl(ctx.config, site.domain_name),
  };
  return value;
}

/**
 * One settings change: the site locked, the section's fields before, the change, the fields after, one audit
 * row `sites.<section>` — all in one transaction; answers the site's settings as they now are.
 */
export async function changeSite(
  ctx: RouteContext<unknown, unknown>,
  section: Section | 'analytics' | 'compliance' | 'wheel',
  change: (q: Queryable, site: SiteRow) => Promise<{ before?: unknown; after?: unknown } | void>,
): Promise<SiteSettings> {
  return ctx.db.tx(async (q) => {
    const site = await lockedSite(q, ctx.params.domain);
    const before = section in SECTIONS ? pick(site, section as Section) : undefined;
    const own = await change(q, site);
    const [fresh] = await q.query<SiteRow>('SELECT * FROM sites WHERE id = $1', [site.id]);
    const after = section in SECTIONS ? pick(fresh!, section as Section) : undefined;
    await consoleAudit(q, ctx.actor, {
      action: `sites.${section}`,
      target: `site:${site.domain_name}`,
      before: own ? own.before : before,
      after: own ? own.after : after,
    });
    return settingsOf(ctx, q, fresh!);
  });
}
