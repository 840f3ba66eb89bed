import { afterEach, describe, expect, it, vi } from 'vitest';
import { maintenanceRefetchMs, maintenanceStatus, siteListRefetchMs } from './maintenance-status';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const at = (h: number) => new Date(NOW + h * 3_600_000).toISOString();
type Answer = Parameters<typeof maintenanceStatus>[0];
/** The parts of the site's settings answer the card reads: the window as set, and what the server decided. */
const settings = (
  maintenance_state: Answer['maintenance_state'],
  start_date: string | null,
  end_date: string | null,
  state: Answer['state'] = maintenance_state === 'active' ? 'maintenance' : 'open',
): Answer => ({
  maintenance: { is_maintenance: maintenance_state !== 'off', start_date, end_date },
  maintenance_state,
  state,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("what the maintenance card says: the server's maintenance_state, in words", () => {
  it('nothing while the switch is off, whatever the dates', () => {
    expect(maintenanceStatus(settings('off', at(1), at(2)))).toBeNull();
    expect(maintenanceStatus(settings('off', at(-2), at(-1)))).toBeNull();
  });

  it('active: closed now, until the end when there is one', () => {
    expect(maintenanceStatus(settings('active', null, null))).toEqual({ key: 'maintenanceNow' });
    expect(maintenanceStatus(settings('active', at(-1), at(2)))).toEqual({
      key: 'maintenanceNowUntil',
      at: at(2),
    });
  });

  it('scheduled: the site closes at the start', () => {
    expect(maintenanceStatus(settings('scheduled', at(3), at(5)))).toEqual({
      key: 'maintenanceScheduled',
      at: at(3),
    });
  });

  it('ended: the window is over at its end', () => {
    expect(maintenanceStatus(settings('ended', at(-5), at(-3)))).toEqual({
      key: 'maintenanceEnded',
      at: at(-3),
    });
  });

  it("the browser's clock plays no part: a start it reads as past is still scheduled when the server says so", () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW + 24 * 3_600_000);
    expect(maintenanceStatus(settings('scheduled', at(3), at(5)))).toEqual({
      key: 'maintenanceScheduled',
      at: at(3),
    });
  });

  it('nothing about maintenance for a site closed for another reason', () => {
    expect(maintenanceStatus(settings('scheduled', at(3), null, 'disabled'))).toBeNull();
    expect(maintenanceStatus(settings('active', at(-3), at(1), 'expired'))).toBeNull();
  });
});

describe('when the card asks the server again by itself (a window starting or ending while it is open)', () => {
  it('a second after the next boundary by the browser clock, within 5 s to a minute', () => {
    const s = (sec: number) => new Date(NOW + sec * 1000).toISOString();
    expect(maintenanceRefetchMs(settings('scheduled', s(20), s(3600)), NOW)).toBe(21_000);
    expect(maintenanceRefetchMs(settings('active', s(-60), s(30)), NOW)).toBe(31_000);
    // a boundary just passed (the clock is behind the server, or the answer came late): soon, not at once
    expect(maintenanceRefetchMs(settings('scheduled', s(-10), s(3600)), NOW)).toBe(5_000);
    // far ahead: once a minute, so a clock that is off still catches up
    expect(maintenanceRefetchMs(settings('scheduled', at(48), at(50)), NOW)).toBe(60_000);
  });

  it('never when nothing is ahead', () => {
    expect(maintenanceRefetchMs(settings('off', null, null), NOW)).toBe(false);
    expect(maintenanceRefetchMs(settings('ended', at(-2), at(-1)), NOW)).toBe(false);
    expect(maintenanceRefetchMs(settings('active', null, null), NOW)).toBe(false);
    expect(maintenanceRefetchMs(settings('scheduled', at(1), at(2), 'disabled'), NOW)).toBe(false);
  });

  it('the list: the soonest scheduled start, a minute while a site is closed, else never', () => {
    const row = (state: string, maintenance_scheduled: string | null = null) => ({
      state,
      maintenance_scheduled,
    });
    expect(siteListRefetchMs([row('open'), row('disabled')], NOW)).toBe(false);
    expect(siteListRefetchMs(undefined, NOW)).toBe(false);
    expect(
      siteListRefetchMs([row('open', new Date(NOW + 8_000).toISOString()), row('maintenance')], NOW),
    ).toBe(9_000);
    expect(siteListRefetchMs([row('open'), row('maintenance')], NOW)).toBe(60_000);
  });
});
