/**
 * A player left on the maintenance screen gets the site back by themselves once the window ends (the server reopens
 * the site at its end: docs/operations.md "Maintenance"): the screen reloads the page shortly after the end. The
 * reloads of everyone waiting are spread over REOPEN_SPREAD_MS so they do not all reach the server in the same
 * second.
 */
export const REOPEN_SPREAD_MS = 15_000;

/** The longest delay a browser timer keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long to wait before reloading, or null when there is nothing to wait for (no end, already past, too far). */
export function reopenDelay(endDate: string | null, now: number, random: number): number | null {
  if (!endDate) return null;
  const end = Date.parse(endDate);
  if (!Number.isFinite(end) || end <= now) return null;
  const wait = end - now + Math.floor(random * REOPEN_SPREAD_MS);
  return wait > MAX_TIMER_MS ? null : wait;
}
