import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef } from '@site/shared';

/** The site's hot games of one type ('' = all), from /api/product/get_hot_games. */
export function useHotGames(gameType = '') {
  return useQuery({
    queryKey: queryKeys.games.hot(gameType),
    queryFn: () => callValue('/api/product/get_hot_games', { ...siteRef(), game_type: gameType }),
    // A home section: a failure shows its own state with Retry, not the error dialog.
    meta: { errors: 'silent' },
  });
}
