import { skipToken, useQuery } from '@site/shared/query';
import { callValue, playerTimeZone, useAuthRef } from '@site/shared';
import { sportsbookKeys } from '../../keys';
import type { HistoryQuery } from '../query';

/**
 * A page of the player's bets (/api/sportsbook/bet_history) for the URL's filters; the days of a date range are
 * the player's (`tz`: `playerTimeZone()`, the browser's zone, which the bets' times are shown in).
 */
export function useBetHistory(q: HistoryQuery) {
  const ref = useAuthRef();
  const filters = {
    page: q.page,
    page_size: 10,
    ...(q.status ? { status: q.status } : {}),
    ...(q.from ? { date_from: q.from } : {}),
    ...(q.to ? { date_to: q.to } : {}),
    ...(q.from || q.to ? { tz: playerTimeZone() } : {}),
  };
  return useQuery({
    queryKey: sportsbookKeys.history(ref?.account_id ?? '', filters),
    queryFn: ref ? () => callValue('/api/sportsbook/bet_history', { ...ref, ...filters }) : skipToken,
  });
}
