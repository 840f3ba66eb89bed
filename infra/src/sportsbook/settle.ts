/**
 * Automatic settlement of finished events (issue 14 §3): every open bet with a leg on a finished event is
 * settled from the final results through the existing `settleBet` (one ledger movement per bet: `win`, `refund`
 * or none). A single settles at once; a parlay when all its legs' events have finished. Safe to run twice or on
 * two servers at once: each bet is settled in its own transaction under the player's wallet lock and the bet's
 * row lock, and only while it is still `open` (a second run finds it settled and moves nothing). It answers the bets
 * it settled and their events, so the feed can push `settled` once every one of those transactions has
 * committed (docs/sportsbook.md "Feed").
 */
import type { Db, Queryable } from '../db/index';
import { settleBet } from '../api/domain/bets';
import { lockWallet } from '../api/domain/ledger';
import type { Outcome } from '../api/domain/settlement';
import { parlayOddsMilli, selectionOutcome, type MatchResult } from './outcomes';

/** The result columns of a `sport_events` row (migration 023), as the feed writes them and settlement reads them. */
export interface ResultColumns {
  home_score: number;
  away_score: number;
  ht_home_score: number | null;
  ht_away_score: number | null;
  first_scorer: 1 | 2 | null;
  last_scorer: 1 | 2 | null;
  ht_last_scorer: 1 | 2 | null;
}

interface LegRow extends ResultColumns {
  event_id: number | null;
  bet_type: string;
  criteria1: string;
  home_away: 1 | 2 | 3;
  odds: string | number | null;
  phase: string | null;
}

export function resultOfRow(r: ResultColumns): MatchResult {
  return {
    home: r.home_score,
    away: r.away_score,
    ht_home: r.ht_home_score,
    ht_away: r.ht_away_score,
    first_scorer: r.first_scorer,
    last_scorer: r.last_scorer,
    ht_last_scorer: r.ht_last_scorer,
  };
}

/** How a bet settles from its legs' outcomes: a result and, for a parlay with void / half legs, the payout. */
export function betSettlement(
  betType: string,
  stake: number,
  legs: { odds_milli: number; outcome: Outcome | null }[],
): { result: Outcome; payout?: number } | null {
  if (betType !== 'PARLAY') {
    const o = legs[0]?.outcome ?? null;
    return o === null ? null : { result: o };
  }
  const milli = parlayOddsMilli(legs);
  if (milli === null) return null;
  if (legs.every((l) => l.outcome === 'won')) return { result: 'won' };
  if (milli === 0) return { result: 'lost' };
  if (milli === 1000) return { result: 'void' };
  const payout = Math.floor((stake * milli) / 1000);
  // more than the stake back is a win; less is a loss with part of the stake returned
  return milli > 1000 ? { result: 'won', payout } : { result: 'half_lost', payout };
}

/** What a settlement run did: the bets it settled and the events of their legs (each once, ascending). */
export interface Settled {
  bets: number[];
  events: number[];
}

/** The events of the legs of `betIds` (each once, ascending): what a `settled` push names. */
export async function eventsOfBets(q: Queryable, betIds: number[]): Promise<number[]> {
  if (!betIds.length) return [];
  const rows = await q.query<{ event_id: number }>(
    `SELECT DISTINCT m.event_id FROM bet_selections bs
       JOIN sport_selections s ON s.id = bs.selection_id
       JOIN sport_markets m ON m.id = s.market_id
      WHERE bs.bet_id = ANY($1::int[]) ORDER BY m.event_id`,
    [betIds],
  );
  return rows.map((r) => Number(r.event_id));
}

/** Settles what can be settled, each bet in its own transaction; answers once all of them have committed. */
export async function settleFinished(db: Db): Promise<Settled> {
  const open = await db.query<{ bet_id: number; player_id: number }>(
    `SELECT DISTINCT b.id AS bet_id, b.player_id
       FROM bets b
       JOIN bet_selections bs ON bs.bet_id = b.id
       JOIN sport_selections s ON s.id = bs.selection_id
       JOIN sport_markets m ON m.id = s.market_id
       JOIN sport_events e ON e.id = m.event_id
      WHERE b.status = 'open' AND e.phase = 'finished'
      ORDER BY b.id`,
  );
  const settled: number[] = [];
  const events = new Set<number>();
  for (const b of open) {
    const done = await db.tx(async (q) => {
      await lockWallet(q, b.player_id);
      const [bet] = await q.query<{ status: string; bet_type: string; stake: number }>(
        'SELECT status, bet_type, stake FROM bets WHERE id = $1 FOR UPDATE',
        [b.bet_id],
      );
      if (!bet || bet.status !== 'open') return null;
      const legs = await q.query<LegRow>(
        `SELECT e.id AS event_id, bs.bet_type, bs.criteria1, bs.home_away, bs.odds, e.phase, e.home_score, e.away_score,
                e.ht_home_score, e.ht_away_score, e.first_scorer, e.last_scorer, e.ht_last_scorer
           FROM bet_selections bs
           LEFT JOIN sport_selections s ON s.id = bs.selection_id
           LEFT JOIN sport_markets m ON m.id = s.market_id
           LEFT JOIN sport_events e ON e.id = m.event_id
          WHERE bs.bet_id = $1 ORDER BY bs.id`,
        [b.bet_id],
      );
      const how = betSettlement(
        bet.bet_type,
        Number(bet.stake),
        legs.map((l) => ({
          odds_milli: Math.round(Number(l.odds ?? 0) * 1000),
          outcome: l.phase === 'finished' ? selectionOutcome(l, resultOfRow(l)) : null,
        })),
      );
      if (!how) return null;
      await settleBet(q, b.bet_id, how.result, how.payout);
      return legs.flatMap((l) => (l.event_id === null ? [] : [Number(l.event_id)]));
    });
    if (!done) continue;
    settled.push(b.bet_id);
    for (const id of done) events.add(id);
  }
  await db.query(
    `UPDATE sport_events e SET settled_at = now()
      WHERE e.phase = 'finished' AND e.settled_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM bet_selections bs
          JOIN bets b ON b.id = bs.bet_id AND b.status = 'open'
          JOIN sport_selections s ON s.id = bs.selection_id
          JOIN sport_markets m ON m.id = s.market_id
         WHERE m.event_id = e.id)`,
  );
  return { bets: settled, events: [...events].sort((x, y) => x - y) };
}
