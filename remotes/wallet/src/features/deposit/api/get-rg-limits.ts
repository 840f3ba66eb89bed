import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/**
 * The player's responsible-gaming deposit limits (account/rg_status, set on the account remote's /security):
 * the same query key as that page, so a deposit (moneyMovementKeys) or a limit change refreshes both.
 */
export function useRgLimits() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.rgStatus(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/rg_status', ref) : skipToken,
    select: (s) => s.limits.filter((l) => l.amount !== null || l.pending),
  });
}
