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

/** Learns the offset from the server's time and the device's time when the page's answer began to arrive. */
export function syncServerClock(serverTime: number | null, receivedAt: number): void {
  offset = serverTime === null ? 0 : serverTime - receivedAt;
}

/** Learns the offset from this page (its site config and its navigation's timing). */
export function syncServerClockFromPage(): void {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const receivedAt = nav?.responseStart ? performance.timeOrigin + nav.responseStart : Date.now();
  syncServerClock(readSiteConfig().serverTime, receivedAt);
}

/** Now, by the server's clock (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offset;
}
