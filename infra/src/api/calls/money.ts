import { z } from 'zod';
import { defineCall } from '../types';
import { ok } from '../envelope';
import { authPair } from './session';
import { newToken } from '../../security/tokens';

export const getBalance = defineCall({
  path: '/api/auth/get_balance',
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [
      player!.id,
    ]);
    return ok({ game_balance: rows[0]?.balance ?? 0, game_token: newToken().slice(0, 24) });
  },
});

export const vip = defineCall({
  path: '/api/auth/vip',
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ db, player }) {
    const p = player!;
    const [totals] = await db.query<{ deposits: number; turnover: number }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS deposits,
              coalesce(-sum(amount) FILTER (WHERE kind = 'bet'), 0)::bigint AS turnover
         FROM ledger WHERE player_id = $1`,
      [p.id],
    );
    const levels = await db.query<{
      level: number;
      vip_name: string;
      deposit_needed: number;
      turnover_needed: number;
    }>(
      'SELECT level, vip_name, deposit_needed, turnover_needed FROM vip_levels WHERE site_id = $1 ORDER BY level',
      [p.site_id],
    );
    const deposits = totals?.deposits ?? 0;
    const turnover = totals?.turnover ?? 0;
    // current level: the highest whose thresholds are met
    let current = levels[0];
    for (const l of levels) if (deposits >= l.deposit_needed && turnover >= l.turnover_needed) current = l;
    const next = levels.find((l) => l.level === (current?.level ?? 0) + 1);
    const startDep = current?.deposit_needed ?? 0;
    const startTo = current?.turnover_needed ?? 0;
    return ok({
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
    });
  },
});
