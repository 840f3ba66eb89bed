import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** The signed-in player's recently played games (/api/product/recent); nothing for a guest. */
export function useRecentGames() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.games.recent(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/product/recent', ref) : skipToken,
    meta: { errors: 'silent' },
  });
}
