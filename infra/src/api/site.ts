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

/** Whether a site takes players: `status` 1, not past `expired_date` (UTC day), not in maintenance. */
export function siteState(site: SiteRow, now = new Date()): SiteState {
  if (Number(site.status) !== 1) return 'disabled';
  // `date` columns arrive as 'YYYY-MM-DD' (db/index.ts parsers): the site works through that UTC day.
  const expired = site.expired_date as string | null | undefined;
  if (expired && String(expired).slice(0, 10) < now.toISOString().slice(0, 10)) return 'expired';
  if (site.is_maintenance) return 'maintenance';
  return 'open';
}

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);

/**
 * The refusal of a call on a closed site (issue 9.5): `siteMaintenance` (value and detail carry the window),
 * `siteDisabled` or `siteExpired`; null when the site is open or the call answers in that state.
 */
export function closedSiteAnswer(site: SiteRow, open?: 'maintenance' | 'always'): Envelope<never> | null {
  const state = siteState(site);
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
