import { describe, expect, it } from 'vitest';
import { missionPercent, periodEnd, timeLeft } from './period';

describe('mission periods', () => {
  it('a daily period ends at the next UTC midnight, a weekly one seven days after its Monday', () => {
    expect(new Date(periodEnd({ period: 'daily', period_key: '2026-11-23' })).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    expect(new Date(periodEnd({ period: 'weekly', period_key: '2026-11-23' })).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });
  it('counts down in days, hours and minutes, never below zero', () => {
    const end = Date.parse('2026-11-24T00:00:00Z');
    expect(timeLeft(end, Date.parse('2026-11-23T18:29:30Z'))).toEqual({ days: 0, hours: 5, minutes: 31 });
    expect(timeLeft(end, Date.parse('2026-11-20T00:00:00Z'))).toEqual({ days: 4, hours: 0, minutes: 0 });
    expect(timeLeft(end, end + 1000)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
  it('progress is capped at 100 and 0 when not computable', () => {
    expect(missionPercent({ progress: 1, target: 3 })).toBeCloseTo(33.33, 1);
    expect(missionPercent({ progress: 5, target: 3 })).toBe(100);
    expect(missionPercent({ progress: 5, target: 0 })).toBe(0);
  });
});
