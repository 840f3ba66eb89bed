import type { Bet } from '@site/shared';
import type { Queryable } from '../../db/index';
import { ApiRefusal } from '../envelope';
import { post } from './ledger';
import { settledStatus, settlementPayout, type Outcome } from './settlement';

export interface BetRow {
  id: number;
  player_id: number;
  bet_type: string;
  stake: number;
  odds: number;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number;
  potential_payout: number;
  placed_at: Date | string;
  settled_at: Date | string | null;
}

interface SelectionRow {
  bet_id: number;
  bet_type: string;
  home_away: 1 | 2 | 3;
  criteria1: string;
  home_team_name: string;
  away_team_name: string;
  names: Record<string, string>;
  odds: string | number | null;
  live_minute: number | null;
  live_home_score: number | null;
  live_away_score: number | null;
}

/** Bets as the bet history shows them: each with its selections, names flattened to home_name_{lang}. */
export async function betsWithSelections(q: Queryable, bets: BetRow[]): Promise<Bet[]> {
  const ids = bets.map((b) => b.id);
  const selections = ids.length
    ? await q.query<SelectionRow>(
        `SELECT bet_id, bet_type, home_away, criteria1, home_team_name, away_team_name, names, odds,
                live_minute, live_home_score, live_away_score
           FROM bet_selections WHERE bet_id = ANY($1::int[]) ORDER BY id`,
        [ids],
      )
    : [];
  return bets.map((b) => ({
    bet_id: b.id,
    bet_type: b.bet_type,
    stake: Number(b.stake),
    odds: Number(b.odds),
    status: b.status,
    payout: Number(b.payout),
    potential_payout: Number(b.potential_payout),
    placed_at: new Date(b.placed_at).toISOString(),
    settled_at: b.settled_at ? new Date(b.settled_at).toISOString() : null,
    selections: selections
      .filter((s) => s.bet_id === b.id)
      // a leg placed on the server's markets carries its odds (older seeded bets have none)
      // a leg placed while its event was live carries the score then (`live_score` "1-0", `live_minute`)
      .map(({ bet_id: _b, names, odds, live_minute, live_home_score, live_away_score, ...s }) => ({
        ...s,
        ...(names ?? {}),
        ...(odds === null ? {} : { odds: Number(odds) }),
        ...(live_home_score === null || live_away_score === null
          ? {}
          : { live_score: `${live_home_score}-${live_away_score}`, live_minute: Number(live_minute ?? 0) }),
      })),
  }));
}

/** One bet as the history shows it. */
export async function betView(q: Queryable, bet: BetRow): Promise<Bet> {
  const [view] = await betsWithSelections(q, [bet]);
  if (!view) throw new Error(`bet ${bet.id} has no view`);
  return view;
}

/**
 * Settles an open bet (the player's wallet must be locked): won → `win` of the potential payout, half_won (a
 * quarter line) → `win` of half of it plus half the stake, void → `refund` of the stake, half_lost → `refund` of
 * half the stake, lost → no movement. Half results are shown as won / lost with their payout. `payout`
 * overrides the amount (a parlay with void or half legs, settled by the feed: infra/src/sportsbook/settle.ts).
 * A bet that is no longer open is refused (`alreadySettled`): the row lock makes a second settlement wait, then
 * refuse, so a bet moves money once.
 */
export async function settleBet(
  q: Queryable,
  betId: number,
  result: Outcome,
  payoutOverride?: number,
): Promise<BetRow> {
  const [bet] = await q.query<BetRow>('SELECT * FROM bets WHERE id = $1 FOR UPDATE', [betId]);
  if (!bet) throw new ApiRefusal('notFound', 'bet_id: no such bet');
  if (bet.status !== 'open') throw new ApiRefusal('alreadySettled', `bet_id: the bet is ${bet.status}`);
  const payout = payoutOverride ?? settlementPayout(Number(bet.stake), Number(bet.potential_payout), result);
  const won = result === 'won' || result === 'half_won';
  if (won && payout > 0) await post(q, bet.player_id, 'win', payout, `bet:${bet.id}`);
  if (!won && payout > 0) await post(q, bet.player_id, 'refund', payout, `bet:${bet.id}`);
  const [done] = await q.query<BetRow>(
    'UPDATE bets SET status = $2, payout = $3, settled_at = now() WHERE id = $1 RETURNING *',
    [bet.id, settledStatus(result), payout],
  );
  return done as BetRow;
}
