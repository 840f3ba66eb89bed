import { z } from 'zod';
import { THEME_COLORS, validateTheme, type Compliance } from '@site/shared';
import { analyticsScript, siteComplianceRequest } from '@site/shared/contract';
import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import { maintenanceScheduledAt, maintenanceState, siteState, type MaintenanceState } from '../api/site';
import { complianceOf } from '../api/domain/compliance';
import { nowOf } from '../api/domain/responsible';
import { writeCompliance } from '../api/calls/compliance';
import { BANK_OPTIONS } from '../api/data/bank-options';
import { mintPreviewToken, PREVIEW_DEFAULT_MINUTES, PREVIEW_MAX_MINUTES } from '../security/preview-token';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { route, type ConsoleRoute, type RouteContext } from './route';
import { contractCheck, isoOrNull, lockedSite, playerSiteUrl, siteOf } from './site-common';

/**
 * Site settings in the console (issue 17 §4; docs/console.md "Sites"): names, logos, currency, theme code ×
 * colour (with a signed template preview link), maintenance window, live chat, analytics scripts and the
 * compliance settings. Each change is checked by the rule the player site or the operator API applies
 * (`validateTheme` of SPEC §5, the contract's compliance and analytics schemas), and writes one `console_audit`
 * row with the section's fields before and after, in the transaction of the change.
 */

/** The currencies the platform has a market for (its banks and e-wallets: api/data/bank-options.ts). */
export const SITE_CURRENCIES = Object.keys(BANK_OPTIONS);
/** At most this many analytics scripts per site, each at most this long. */
export const ANALYTICS_MAX = 20;
export const ANALYTICS_SCRIPT_MAX = 20_000;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const line = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'required' : `at least ${min} characters`)
    .max(max, `at most ${max} characters`)
    .refine((s) => !CONTROL.test(s) && !/[\r\n]/.test(s), 'one line, no control characters');

/**
 * A logo is a path on the site itself (`/static/logo.svg`), or nothing: the player pages' Content-Security-Policy
 * loads images only from the site (`img-src 'self' data:`), so an address elsewhere would show a broken image.
 */
const LOGO = /^\/(?![/\\])[^\s"'<>\\`]*$/;
const logo = z
  .string()
  .trim()
  .max(500, 'at most 500 characters')
  .refine(
    (s) => s === '' || LOGO.test(s),
    "a path on the site, such as /static/logo.svg (the site's Content-Security-Policy loads images only from the site)",
  );
/** A live-chat account or image id: what the widget script is given (`data-chat-id`). */
const chatId = z
  .string()
  .trim()
  .max(64, 'at most 64 characters')
  .refine((s) => s === '' || /^[A-Za-z0-9_.-]+$/.test(s), 'letters, digits and _ . - only');
const instant = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'a date and time (ISO 8601)')
  .nullable()
  .default(null);

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

async function analyticsOf(q: Queryable, siteId: number): Promise<AnalyticsRow[]> {
  return q.query<AnalyticsRow>(
    'SELECT section, script FROM analytics_scripts WHERE site_id = $1 ORDER BY id',
    [siteId],
  );
}

/** Whether money has moved on the site: its currency is then fixed (wallets hold amounts in it). */
async function moneyMoved(q: Queryable, siteId: number): Promise<boolean> {
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
  /** money has moved on the site: the currency can no longer change */
  currency_locked: boolean;
  currencies: string[];
  player_url: string;
}

async function settingsOf(ctx: RouteContext<unknown, unknown>, q: Queryable, site: SiteRow) {
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
async function changeSite(
  ctx: RouteContext<unknown, unknown>,
  section: Section | 'analytics' | 'compliance',
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

const setNames = route({
  method: 'POST',
  path: '/sites/:domain/names',
  access: 'sites.change',
  body: z.object({ site_name: line(80, 1), logo_text: line(40) }),
  async handle(ctx) {
    return changeSite(ctx, 'names', async (q, site) => {
      await q.query('UPDATE sites SET site_name = $2, logo_text = $3 WHERE id = $1', [
        site.id,
        ctx.body.site_name,
        ctx.body.logo_text,
      ]);
    });
  },
});

const setLogos = route({
  method: 'POST',
  path: '/sites/:domain/logos',
  access: 'sites.change',
  body: z.object({ logo1: logo, logo2: logo, logo3: logo }),
  async handle(ctx) {
    return changeSite(ctx, 'logos', async (q, site) => {
      await q.query('UPDATE sites SET logo1 = $2, logo2 = $3, logo3 = $4 WHERE id = $1', [
        site.id,
        ctx.body.logo1,
        ctx.body.logo2,
        ctx.body.logo3,
      ]);
    });
  },
});

const setCurrency = route({
  method: 'POST',
  path: '/sites/:domain/currency',
  access: 'sites.change',
  body: z.object({
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => SITE_CURRENCIES.includes(c), `one of ${SITE_CURRENCIES.join(', ')}`),
  }),
  async handle(ctx) {
    return changeSite(ctx, 'currency', async (q, site) => {
      if (site.currency === ctx.body.currency) return;
      if (await moneyMoved(q, site.id))
        throw new ConsoleError(
          409,
          'currencyInUse',
          `currency: the site's wallets already hold ${site.currency}; a currency changes only before the first deposit or bet`,
        );
      await q.query('UPDATE sites SET currency = $2 WHERE id = $1', [site.id, ctx.body.currency]);
    });
  },
});

/** SPEC §5 (the player site's own check, `validateTheme`): a known template, a colour of that template. */
function checkTheme(code: string, color: string) {
  const check = validateTheme(code, color);
  if (check.ok) return check;
  throw new ConsoleError(
    400,
    'invalidInput',
    check.message === 'Invalid theme code'
      ? `theme_code: ${check.message} (casino1-7, slot1-7, sportsbook1)`
      : `theme_color: ${check.message} (${code} has ${THEME_COLORS[code as keyof typeof THEME_COLORS].join(', ')})`,
  );
}

const themeBody = z.object({ theme_code: z.string().trim().max(32), theme_color: z.string().trim().max(32) });

const setTheme = route({
  method: 'POST',
  path: '/sites/:domain/theme',
  access: 'sites.change',
  body: themeBody,
  async handle(ctx) {
    const { code, color } = checkTheme(ctx.body.theme_code, ctx.body.theme_color);
    return changeSite(ctx, 'theme', async (q, site) => {
      await q.query('UPDATE sites SET theme_code = $2, theme_color = $3 WHERE id = $1', [
        site.id,
        code,
        color,
      ]);
    });
  },
});

/**
 * A signed template preview link (the operator API's `preview_token`, issue 9 §2): the site in that template ×
 * colour for whoever opens it, until it expires; nothing changes for anyone else.
 */
const previewLink = route({
  method: 'POST',
  path: '/sites/:domain/preview',
  access: 'sites.change',
  body: themeBody.extend({
    minutes: z.number().int().min(1).max(PREVIEW_MAX_MINUTES).default(PREVIEW_DEFAULT_MINUTES),
  }),
  async handle(ctx) {
    const { code, color } = checkTheme(ctx.body.theme_code, ctx.body.theme_color);
    const site = await siteOf(ctx.db, ctx.params.domain);
    const key = ctx.config.adminToken;
    if (!key)
      throw new ConsoleError(
        503,
        'previewUnavailable',
        'preview links are signed with a key derived from ADMIN_TOKEN, which is not set',
      );
    const exp = Math.floor(ctx.now / 1000) + ctx.body.minutes * 60;
    const token = mintPreviewToken(key, {
      site: site.domain_name,
      theme_code: code,
      theme_color: color,
      exp,
    });
    const expires_at = new Date(exp * 1000).toISOString();
    await consoleAudit(ctx.db, ctx.actor, {
      action: 'sites.preview_link',
      target: `site:${site.domain_name}`,
      after: { theme_code: code, theme_color: color, expires_at },
    });
    const url = playerSiteUrl(ctx.config, site.domain_name, `/?${new URLSearchParams({ preview: token })}`);
    return { token, url, expires_at };
  },
});

/**
 * The maintenance switch and window (docs/operations.md "Maintenance"): the site is closed to players while the
 * switch is on and the request's clock is inside the window (`maintenanceActive`), so a start ahead schedules
 * the closing and the end reopens the site by itself. Saved as given; the settings answer the switch and the
 * window as set, `state` what players get now and `maintenance_state` where the window stands, both at the
 * request's clock.
 */
const setMaintenance = route({
  method: 'POST',
  path: '/sites/:domain/maintenance',
  access: 'sites.change',
  body: z.object({ is_maintenance: z.boolean(), start_date: instant, end_date: instant }),
  async handle(ctx) {
    const { is_maintenance, start_date, end_date } = ctx.body;
    const start = start_date ? new Date(start_date) : null;
    const end = end_date ? new Date(end_date) : null;
    if (start && end && end <= start)
      throw new ConsoleError(400, 'invalidInput', 'end_date: must come after start_date');
    if (is_maintenance && end && end.getTime() <= ctx.now)
      throw new ConsoleError(
        400,
        'invalidInput',
        'end_date: already past; players would be told the maintenance ended — set a later end or none',
      );
    return changeSite(ctx, 'maintenance', async (q, site) => {
      await q.query(
        'UPDATE sites SET is_maintenance = $2, maintenance_start = $3, maintenance_end = $4 WHERE id = $1',
        [site.id, is_maintenance, start, end],
      );
    });
  },
});

const setLiveChat = route({
  method: 'POST',
  path: '/sites/:domain/live-chat',
  access: 'sites.change',
  body: z.object({ chat_id: chatId, image_id: chatId }),
  async handle(ctx) {
    return changeSite(ctx, 'live_chat', async (q, site) => {
      await q.query('UPDATE sites SET chat_id = $2, chat_image_id = $3 WHERE id = $1', [
        site.id,
        ctx.body.chat_id,
        ctx.body.image_id,
      ]);
    });
  },
});

/**
 * The site's analytics scripts (SPEC §7 `get_analytics`), replaced as a whole: each checked by the contract's
 * own schema (section HEAD or BODY), not empty, at most ANALYTICS_SCRIPT_MAX characters.
 */
const setAnalytics = route({
  method: 'POST',
  path: '/sites/:domain/analytics',
  access: 'sites.change',
  bodyLimit: 512 * 1024,
  body: z.object({
    scripts: z
      .array(
        z.object({
          section: z.string(),
          script: z.string().trim().min(1, 'required').max(ANALYTICS_SCRIPT_MAX),
        }),
      )
      .max(ANALYTICS_MAX, `at most ${ANALYTICS_MAX} scripts`),
  }),
  async handle(ctx) {
    const scripts = ctx.body.scripts.map((s, i) => {
      const checked = analyticsScript.safeParse(s);
      if (!checked.success) throw new ConsoleError(400, 'invalidInput', `scripts.${i}.section: HEAD or BODY`);
      return checked.data;
    });
    return changeSite(ctx, 'analytics', async (q, site) => {
      const before = await analyticsOf(q, site.id);
      await q.query('DELETE FROM analytics_scripts WHERE site_id = $1', [site.id]);
      for (const s of scripts)
        await q.query('INSERT INTO analytics_scripts (site_id, section, script) VALUES ($1, $2, $3)', [
          site.id,
          s.section,
          s.script,
        ]);
      return { before, after: scripts };
    });
  },
});

/**
 * The compliance settings of the account issue (docs/responsible-gaming.md), checked by the operator API's own
 * schema (`siteComplianceRequest`) and written by its own code (`writeCompliance`, which also keeps the
 * responsible-gaming audit row).
 */
const setCompliance = route({
  method: 'POST',
  path: '/sites/:domain/compliance',
  access: 'sites.change',
  body: z.record(z.string(), z.unknown()),
  async handle(ctx) {
    const site = await siteOf(ctx.db, ctx.params.domain);
    const { domain_name: _d, ...changes } = contractCheck(siteComplianceRequest, {
      ...ctx.body,
      domain_name: site.domain_name,
    });
    return changeSite(ctx, 'compliance', (q, site) => writeCompliance(q, site, changes, nowOf(ctx.config)));
  },
});

/** The sites routes of the console (ROUTES in routes.ts). */
export const SITES_CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  listSites,
  getSite,
  setNames,
  setLogos,
  setCurrency,
  setTheme,
  previewLink,
  setMaintenance,
  setLiveChat,
  setAnalytics,
  setCompliance,
] as ConsoleRoute[];
