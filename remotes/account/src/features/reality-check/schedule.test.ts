import { describe, expect, it } from 'vitest';
import type { RealityCheck } from '@site/shared';
import { hoursMinutes, MAX_WAIT_MS, MIN_WAIT_MS, nextReadIn } from './schedule';

const view = (v: Partial<RealityCheck>): RealityCheck => ({
  interval: 30,
  session_started_at: '2026-01-01T10:00:00.000Z',
  elapsed_seconds: 600,
  stakes: 0,
  net_result: 0,
  next_due_at: '2026-01-01T10:30:00.000Z',
  due: false,
  ...v,
});

describe('when the reality check is read again', () => {
  it("waits until the next check by the server's clock, at most five minutes", () => {
    expect(nextReadIn(view({ elapsed_seconds: 28 * 60 }))).toBe(2 * 60_000);
    expect(nextReadIn(view({ elapsed_seconds: 600 }))).toBe(MAX_WAIT_MS);
    expect(nextReadIn(view({ elapsed_seconds: 30 * 60 - 0.2 }))).toBe(MIN_WAIT_MS);
  });

  it('reads every five minutes when off or unknown, every minute while a check is due', () => {
    expect(nextReadIn(undefined)).toBe(MAX_WAIT_MS);
    expect(nextReadIn(view({ interval: 0, next_due_at: null }))).toBe(MAX_WAIT_MS);
    expect(nextReadIn(view({ due: true }))).toBe(60_000);
  });

  it('shows session time in hours and minutes', () => {
    expect(hoursMinutes(31 * 60 + 59)).toEqual({ hours: 0, minutes: 31 });
    expect(hoursMinutes(2 * 3600 + 5 * 60)).toEqual({ hours: 2, minutes: 5 });
  });
});
