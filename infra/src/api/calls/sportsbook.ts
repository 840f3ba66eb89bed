import { z } from 'zod';
import { BET_TYPES, DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { authPair, idempotencyKey, isoDate, paging, text } from '../schemas';
import { idempotent } from '../domain/idempotent';
import { post } from '../domain/ledger';
import { betsWithSelections, type BetRow } from '../domain/bets';
import { dateRange } from './history';

const selection = z.object({
  bet_type: z.enum(BET_TYPES).optional(),
  home_away: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  criteria1: text(32).optional().default(''),
  home_team_name: text(64, 1),
  away_team_name: text(64, 1),
  names: z
    .record(
      z.string().regex(/^(home|away)_name_[a-z]{2,3}$/, 'home_name_<lang> or away_name_<lang>'),
      text(64),
    )
    .optional()
    .default({}),
});

/**
 * Places a sportsbook bet: the stake leaves the balance at once (ledger `bet`); the operator settles it
 * (won → `win` of stake × odds, void → `refund` of the stake, lost → nothing). PARLAY takes 2–10 selections,
 * every other type exactly one.
 */
export const placeBet = defineCall({
  path: DESIGNED_CALLS.placeBet,
  schema: z
    .object({
      ...authPair,
      bet_type: z.enum(BET_TYPES),
      stake: z.number().int().min(100).max(100_000_000),
      odds: z.number().min(1.01).max(1000),
      selections: z.array(selection).min(1).max(10),
      idempotency_key: idempotencyKey,
    })
    .loose(),
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    const parlay = body.bet_type === 'PARLAY';
    if (parlay ? body.selections.length < 2 : body.selections.length !== 1)
      return fail('invalidInput', `selections: ${parlay ? '2 to 10 for PARLAY' : 'exactly one'}`);
    const oddsMilli = Math.round(body.odds * 1000);
    const potential = Math.floor((body.stake * oddsMilli) / 1000);
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.placeBet, body, async (q) => {
      const [bet] = await q.query<BetRow>(
        `INSERT INTO bets (player_id, bet_type, stake, odds, status, potential_payout) VALUES ($1, $2, $3, $4, 'open', $5) RETURNING *`,
        [me.id, body.bet_type, body.stake, oddsMilli / 1000, potential],
      );
      const id = (bet as BetRow).id;
      for (const s of body.selections) {
        await q.query(
          `INSERT INTO bet_selections (bet_id, bet_type, home_away, criteria1, home_team_name, away_team_name, names)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            s.bet_type ?? body.bet_type,
            s.home_away,
            s.criteria1,
            s.home_team_name,
            s.away_team_name,
            JSON.stringify(s.names),
          ],
        );
      }
      const balance = await post(q, me.id, 'bet', -body.stake, `bet:${id}`);
      const [view] = await betsWithSelections(q, [bet as BetRow]);
      return ok({ ...view, balance });
    });
  },
});

/** Bet history with each bet's selections (SPEC §3 bet selection display), newest first, paged. */
export const betHistory = defineCall({
  path: DESIGNED_CALLS.betHistory,
  schema: z
    .object({
      ...authPair,
      ...paging,
      status: z.enum(['open', 'won', 'lost', 'void']).optional(),
      date_from: isoDate.optional(),
      date_to: isoDate.optional(),
    })
    .loose(),
  auth: true,
  async handle({ db, body, player }) {
    const { start, end } = dateRange(body.date_from, body.date_to, 36_500);
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
