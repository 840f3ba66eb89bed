/**
 * A bet can settle while the player watches /sports: when the feed finishes a live match it settles every open
 * bet on it (infra/src/sportsbook/feed.ts, settle.ts), which moves money. The feed pushes `finished` (a `score`
 * with phase `finished`, then an `event` of kind `finished`); on those pushes the page refreshes what a settlement
 * concerns (the header balance and the other money-movement queries, and the bet history) for the signed-in
 * player, without waiting for the 30 s freshness of those queries.
 *
 * Timing: the server publishes `finished` while it finishes the match, and settles the match's bets right after
 * (in the same serial step of the feed). So the refresh runs a moment after the push (`SETTLE_REFRESH_MS`) and
 * once more later, for a loaded server; several matches finishing together make one refresh of each.
 */
import type { FeedPush } from '../view';

/** The delays (ms after the last `finished` push) at which the settlement's queries are refreshed. */
export const SETTLE_REFRESH_MS = [800, 4_000] as const;

/** A push saying a match has finished (so its bets are being settled). */
export function isFinishPush(push: FeedPush): boolean {
  return (
    (push.type === 'event' && push.data.kind === 'finished') ||
    (push.type === 'score' && push.data.phase === 'finished')
  );
}

/**
 * Runs `refresh` at each of `delays` after a finish; a finish while refreshes are pending starts the delays
 * again (one refresh per delay for a burst of finishes). `stop` cancels what is pending (unmount).
 */
export function settleRefresher(refresh: () => void, delays: readonly number[] = SETTLE_REFRESH_MS) {
  let timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    for (const t of timers) clearTimeout(t);
    timers = [];
  };
  return {
    finished() {
      stop();
      timers = delays.map((ms) => setTimeout(refresh, ms));
    },
    stop,
  };
}
