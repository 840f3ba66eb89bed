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
