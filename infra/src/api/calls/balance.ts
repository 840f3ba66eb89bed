import type { BalanceValue, VipLadder, VipValue } from '@site/shared';
import { defineCall } from '../types';
import { ok } from '../envelope';
import { gameToken } from '../domain/sessions';

export const getBalance = defineCall('/api/auth/get_balance', {
  auth: true,
  async handle({ db, player, sessionHash }) {
    const [w] = await db.query<{ balance: number; held: number }>(
      'SELECT balance, held FROM wallets WHERE player_id = $1',
      [player!.id],
    );
    const value: BalanceValue & { held: number } = {
      game_balance: w?.balance ?? 0,
      game_token: gameToken(sessionHash!),
      held: w?.held ?? 0,
    };
    return ok(value);
  },
});

/** A level's thresholds (account/vip_levels answers the whole ladder with benefits). */
type Level = Omit<VipLadder['levels'][number], 'benefits'>;

/**
 * VIP (SPEC §3/§4) from the ledger: total deposits and turnover (bet stakes less refunds). The current level is
 * the highest whose deposit and turnover thresholds are both met; starting_* are its thresholds, cycle_* the
 * amounts above them, *_next the next level's thresholds (0 at the top level: progress "not computable").
 */
export const vip = defineCall('/api/auth/vip', {
  auth: true,
  async handle({ db, player }) {
    const p = player!;
    const [totals] = await db.query<{ deposits: number; turnover: number }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS deposits,
              coalesce(-sum(amount) FILTER (WHERE kind IN ('bet', 'refund')), 0)::bigint AS turnover
         FROM ledger WHERE player_id = $1`,
      [p.id],
    );
    const levels = await db.query<Level>(
      'SELECT level, vip_name, deposit_needed, turnover_needed FROM vip_levels WHERE site_id = $1 ORDER BY level',
      [p.site_id],
    );
    const deposits = totals?.deposits ?? 0;
    const turnover = Math.max(0, totals?.turnover ?? 0);
    let current: Level | undefined = levels[0];
    for (const l of levels) if (deposits >= l.deposit_needed && turnover >= l.turnover_needed) current = l;
    const next = levels.find((l) => l.level > (current?.level ?? 0));
    const startDep = current?.deposit_needed ?? 0;
    const startTo = current?.turnover_needed ?? 0;
    const value: VipValue & { level: number } = {
      level: current?.level ?? 0,
      nextLevel: [
        {
          starting_deposit: startDep,
          cycle_deposit: deposits - startDep,
          deposit_next: next?.deposit_needed ?? 0,
          starting_turnover: startTo,
          cycle_turnover: turnover - startTo,
          turnover_next: next?.turnover_needed ?? 0,
          vip_name: current?.vip_name ?? '',
          vip_name_next: next?.vip_name ?? '',
        },
      ],
    };
    return ok(value);
  },
});
