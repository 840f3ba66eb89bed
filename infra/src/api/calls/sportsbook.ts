import { DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { idempotent } from '../domain/idempotent';
import { post } from '../domain/ledger';
import { betView, betsWithSelections, type BetRow } from '../domain/bets';
import { openEvents, priceBet } from '../domain/prices';
import { dateRange } from './history';
import { stakeRefusal } from './bet-limits';

/**
 * Places a sportsbook bet on the server's own markets (issue 9.3): each selection names a `selection_id` and
 * the odds the player saw; the server prices the bet from its data and refuses unknown selections
 * (`selectionNotFound`), closed, suspended or finished markets (`marketClosed`; live events take bets) and moved
 * prices (`oddsChanged`), and combined odds above 1,000 (`oddsAboveMaximum`). The stake
 * leaves the balance at once (ledger `bet`); the operator settles it (won → `win` of stake × odds, void →
 * `refund` of the stake, lost → nothing). PARLAY takes 2–10 selections of different events, every other type
 * exactly one selection of a market of that type.
 */
export const placeBet = defineCall(DESIGNED_CALLS.placeBet, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    const parlay = body.bet_type === 'PARLAY';
    if (parlay ? body.selections.length < 2 : body.selections.length !== 1)
      return fail('invalidInput', `selections: ${parlay ? '2 to 10 for PARLAY' : 'exactly one'}`);
    // the site's stake limits (operator/site_bet_limits)
    const outOfLimits = await stakeRefusal(db, me.site_id, body.stake);
    if (outOfLimits) return outOfLimits;
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.placeBet, body, async (q) => {
      const { legs, oddsMilli } = await priceBet(q, body.bet_type, body.selections);
      const potential = Math.floor((body.stake * oddsMilli) / 1000);
      const [bet] = await q.query<BetRow>(
        `INSERT INTO bets (player_id, bet_type, stake, odds, status, potential_payout) VALUES ($1, $2, $3, $4, 'open', $5) RETURNING *`,
        [me.id, body.bet_type, body.stake, oddsMilli / 1000, potential],
      );
      const id = (bet as BetRow).id;
      for (const l of legs) {
        await q.query(
          // a leg placed while its event is live remembers the minute and the score then
          `INSERT INTO bet_selections (bet_id, bet_type, home_away, criteria1, home_team_name, away_team_name, names, selection_id, odds,
                                       live_minute, live_home_score, live_away_score)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            id,
            l.bet_type,
            l.home_away,
            l.criteria1,
            l.home_team,
            l.away_team,
            JSON.stringify(l.names),
            l.selection_id,
            l.odds,
            l.phase === 'live' ? l.minute : null,
            l.phase === 'live' ? l.home_score : null,
            l.phase === 'live' ? l.away_score : null,
          ],
        );
      }
      const balance = await post(q, me.id, 'bet', -body.stake, `bet:${id}`);
      return ok({ ...(await betView(q, bet as BetRow)), balance });
    });
  },
});

/** Open events with their markets and current odds (the server's own prices a bet is placed at). */
export const sportsbookEvents = defineCall(DESIGNED_CALLS.sportsbookEvents, {
  async handle({ db, body }) {
    return ok(await openEvents(db, body.sport ?? null, body.limit ?? 50));
  },
});

/**
 * Bet history with each bet's selections (SPEC §3 bet selection display), newest first, paged; a date range is of
 * days of the request's `tz` (the player's zone), else UTC days.
 */
export const betHistory = defineCall(DESIGNED_CALLS.betHistory, {
  auth: true,
  async handle({ db, body, player }) {
    const { start, end } = dateRange(body.date_from, body.date_to, 36_500, body.tz);
    const where =
      'WHERE player_id = $1 AND ($2::text IS NULL OR status = $2) AND placed_at >= $3 AND placed_at < $4';
    const params = [player!.id, body.status ?? null, start, end];
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM bets ${where}`,
      params,
    );
    const rows = await db.query<BetRow>(
      `SELECT * FROM bets ${where} ORDER BY placed_at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...params, body.page_size, (body.page - 1) * body.page_size],
    );
    return ok({
      items: await betsWithSelections(db, rows),
      total,
      page: body.page,
      page_size: body.page_size,
    });
  },
});
