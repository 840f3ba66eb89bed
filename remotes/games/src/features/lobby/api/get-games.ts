import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type CatalogueFilters } from '@site/shared';

/**
 * One page of a lobby's catalogue, from /api/product/games. A lobby renders one of these per page shown, so
 * "load more" adds a query and back navigation finds every page still in the cache. The lobby shows its own
 * failure state with Retry (meta silent): a failed catalogue is not an error dialog. `null`: not yet (the
 * `?provider=` of the URL waits for the providers rail to resolve it).
 */
export function useGamesPage(filters: CatalogueFilters | null) {
  return useQuery({
    queryKey: queryKeys.games.catalogue(filters ?? {}),
    queryFn: filters ? () => callValue('/api/product/games', { ...siteRef(), ...filters }) : skipToken,
    meta: { errors: 'silent' },
    staleTime: 60_000,
  });
}
