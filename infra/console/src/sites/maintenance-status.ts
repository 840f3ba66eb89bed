/**
 * What the maintenance card says about the saved switch and window, as the player site applies them (a site is in
 * maintenance while the switch is on, the start has come and the end has not: `maintenanceActive`,
 * infra/src/api/site.ts). The server's `state` says whether it is closed now; the dates say what comes next.
 */
import type { SiteSettings } from './save';

export type MaintenanceStatus =
  | { key: 'maintenanceNow' }
  | { key: 'maintenanceNowUntil'; at: string }
  | { key: 'maintenanceScheduled'; at: string }
  | { key: 'maintenanceEnded'; at: string };

export function maintenanceStatus(
  settings: Pick<SiteSettings, 'maintenance' | 'state'>,
  now: number,
): MaintenanceStatus | null {
  const { is_maintenance, start_date, end_date } = settings.maintenance;
  if (!is_maintenance) return null;
  if (settings.state === 'maintenance')
    return end_date ? { key: 'maintenanceNowUntil', at: end_date } : { key: 'maintenanceNow' };
  if (settings.state !== 'open') return null;
  if (start_date && Date.parse(start_date) > now) return { key: 'maintenanceScheduled', at: start_date };
  if (end_date && Date.parse(end_date) <= now) return { key: 'maintenanceEnded', at: end_date };
  return null;
}
