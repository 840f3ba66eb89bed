import { useQuery } from '@site/shared/query';
import { callValue } from '@site/shared';
import { sportsbookKeys } from '../../keys';

/** Open events with their markets and the server's current prices; refetched every 15 s so prices stay fresh. */
export function useEvents() {
  return useQuery({
    queryKey: sportsbookKeys.events(),
    queryFn: () => callValue('/api/sportsbook/events', { limit: 100 }),
    refetchInterval: 15_000,
  });
}
