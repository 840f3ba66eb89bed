/**
 * A bet can settle while the player watches /sports: when the feed finishes a live match it settles every open
 * bet on it (infra/src/sportsbook/feed.ts, settle.ts), and the operator can settle a bet by hand; either moves
 * money. Once the settlement's transactions have committed the server pushes `settled` (with the events whose
 * bets were settled); on it the page refreshes what a settlement concerns (the header balance and the other
 * money-movement queries, and the bet history) for the signed-in player, without waiting for the 30 s freshness
 * of those queries. The money has moved when the push arrives, so one refresh is enough: no guessed delays.
 *
 * A burst (several settlements a moment apart) is coalesced: a push while a refresh is on its way makes one more
 * refresh once it is done (that one reads everything settled meanwhile), however many pushes came.
 */
import type { FeedPush } from '../view';

/** A push saying bets were settled (and committed). */
export function isSettledPush(push: FeedPush): boolean {
  return push.type === 'settled';
}

/**
 * Runs `refresh` on `settled()`; while one runs, further `settled()` calls make one more run after it (never
 * two at once). `stop` drops what is pending (unmount).
 */
export function settleRefresher(refresh: () => Promise<unknown>) {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      await refresh();
    } catch {
      // a failed refresh leaves the queries to their own freshness
    } finally {
      running = false;
    }
    if (again && !stopped) {
      again = false;
      await run();
    }
  };
  return {
    settled(): void {
      if (stopped) return;
      if (running) again = true;
      else void run();
    },
    stop(): void {
      stopped = true;
      again = false;
    },
  };
}
