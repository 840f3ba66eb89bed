import { describe, expect, it } from 'vitest';
import { maintenanceStatus } from './maintenance-status';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const at = (h: number) => new Date(NOW + h * 3_600_000).toISOString();
const settings = (
  is_maintenance: boolean,
  start_date: string | null,
  end_date: string | null,
  state: 'open' | 'maintenance' | 'disabled' | 'expired',
) => ({ maintenance: { is_maintenance, start_date, end_date }, state });

describe('what the maintenance card says about the saved window', () => {
  it('nothing while the switch is off, whatever the dates', () => {
    expect(maintenanceStatus(settings(false, at(1), at(2), 'open'), NOW)).toBeNull();
    expect(maintenanceStatus(settings(false, at(-2), at(-1), 'open'), NOW)).toBeNull();
  });

  it('closed now, until the end when there is one', () => {
    expect(maintenanceStatus(settings(true, null, null, 'maintenance'), NOW)).toEqual({
      key: 'maintenanceNow',
    });
    expect(maintenanceStatus(settings(true, at(-1), at(2), 'maintenance'), NOW)).toEqual({
      key: 'maintenanceNowUntil',
      at: at(2),
    });
  });

  it('a start ahead is a scheduled closing; an end passed is a window over', () => {
    expect(maintenanceStatus(settings(true, at(3), at(5), 'open'), NOW)).toEqual({
      key: 'maintenanceScheduled',
      at: at(3),
    });
    expect(maintenanceStatus(settings(true, at(-5), at(-3), 'open'), NOW)).toEqual({
      key: 'maintenanceEnded',
      at: at(-3),
    });
  });

  it('nothing about maintenance for a site closed for another reason', () => {
    expect(maintenanceStatus(settings(true, at(3), null, 'disabled'), NOW)).toBeNull();
    expect(maintenanceStatus(settings(true, at(-3), at(-1), 'expired'), NOW)).toBeNull();
  });
});
