import { skipToken, useQuery } from '@site/shared/query';
import { callValue, playerTimeZone, useAuthRef } from '@site/shared';
import { sportsbookKeys } from '../../keys';
import { PAGE_SIZE, reversedRange, type HistoryQuery } from '../query';

/**
 * A page of the player's bets (/api/sportsbook/bet_history) for the URL's filters; the days of a date range are
 * the player's (`tz`: `playerTimeZone()`, the browser's zone, which the bets' times are shown in). A range whose
 * start is after its end is not asked for (the query stays pending; the picker shows the error).
 */
export function useBetHistory(q: HistoryQuery) {
  const ref = useAuthRef();
  const filters = {
    page: q.page,
    page_size: PAGE_SIZE,
    ...(q.status ? { status: q.status } : {}),
    ...(q.from ? { date_from: q.from } : {}),
    ...(q.to ? { date_to: q.to } : {}),
    ...(q.from || q.to ? { tz: playerTimeZone() } : {}),
  };
  return useQuery({
    queryKey: sportsbookKeys.history(ref?.account_id ?? '', filters),
    queryFn:
      ref && !reversedRange(q)
        ? () => callValue('/api/sportsbook/bet_history', { ...ref, ...filters })
        : skipToken,
  });
}
