import { z } from 'zod';
import type { Queryable } from '../db/index';
import { ApiRefusal } from '../api/envelope';
import { lockWallet, post, type Wallet } from '../api/domain/ledger';
import { activeExclusion } from '../api/domain/responsible';
import { securityEvent } from '../security/security-log';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import type { Role } from './roles';
import { route } from './route';
import { iso, playerTarget, reason, text, thePlayer, title } from './player-rows';

/** A bonus from the console (issue 17 §6): within the role's limit (`console_action_limits`, migration 027). */

/** What a bonus is per action in `console_action_limits`. */
export const BONUS_ACTION = 'players.bonus';
/** One bonus never moves more than this, whatever the role (PHP 1,000,000.00). */
const BONUS_MAX = 100_000_000;

/** Minor units as the staff read them: 5000 → "50.00". */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** The most a role may send in one bonus: a number (minor units), null for no limit, 0 when it may not. */
export async function bonusLimit(q: Queryable, role: string): Promise<number | null> {
  const [row] = await q.query<{ max_amount: number | null }>(
    'SELECT max_amount FROM console_action_limits WHERE role = $1 AND action = $2',
    [role, BONUS_ACTION],
  );
  if (!row) return 0;
  return row.max_amount === null ? null : Number(row.max_amount);
}

interface BonusRow {
  id: number;
  idempotency_key: string;
  player_id: number;
  amount: number;
  reason: string;
  inbox_id: number | null;
  balance_after: number;
  created_at: Date | string;
}

const bonusView = (b: BonusRow, replayed: boolean) => ({
  bonus_id: Number(b.id),
  amount: Number(b.amount),
  balance: Number(b.balance_after),
  inbox_id: b.inbox_id === null ? null : Number(b.inbox_id),
  created_at: iso(b.created_at),
  replayed,
});

/**
 * A bonus credited straight to the wallet (a ledger `bonus` row) within the role's limit, once per
 * idempotency key: the same key again answers the first bonus (`replayed`) and moves nothing; the same key for
 * another player or amount is refused. With a message, the player also finds it in their inbox.
 */
export const playerBonus = route({
  method: 'POST',
  path: '/players/:id/bonus',
  access: 'players.manage',
  body: z.object({
    amount: z.number().int().positive().max(BONUS_MAX),
    reason,
    idempotency_key: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .check(z.regex(/^[\w.:-]+$/, 'letters, digits, _ . : -')),
    message: z.object({ title, body: text }).optional(),
  }),
  async handle(ctx) {
    const role = ctx.staff!.role as Role;
    const limit = await bonusLimit(ctx.db, role);
    const answer = await ctx.db.tx(async (q) => {
      const player = await thePlayer(q, ctx);
      const wallet: Wallet = await lockWallet(q, player.id);
      const [prev] = await q.query<BonusRow>('SELECT * FROM console_bonuses WHERE idempotency_key = $1', [
        ctx.body.idempotency_key,
      ]);
      if (prev) {
        if (Number(prev.player_id) !== player.id || Number(prev.amount) !== ctx.body.amount)
          throw new ConsoleError(
            409,
            'idempotencyConflict',
            'idempotency_key: already used for another bonus',
          );
        return bonusView(prev, true);
      }
      if (limit === 0)
        throw new ConsoleError(403, 'bonusNotAllowed', `the role ${role} may not send bonuses`);
      if (limit !== null && ctx.body.amount > limit) {
        securityEvent(
          'console.over_limit',
          { staff: ctx.actor.name, role, action: BONUS_ACTION, amount: ctx.body.amount, limit },
          'warn',
        );
        throw new ConsoleError(
          403,
          'overLimit',
          `amount: the ${role} limit is ${money(limit)} per bonus (${limit} minor units)`,
        );
      }
      if (player.status !== 'ACTIVE')
        throw new ConsoleError(409, 'playerNotActive', `the account is ${player.status}`);
      const excluded = await activeExclusion(
        q,
        { playerId: player.id, siteId: player.site_id, phone: player.contact_phone },
        new Date(ctx.now),
      );
      // no incentives to a player who excluded themselves (docs/responsible-gaming.md)
      if (excluded)
        throw new ConsoleError(
          409,
          'playerExcluded',
          `${excluded.key} until ${excluded.endsAt.toISOString()}: no bonus`,
        );
      const [{ next } = { next: 0 }] = await q.query<{ next: number }>(
        "SELECT nextval(pg_get_serial_sequence('console_bonuses', 'id'))::bigint AS next",
      );
      const bonusId = Number(next);
      let balance: number;
      try {
        balance = await post(q, player.id, 'bonus', ctx.body.amount, `console-bonus:${bonusId}`);
      } catch (e) {
        if (e instanceof ApiRefusal) throw new ConsoleError(409, e.statusMessage, e.statusDetail);
        throw e;
      }
      let inboxId: number | null = null;
      if (ctx.body.message) {
        // a note only: the money is already credited, so the item carries no claimable amount
        const [row] = await q.query<{ inbox_id: number }>(
          'INSERT INTO inbox (player_id, title, body, amount) VALUES ($1, $2, $3, 0) RETURNING inbox_id',
          [player.id, ctx.body.message.title, ctx.body.message.body],
        );
        inboxId = Number(row!.inbox_id);
      }
      const [made] = await q.query<BonusRow>(
        `INSERT INTO console_bonuses (id, idempotency_key, player_id, amount, reason, staff_id, inbox_id, balance_after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          bonusId,
          ctx.body.idempotency_key,
          player.id,
          ctx.body.amount,
          ctx.body.reason,
          ctx.staff!.id,
          inboxId,
          balance,
        ],
      );
      const [after] = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1', [
        player.id,
      ]);
      await consoleAudit(q, ctx.actor, {
        action: 'players.bonus',
        target: playerTarget(player),
        before: { wallet: { balance: Number(wallet.balance), held: Number(wallet.held) } },
        after: {
          bonus_id: bonusId,
          amount: ctx.body.amount,
          limit,
          wallet: { balance: Number(after!.balance), held: Number(after!.held) },
          reason: ctx.body.reason,
          ...(inboxId === null ? {} : { inbox_id: inboxId }),
        },
      });
      return bonusView(made!, false);
    });
    if (!answer.replayed)
      securityEvent('money.bonus_sent', {
        bonus: answer.bonus_id,
        amount: answer.amount,
        actor: ctx.actor.name,
        ip: ctx.actor.ip,
        via: 'console',
      });
    return answer;
  },
});
