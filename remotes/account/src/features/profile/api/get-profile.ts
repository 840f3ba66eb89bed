import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** POST /api/account/profile: the player's own details (phone masked by the API), VIP level, member since, last sign-in. */
export function useProfile() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.profile(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/profile', ref) : skipToken,
  });
}
