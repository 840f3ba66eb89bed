import { useCallback } from 'react';
import { queryOptions, skipToken, useQueries, useQuery } from '@site/shared/query';
import {
  callValue,
  queryKeys,
  siteRef,
  type CallValue,
  type CatalogueFilters,
  type CatalogueGame,
} from '@site/shared';

/**
 * One page of a lobby's catalogue, from /api/product/games. The lobby shows its own failure state with Retry
 * (meta silent): a failed catalogue is not an error dialog. `null`: not yet (the `?provider=` of the URL waits
 * for the providers rail to resolve it).
 */
export function gamesPageQuery(filters: CatalogueFilters | null) {
  return queryOptions({
    queryKey: queryKeys.games.catalogue(filters ?? {}),
    queryFn: filters ? () => callValue('/api/product/games', { ...siteRef(), ...filters }) : skipToken,
    meta: { errors: 'silent' },
    staleTime: 60_000,
  });
}

export function useGamesPage(filters: CatalogueFilters | null) {
  return useQuery(gamesPageQuery(filters));
}

/** The lobby's pages in one list: a page still loading holds `null` skeleton cells, a failed page ends it. */
export interface LobbyCells {
  cells: (CatalogueGame | null)[];
  loaded: number;
  /** The first page that failed, to retry; the pages after it are not shown. */
  failed: { refetch: () => unknown } | null;
}

/**
 * Pages 1..`pages` of a lobby (`total` games in all), each its own cached query: "load more" adds a query, and
 * back navigation finds every page still in the cache. Combined into one cell list that changes only when a
 * page's answer does, so rows memoised on it do not render again while the player scrolls.
 */
export function useGamesPages(filters: CatalogueFilters, pages: number, pageSize: number, total: number) {
  const combine = useCallback(
    (
      results: { isError: boolean; data?: CallValue<'/api/product/games'>; refetch: () => unknown }[],
    ): LobbyCells => {
      const cells: (CatalogueGame | null)[] = [];
      let loaded = 0;
      for (const [i, q] of results.entries()) {
        if (q.isError) return { cells, loaded, failed: q };
        if (q.data) {
          cells.push(...q.data.items);
          loaded += q.data.items.length;
        } else cells.push(...Array<null>(Math.max(0, Math.min(pageSize, total - i * pageSize))).fill(null));
      }
      return { cells, loaded, failed: null };
    },
    [pageSize, total],
  );
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      gamesPageQuery({ ...filters, page: i + 1, page_size: pageSize }),
    ),
    combine,
  });
}
