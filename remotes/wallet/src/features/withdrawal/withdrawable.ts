import type { WithdrawalInfo } from '@site/shared';

/**
 * What "Withdrawable now" shows: the API's `withdrawable` (0 while a withdrawal is pending or turnover remains,
 * else min(balance, max_withdrawal)), but an amount below the site's minimum withdrawal cannot leave, so it shows
 * 0 and `belowMinimum` says why (the amount the API gave, and the minimum).
 */
export function withdrawableNow(v: Pick<WithdrawalInfo, 'withdrawable' | 'min_withdrawal'>): {
  amount: number;
  belowMinimum: boolean;
} {
  const belowMinimum = v.withdrawable > 0 && v.withdrawable < v.min_withdrawal;
  return { amount: belowMinimum ? 0 : v.withdrawable, belowMinimum };
}
