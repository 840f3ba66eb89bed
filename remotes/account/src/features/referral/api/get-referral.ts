import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** POST /api/account/referral: the player's code and link, invited and deposited counts, the masked friends. */
export function useReferral() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.referral(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/referral', ref) : skipToken,
  });
}
