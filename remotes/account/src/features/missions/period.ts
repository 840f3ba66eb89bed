import type { Mission } from '@site/shared';

const DAY = 86_400_000;

/** When a mission's period ends: its `period_key` (UTC day it started) plus one day or one week. */
export function periodEnd(m: Pick<Mission, 'period' | 'period_key'>): number {
  const start = Date.parse(`${m.period_key}T00:00:00Z`);
  return start + (m.period === 'weekly' ? 7 : 1) * DAY;
}

/** Time left until `end` as whole days, hours and minutes (never negative; a started minute counts). */
export function timeLeft(end: number, now: number): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, end - now);
  const minutesTotal = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}

/** Progress as a percentage of the target, capped at 100; 0 when the target is not positive. */
export function missionPercent(m: Pick<Mission, 'progress' | 'target'>): number {
  if (!(m.target > 0) || !Number.isFinite(m.progress)) return 0;
  return Math.max(0, Math.min(100, (m.progress / m.target) * 100));
}
