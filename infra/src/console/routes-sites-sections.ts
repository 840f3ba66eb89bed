import { z } from 'zod';
import { ConsoleError } from './errors';
import { BIDI, CONTROL, DATE_REASON, isConsoleDate } from './input-text';
import { route } from './route';
import { changeSite, moneyMoved, SITE_CURRENCIES } from './site-settings';

/**
 * The settings sections that are columns of the site's row — names, logos, currency, maintenance window, live
 * chat — each saved by `POST /sites/:domain/<section>` through `changeSite` (site-settings.ts), with its fields'
 * rules here.
 */

const line = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'required' : `at least ${min} characters`)
    .max(max, `at most ${max} characters`)
    .refine((s) => !CONTROL.test(s) && !/[\r\n]/.test(s), 'one line, no control characters')
    .refine((s) => !BIDI.test(s), 'no bidirectional control characters (they reorder the text around them)');

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
const instant = z.string().refine(isConsoleDate, DATE_REASON).nullable().default(null);

export const setNames = route({
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

export const setLogos = route({
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

export const setCurrency = route({
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

/**
 * The maintenance switch and window (docs/operations.md "Maintenance"): the site is closed to players while the
 * switch is on and the request's clock is inside the window (`maintenanceActive`), so a start ahead schedules
 * the closing and the end reopens the site by itself. Saved as given; the settings answer the switch and the
 * window as set, `state` what players get now and `maintenance_state` where the window stands, both at the
 * request's clock.
 */
export const setMaintenance = route({
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

export const setLiveChat = route({
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
