import { z } from 'zod';
import { ApiRefusal } from '../api/envelope';
import { lockWallet, type Wallet } from '../api/domain/ledger';
import { betsWithSelections, settleBet, type BetRow } from '../api/domain/bets';
import { securityEvent } from '../security/security-log';
import { feedFor } from '../sportsbook/feed';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { route, type ConsoleRoute } from './route';
import { id, page, reason } from './player-rows';

/**
 * Open sportsbook bets in the console (issue 17 §6): the list of a site, an account or a player, and manual
 * settlement through the feed's own `settleBet`, audited in its transaction.
 */

interface OpenBetRow extends BetRow {
  account_id: string;
  domain_name: string;
  currency: string;
}

const openBets = route({
  method: 'GET',
  path: '/bets',
  access: 'bets.settle',
  query: z.object({
    player_id: z.coerce.number().int().positive().optional(),
    site: z.string().trim().max(253).optional(),
    account: z.string().trim().max(64).optional(),
    ...page,
  }),
  async handle(ctx) {
    const { player_id, site, account, page: p, page_size } = ctx.query;
    const from = 'FROM bets b JOIN players p ON p.id = b.player_id JOIN sites s ON s.id = p.site_id';
    const where = `WHERE b.status = 'open' AND ($1::int IS NULL OR b.player_id = $1)
        AND ($2::text IS NULL OR s.domain_name = $2) AND ($3::text IS NULL OR lower(p.account_id) = lower($3))`;
    const params = [player_id ?? null, site ? site.toLowerCase() : null, account ?? null];
    const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} ${where}`,
      params,
    );
    const rows = await ctx.db.query<OpenBetRow>(
      `SELECT b.*, p.account_id, s.domain_name, s.currency ${from} ${where}
        ORDER BY b.placed_at, b.id LIMIT $4 OFFSET $5`,
      [...params, page_size, (p - 1) * page_size],
    );
    const views = await betsWithSelections(ctx.db, rows);
    const items = rows.map((r, i) => ({
      ...views[i]!,
      player_id: Number(r.player_id),
      account_id: r.account_id,
      domain_name: r.domain_name,
      currency: r.currency,
    }));
    return { items, total, page: p, page_size };
  },
});

/**
 * Manual settlement: the feed's own step (`settleBet`, under the wallet lock), once — a second try is 409. After
 * the commit the feed pushes `settled` for the bet's events (the player's /sports page refreshes the balance).
 */
const settle = route({
  method: 'POST',
  path: '/bets/:id/settle',
  access: 'bets.settle',
  body: z.object({ result: z.enum(['won', 'lost', 'void']), reason }),
  async handle(ctx) {
    const betId = id.safeParse(ctx.params.id);
    if (!betId.success) throw new ConsoleError(404, 'notFound', 'id: no such bet');
    const answer = await ctx.db.tx(async (q) => {
      const [b] = await q.query<BetRow>('SELECT * FROM bets WHERE id = $1', [betId.data]);
      if (!b) throw new ConsoleError(404, 'notFound', 'id: no such bet');
      const wallet = await lockWallet(q, b.player_id);
      let done: BetRow;
      try {
        done = await settleBet(q, betId.data, ctx.body.result);
      } catch (e) {
        if (e instanceof ApiRefusal)
          throw new ConsoleError(e.statusMessage === 'notFound' ? 404 : 409, e.statusMessage, e.statusDetail);
        throw e;
      }
      const [after] = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1', [
        b.player_id,
      ]);
      await consoleAudit(q, ctx.actor, {
        action: 'bets.settle',
        target: `bet:${b.id}`,
        before: {
          status: b.status,
          stake: Number(b.stake),
          potential_payout: Number(b.potential_payout),
          player_id: Number(b.player_id),
          wallet: { balance: Number(wallet.balance), held: Number(wallet.held) },
        },
        after: {
          status: done.status,
          payout: Number(done.payout),
          wallet: { balance: Number(after!.balance), held: Number(after!.held) },
          reason: ctx.body.reason,
        },
      });
      const [view] = await betsWithSelections(q, [done]);
      return view!;
    });
    securityEvent('money.bet_settled', {
      bet: answer.bet_id,
      status: answer.status,
      payout: answer.payout,
      actor: ctx.actor.name,
      ip: ctx.actor.ip,
      via: 'console',
    });
    // committed: the /sports pages refresh their balance and history (the feed's `settled` push)
    await feedFor(ctx.db).announceBets([answer.bet_id]);
    return answer;
  },
});

/** The bets routes, added to PLAYER_ROUTES in routes-players.ts. */
export const BET_ROUTES: readonly ConsoleRoute[] = [openBets, settle] as ConsoleRoute[];
