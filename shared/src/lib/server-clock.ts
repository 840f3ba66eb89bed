import { readSiteConfig } from './cookies';

/**
 * The server's clock, as the page learnt it. A player's device clock may be off by minutes or by days; what the
 * server schedules — a maintenance window's start and end (when the notice shows, when the page reloads itself), a
 * mission period's reset, whether a match is today — is compared with the server's time instead. The server writes
 * its time into the page (`serverTime` of the site config); the shell learns the difference from the device's clock
 * at start (`syncServerClockFromPage`), and it holds for the page's life. One module of the `@site/shared`
 * singleton, so every remote reads the same clock.
 */
let offset = 0;

/** Learns the offset from the server's time and the device's time when it was read (`receivedAt`). */
export function syncServerClock(serverTime: number | null, receivedAt: number): void {
  offset = serverTime === null ? 0 : serverTime - receivedAt;
}

/**
 * Learns the offset from this page's site config, as the shell starts. The server's time is a little older than
 * the device's now (the page's transfer and the shell's scripts, a second or two at most): the server's clock as
 * the page knows it may lag by that much, which the minutes of a maintenance window or a countdown do not see.
 * Only `Date.now()` is read: the navigation's timing is on another clock, which a device (or a test's clock) may
 * have moved since.
 */
export function syncServerClockFromPage(): void {
  syncServerClock(readSiteConfig().serverTime, Date.now());
}

/** Now, by the server's clock (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offset;
}
