import type { RealityCheck } from '@site/shared';

/** Never wait longer than this between two reads (a changed interval, a drifting clock, a sleeping laptop). */
export const MAX_WAIT_MS = 5 * 60_000;
/** Nor less than this. */
export const MIN_WAIT_MS = 1_000;

/**
 * How long to wait before asking `account/reality_check` again, by the server's clock: the server's "now" is the
 * session's start plus the elapsed time it answered, so a wrong clock in the browser does not move the check.
 * While a check is due (the modal is up) the answer is read again every minute.
 */
export function nextReadIn(view: RealityCheck | undefined): number {
  if (!view || view.interval === 0 || !view.next_due_at) return MAX_WAIT_MS;
  if (view.due) return 60_000;
  const serverNow = Date.parse(view.session_started_at) + view.elapsed_seconds * 1000;
  const wait = Date.parse(view.next_due_at) - serverNow;
  return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, wait));
}

/** Session time in whole hours and minutes. */
export function hoursMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
