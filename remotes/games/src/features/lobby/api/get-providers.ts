import { queryOptions, skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef } from '@site/shared';

/** A category's providers with their game counts (/api/product/providers); none for the hot list. */
export function providersQuery(category: string) {
  return queryOptions({
    queryKey: queryKeys.games.providers(category),
    queryFn:
      category === 'hot' ? skipToken : () => callValue('/api/product/providers', { ...siteRef(), category }),
    meta: { errors: 'silent' },
    staleTime: 60_000,
  });
}

export function useProviders(category: string) {
  return useQuery(providersQuery(category));
}
