import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, useAuthRef } from '@site/shared';

/** The weekly or monthly turnover top 10 (/api/account/leaderboard), names masked by the server. */
export function useLeaderboard(period: 'week' | 'month') {
  return useQuery({
    queryKey: queryKeys.content.site('/api/account/leaderboard', { period }),
    queryFn: () => callValue('/api/account/leaderboard', { ...siteRef(), period }),
    meta: { errors: 'silent' },
  });
}

/** The site's top-10 records of SPEC §3 (/api/settings/top10winner_withdrawal). */
export function useTop10() {
  return useQuery({
    queryKey: queryKeys.content.site('/api/settings/top10winner_withdrawal'),
    queryFn: () => callValue('/api/settings/top10winner_withdrawal', siteRef()),
    meta: { errors: 'silent' },
  });
}

/** The signed-in player's own place on the turnover board (/api/account/leaderboard_rank); nothing for a guest. */
export function useLeaderboardRank(period: 'week' | 'month') {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.leaderboardRank(ref?.account_id ?? '', period),
    queryFn: ref ? () => callValue('/api/account/leaderboard_rank', { ...ref, period }) : skipToken,
    meta: { errors: 'silent' },
  });
}
