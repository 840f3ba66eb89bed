import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** POST /api/account/missions: the site's missions with the player's progress this period (refreshed by money movements). */
export function useMissions() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.missions(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/missions', ref) : skipToken,
  });
}
