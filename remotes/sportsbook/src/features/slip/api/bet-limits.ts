import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef } from '@site/shared';

/** The site's stake limits (/api/sportsbook/bet_limits): shown on the slip before they are broken. */
export function useBetLimits() {
  return useQuery({
    queryKey: queryKeys.content.site('/api/sportsbook/bet_limits'),
    queryFn: () => callValue('/api/sportsbook/bet_limits', siteRef()),
    staleTime: 5 * 60_000,
    meta: { errors: 'silent' },
  });
}
