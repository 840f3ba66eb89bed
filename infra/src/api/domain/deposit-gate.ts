import type { Envelope } from '@site/shared';
import type { Queryable } from '../../db/index';
import { fail } from '../envelope';
import { depositLimits, limitBroken } from './responsible';

const money = (x: number, currency: string) => `${currency} ${(x / 100).toFixed(2)}`;
const PERIOD_WORD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/**
 * `wallet/deposit` past a deposit limit: refused with `depositLimitReached`, the amount still allowed in the
 * detail and, machine-readable, in `value` ({ period, limit, used, allowed }). Runs inside the deposit's
 * transaction (wallet lock held), so two deposits at once cannot both slip under the limit.
 */
export async function depositLimitRefusal(
  q: Queryable,
  me: { id: number; site_id: number },
  amount: number,
  now: Date,
  currency: string,
): Promise<Envelope<never> | null> {
  const broken = limitBroken(await depositLimits(q, me, now), amount);
  if (!broken || broken.amount === null) return null;
  const allowed = broken.remaining ?? 0;
  return fail(
    'depositLimitReached',
    `amount: at most ${money(allowed, currency)} more under your ${PERIOD_WORD[broken.period]} limit of ${money(broken.amount, currency)}`,
    0,
    { period: broken.period, limit: broken.amount, used: broken.used, allowed },
  );
}
