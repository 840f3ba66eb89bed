import { describe, expect, it } from 'vitest';
import { NOTICE_HORIZON_MS, upcomingWindow } from './upcoming';

const now = Date.parse('2026-11-27T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('upcomingWindow: which scheduled maintenance window players are told of', () => {
  it('a window saved ahead, starting within the horizon, with its end', () => {
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(3_600_000), end_date: at(7_200_000) }, now),
    ).toEqual({ start: at(3_600_000), end: at(7_200_000) });
  });

  it('no end, or an end not after the start: announced without one', () => {
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(60_000), end_date: null }, now)?.end,
    ).toBeNull();
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(60_000), end_date: at(1_000) }, now)?.end,
    ).toBeNull();
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(60_000), end_date: 'soon' }, now)?.end,
    ).toBeNull();
  });

  it('not before the horizon, not once started, not while in force, not without a start or with a bad date', () => {
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(NOTICE_HORIZON_MS + 1), end_date: null }, now),
    ).toBeNull();
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(NOTICE_HORIZON_MS), end_date: null }, now),
    ).not.toBeNull();
    expect(
      upcomingWindow({ is_maintenance: false, start_date: at(0), end_date: at(60_000) }, now),
    ).toBeNull();
    expect(upcomingWindow({ is_maintenance: true, start_date: at(60_000), end_date: null }, now)).toBeNull();
    expect(upcomingWindow({ is_maintenance: false, start_date: null, end_date: at(60_000) }, now)).toBeNull();
    expect(upcomingWindow({ is_maintenance: false, start_date: 'tomorrow', end_date: null }, now)).toBeNull();
    expect(upcomingWindow(undefined, now)).toBeNull();
  });
});
