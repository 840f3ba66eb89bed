/**
 * What the maintenance card says about the saved switch and window. The server decides where the window stands at
 * its own clock (`maintenance_state`, from `maintenanceState` in infra/src/api/site.ts, the rule the player site
 * applies) and the card only words it: the browser's clock may be off, and a card that read the dates against it
 * could say "scheduled" of a site players already find closed.
 */
import type { SiteSettings } from './save';

export type MaintenanceStatus =
  | { key: 'maintenanceNow' }
  | { key: 'maintenanceNowUntil'; at: string }
  | { key: 'maintenanceScheduled'; at: string }
  | { key: 'maintenanceEnded'; at: string };

export function maintenanceStatus(
  settings: Pick<SiteSettings, 'maintenance' | 'maintenance_state' | 'state'>,
): MaintenanceStatus | null {
  // a site closed for another reason (disabled, expired): its maintenance window is not what players see
  if (settings.state === 'disabled' || settings.state === 'expired') return null;
  const { start_date, end_date } = settings.maintenance;
  switch (settings.maintenance_state) {
    case 'active':
      return end_date ? { key: 'maintenanceNowUntil', at: end_date } : { key: 'maintenanceNow' };
    case 'scheduled':
      return start_date ? { key: 'maintenanceScheduled', at: start_date } : null;
    case 'ended':
      return end_date ? { key: 'maintenanceEnded', at: end_date } : null;
    case 'off':
      return null;
  }
}

/** The refetch bounds: not sooner than 5 s, not later than a minute (a browser clock off by a lot still catches up). */
export const REFETCH_MIN_MS = 5_000;
export const REFETCH_MAX_MS = 60_000;

const untilBoundary = (iso: string, now: number) =>
  Math.min(REFETCH_MAX_MS, Math.max(REFETCH_MIN_MS, Date.parse(iso) - now + 1_000));

/**
 * When the card (or the list) asks the server again by itself, so it follows a window's start and end without a
 * reload: a second after the next boundary by the browser's clock (the start of a scheduled window, the end of an
 * active one), within [5 s, 60 s] — the server still decides what the state is; the browser's clock only picks when
 * to ask. `false` when no boundary is ahead (off, ended, an active window without an end, a site closed otherwise).
 */
export function maintenanceRefetchMs(
  settings: Pick<SiteSettings, 'maintenance' | 'maintenance_state' | 'state'>,
  now = Date.now(),
): number | false {
  // the boundary ahead is what the card says is ahead: the start of a scheduled window, the end of an active one
  const status = maintenanceStatus(settings);
  return status?.key === 'maintenanceScheduled' || status?.key === 'maintenanceNowUntil'
    ? untilBoundary(status.at, now)
    : false;
}

/** The same for the list of sites: the soonest scheduled start; a minute while a site is closed for maintenance. */
export function siteListRefetchMs(
  items: readonly { state: string; maintenance_scheduled: string | null }[] | undefined,
  now = Date.now(),
): number | false {
  const delays = (items ?? []).map((s) =>
    s.maintenance_scheduled
      ? untilBoundary(s.maintenance_scheduled, now)
      : s.state === 'maintenance'
        ? REFETCH_MAX_MS
        : Infinity,
  );
  const soonest = Math.min(Infinity, ...delays);
  return Number.isFinite(soonest) ? soonest : false;
}
