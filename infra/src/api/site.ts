import type { Envelope } from '@site/shared';
import type { Queryable } from '../db/index';
import { fail } from './envelope';
import type { SiteRow } from './types';

/** The site for a domain name; `www.` and a port are ignored; `127.0.0.1` is `localhost`; junk finds none. */
export async function findSite(db: Queryable, domain: string): Promise<SiteRow | null> {
  let d = domain
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (d === '127.0.0.1' || d === '[::1]') d = 'localhost';
  // Not a host name (control characters, spaces, …): no site, without asking the database.
  if (!/^[a-z0-9.-]{1,253}$/.test(d)) return null;
  const rows = await db.query<SiteRow>('SELECT * FROM sites WHERE domain_name = $1', [d]);
  return rows[0] ?? null;
}

export type SiteState = 'open' | 'maintenance' | 'disabled' | 'expired';

/** An instant of a `timestamptz` column (a Date, or a string the driver gave), in ms; null when unset. */
function instant(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const ms = new Date(v as string | Date).getTime();
  return Number.isNaN(ms) ? null : ms;
}

export type MaintenanceState = 'off' | 'scheduled' | 'active' | 'ended';

/**
 * Where the operator's maintenance window stands at `now` (docs/operations.md "Maintenance"): `off` while the switch
 * (`is_maintenance`) is off, whatever the dates; with it on, `scheduled` before `maintenance_start`, `ended` from
 * `maintenance_end` on, `active` in between — from the start (none: as soon as the switch is on) up to, not
 * including, the end (none: until the switch goes off). The one decision every reader takes its answer from: the
 * player calls' check (`closedSiteAnswer`), the startup answer's `maintenance.is_maintenance`, the page's status,
 * the console's site `state`, its list's `maintenance_scheduled` and its card's `maintenance_state`. `now` is the
 * request's clock (`nowOf(config)`), never a cached decision: site rows are read per request, so the site closes
 * and reopens by itself at those instants.
 */
export function maintenanceState(
  site: Readonly<Record<string, unknown>>, // a `sites` row: is_maintenance, maintenance_start, maintenance_end
  now: Date | number,
): MaintenanceState {
  if (!site.is_maintenance) return 'off';
  const at = typeof now === 'number' ? now : now.getTime();
  const start = instant(site.maintenance_start);
  const end = instant(site.maintenance_end);
  if (start !== null && at < start) return 'scheduled';
  if (end !== null && at >= end) return 'ended';
  return 'active';
}

/** Whether the operator's maintenance is in force at `now`: the window `active` (`maintenanceState`). */
export function maintenanceActive(site: Readonly<Record<string, unknown>>, now: Date | number): boolean {
  return maintenanceState(site, now) === 'active';
}

/**
 * The start of a maintenance window that is `scheduled` at `now` (`maintenanceState`: the switch on, the start
 * still ahead) as an ISO instant; null otherwise. The console's list shows it beside the site's state, which is
 * still `open`.
 */
export function maintenanceScheduledAt(
  site: Readonly<Record<string, unknown>>,
  now: Date | number,
): string | null {
  const start = instant(site.maintenance_start);
  return start !== null && maintenanceState(site, now) === 'scheduled' ? new Date(start).toISOString() : null;
}

/**
 * Whether a site takes players at `now` (the request's clock): `status` 1, not past `expired_date` (UTC day),
 * not in maintenance (`maintenanceActive`).
 */
export function siteState(site: SiteRow, now: Date | number): SiteState {
  const at = typeof now === 'number' ? new Date(now) : now;
  if (Number(site.status) !== 1) return 'disabled';
  // `date` columns arrive as 'YYYY-MM-DD' (db/index.ts parsers): the site works through that UTC day.
  const expired = site.expired_date as string | null | undefined;
  if (expired && String(expired).slice(0, 10) < at.toISOString().slice(0, 10)) return 'expired';
  if (maintenanceActive(site, at)) return 'maintenance';
  return 'open';
}

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);

/**
 * The refusal of a call on a closed site at `now` (issue 9.5): `siteMaintenance` (value and detail carry the
 * window), `siteDisabled` or `siteExpired`; null when the site is open or the call answers in that state.
 */
export function closedSiteAnswer(
  site: SiteRow,
  now: Date | number,
  open?: 'maintenance' | 'always',
): Envelope<never> | null {
  const state = siteState(site, now);
  if (state === 'open' || open === 'always' || (state === 'maintenance' && open === 'maintenance'))
    return null;
  if (state === 'maintenance') {
    const window = { start_date: iso(site.maintenance_start), end_date: iso(site.maintenance_end) };
    const detail = window.end_date
      ? `the site is in maintenance until ${window.end_date}`
      : 'the site is in maintenance';
    return fail('siteMaintenance', detail, -503, window);
  }
  if (state === 'expired') return fail('siteExpired', 'the site is not available', -403);
  return fail('siteDisabled', 'the site is not available', -403);
}
