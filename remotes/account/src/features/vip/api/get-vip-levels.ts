import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/**
 * POST /api/account/vip_levels: the site's whole ladder (thresholds, benefits) and the player's level. Its key
 * sits under the VIP key, so a money movement refreshes it together with the progress of /api/auth/vip.
 */
export function useVipLevels() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.vipLevels(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/vip_levels', ref) : skipToken,
  });
}
