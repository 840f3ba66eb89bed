import type { VipLadder } from '@site/shared';
import { defineCall } from '../types';
import { ok } from '../envelope';
import { vip } from './balance';

/** A `vip_levels` row: the contract's level, with the benefits as stored (jsonb). */
type LevelRow = Omit<VipLadder['levels'][number], 'benefits'> & { benefits: Record<string, unknown> };

/** Issue 10 §8: the site's whole VIP ladder with thresholds and benefits, and the player's level (as auth/vip computes it). */
export const vipLevels = defineCall('/api/account/vip_levels', {
  auth: true,
  async handle(ctx) {
    const standing = await vip.handle(ctx);
    const rows = await ctx.db.query<LevelRow>(
      'SELECT level, vip_name, deposit_needed, turnover_needed, benefits FROM vip_levels WHERE site_id = $1 ORDER BY level',
      [ctx.player!.site_id],
    );
    return ok({
      level: standing.value.level,
      levels: rows.map((r) => ({
        level: r.level,
        vip_name: r.vip_name,
        deposit_needed: r.deposit_needed,
        turnover_needed: r.turnover_needed,
        benefits: {
          rebate_percent: Number(r.benefits.rebate_percent ?? 0),
          daily_withdrawal_limit: Number(r.benefits.daily_withdrawal_limit ?? 0),
          birthday_bonus: Number(r.benefits.birthday_bonus ?? 0),
          account_manager: Boolean(r.benefits.account_manager),
        },
      })),
    });
  },
});
