import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** Balance, held, withdrawable, limits, turnover and the pending withdrawal (/api/wallet/withdrawal_info). */
export function useWithdrawalInfo() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.wallet.withdrawal(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/wallet/withdrawal_info', ref) : skipToken,
  });
}
