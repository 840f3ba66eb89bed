import type { Queryable } from '../../db/index';
import { ApiRefusal } from '../envelope';

/**
 * Server-side pricing of a bet (issue 9.3): a bet names selections the server knows (`sport_selections`) and the
 * odds the player saw; the price is the server's own. Unknown selections, closed or started events and moved
 * prices are refused, so a client can never choose its odds or invent its teams.
 */
export interface PricedSelection {
  selection_id: number;
  event_id: number;
  bet_type: string;
  criteria1: string;
  home_away: 1 | 2 | 3;
  label: string;
  home_team: string;
  away_team: string;
  names: Record<string, string>;
  odds: number;
  price_version: number;
  starts_at: Date | string;
  open: boolean;
  /** the event's phase and, while live, its minute and score (a live bet remembers them) */
  phase: 'not_started' | 'live' | 'finished';
  minute: number;
  home_score: number;
  away_score: number;
}

/**
 * Whether an event takes bets: open, and either not started yet (its start still ahead) or live (the feed plays
 * it: infra/src/sportsbook/feed.ts). A finished event, or one whose start passed before the feed kicked it off,
 * does not.
 */
const BETTABLE = `e.status = 'open' AND (e.phase = 'live' OR (e.phase = 'not_started' AND e.starts_at > now()))`;

/** Highest combined odds of a bet (caps a PARLAY's payout at stake × 1000). */
export const MAX_BET_ODDS = 1000;

const SELECT = `
  SELECT s.id AS selection_id, e.id AS event_id, m.bet_type, m.criteria1, s.home_away, s.label,
         e.home_team, e.away_team, e.names, s.odds, s.price_version, e.starts_at,
         (${BETTABLE} AND m.status = 'open') AS open, e.phase, e.minute, e.home_score, e.away_score
    FROM sport_selections s
    JOIN sport_markets m ON m.id = s.market_id
    JOIN sport_events e ON e.id = m.event_id`;

/** The selections named, with their current price, locked against a price change until the transaction ends. */
export async function currentPrices(q: Queryable, ids: number[]): Promise<PricedSelection[]> {
  const rows = await q.query<PricedSelection>(`${SELECT} WHERE s.id = ANY($1::int[]) FOR SHARE OF s`, [ids]);
  return rows.map((r) => ({ ...r, odds: Number(r.odds) }));
}

/**
 * Prices a bet from the server's data. `wanted` pairs each selection id with the odds the player accepted.
 * Refuses: an unknown selection (`selectionNotFound`), a suspended, closed, finished or started-but-not-live
 * event (`marketClosed`; a live event takes bets while its market is open), a
 * price that moved (`oddsChanged`, detail lists the current odds), a PARLAY with two legs of one event, a
 * single whose bet type is not its market's, and combined odds above MAX_BET_ODDS (`oddsAboveMaximum`, its own
 * status so the slip words it as itself; the slip refuses above the cap before sending, this is the guard).
 * Returns the legs in request order and the combined odds in thousandths (exact integer arithmetic).
 */
export async function priceBet(
  q: Queryable,
  betType: string,
  wanted: { selection_id: number; odds: number }[],
): Promise<{ legs: PricedSelection[]; oddsMilli: number }> {
  const ids = wanted.map((w) => w.selection_id);
  if (new Set(ids).size !== ids.length) throw new ApiRefusal('invalidInput', 'selections: listed twice');
  const found = new Map((await currentPrices(q, ids)).map((s) => [s.selection_id, s]));
  const legs = ids.map((id) => {
    const leg = found.get(id);
    if (!leg) throw new ApiRefusal('selectionNotFound', `selection_id ${id}: no such selection`);
    return leg;
  });
  const closed = legs.find((l) => !l.open);
  if (closed) throw new ApiRefusal('marketClosed', `selection_id ${closed.selection_id}: betting has closed`);
  const moved = legs.filter((l, i) => Math.round(l.odds * 1000) !== Math.round(wanted[i]!.odds * 1000));
  if (moved.length)
    throw new ApiRefusal(
      'oddsChanged',
      moved.map((l) => `selection_id ${l.selection_id}: now ${l.odds.toFixed(2)}`).join('; '),
    );
  if (betType === 'PARLAY') {
    if (new Set(legs.map((l) => l.event_id)).size !== legs.length)
      throw new ApiRefusal('invalidInput', 'selections: a PARLAY takes one selection per event');
  } else if (legs[0]!.bet_type !== betType) {
    throw new ApiRefusal('invalidInput', `bet_type: the selection is a ${legs[0]!.bet_type} market`);
  }
  let oddsMilli = 1000;
  for (const l of legs) oddsMilli = Math.floor((oddsMilli * Math.round(l.odds * 1000)) / 1000);
  if (oddsMilli > MAX_BET_ODDS * 1000)
    throw new ApiRefusal('oddsAboveMaximum', `selections: combined odds above ${MAX_BET_ODDS}`);
  return { legs, oddsMilli };
}

/**
 * Open events with their markets and current prices, soonest first (what a bet slip may offer): live events (the
 * feed's; with `phase`, `minute` and the score) and events still to start. Suspended markets are listed with
 * `status: 'suspended'` (shown greyed; place_bet refuses them).
 */
export async function openEvents(q: Queryable, sport: string | null, limit: number) {
  const events = await q.query<{
    event_id: number;
    sport: string;
    league: string;
    home_team: string;
    away_team: string;
    names: Record<string, string>;
    starts_at: Date | string;
    phase: 'not_started' | 'live';
    minute: number;
    home_score: number;
    away_score: number;
  }>(
    `SELECT e.id AS event_id, e.sport, e.league, e.home_team, e.away_team, e.names, e.starts_at,
            e.phase, e.minute, e.home_score, e.away_score
       FROM sport_events e
      WHERE ${BETTABLE} AND ($1::text IS NULL OR e.sport = $1)
      ORDER BY e.starts_at, e.id LIMIT $2`,
    [sport, limit],
  );
  const ids = events.map((e) => e.event_id);
  const rows = ids.length
    ? await q.query<PricedSelection & { market_id: number; status: 'open' | 'suspended' }>(
        `SELECT s.id AS selection_id, m.id AS market_id, m.event_id, m.bet_type, m.criteria1, m.status, s.home_away,
                s.label, s.odds, s.price_version
           FROM sport_selections s JOIN sport_markets m ON m.id = s.market_id
          WHERE m.event_id = ANY($1::int[]) AND m.status IN ('open', 'suspended') ORDER BY m.id, s.home_away`,
        [ids],
      )
    : [];
  return events.map(({ names, phase, minute, home_score, away_score, ...e }) => {
    const markets = new Map<
      number,
      {
        market_id: number;
        bet_type: string;
        criteria1: string;
        status: 'open' | 'suspended';
        selections: { selection_id: number; home_away: 1 | 2 | 3; label: string; odds: number }[];
      }
    >();
    for (const r of rows.filter((x) => x.event_id === e.event_id)) {
      const m = markets.get(r.market_id) ?? {
        market_id: r.market_id,
        bet_type: r.bet_type,
        criteria1: r.criteria1,
        status: r.status,
        selections: [],
      };
      m.selections.push({
        selection_id: r.selection_id,
        home_away: r.home_away,
        label: r.label,
        odds: Number(r.odds),
      });
      markets.set(r.market_id, m);
    }
    return {
      ...e,
      ...(names ?? {}),
      starts_at: new Date(e.starts_at).toISOString(),
      phase,
      ...(phase === 'live' ? { minute, home_score, away_score } : {}),
      markets: [...markets.values()],
    };
  });
}
