import { queryOptions, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type ProviderEntry } from '@site/shared';

/** A provider with its game count (/api/product/providers). */
export type ProviderRow = ProviderEntry;

export type Providers =
  | { status: 'loading' | 'failed'; rows: null; retry: () => void }
  | { status: 'ok'; rows: ProviderRow[]; retry: () => void };

/** Rows of several categories merged per provider, most games first. */
export function mergeProviders(rows: ProviderRow[]): ProviderRow[] {
  const merged = new Map<string, ProviderRow>();
  for (const row of rows) {
    const prev = merged.get(row.provider_code);
    merged.set(row.provider_code, {
      provider_code: row.provider_code,
      category: prev ? prev.category : row.category,
      count: (prev?.count ?? 0) + Number(row.count || 0),
    });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

/**
 * The providers call as the home's providers strip makes it (and HomePrefetch starts it): the answer as the
 * server sent it; readers merge it (`select`).
 */
export function providersQuery(category = '') {
  return queryOptions({
    queryKey: queryKeys.games.providers(category),
    queryFn: () => callValue('/api/product/providers', { ...siteRef(), ...(category ? { category } : {}) }),
    meta: { errors: 'silent' },
  });
}

/**
 * The catalogue's providers (optionally of one category). A failed call is `failed`, with `retry`: the page
 * says so and offers Retry — nothing else stands in for the catalogue.
 */
export function useProviders(category = ''): Providers {
  const q = useQuery({ ...providersQuery(category), select: mergeProviders });
  const retry = () => void q.refetch();
  if (q.isSuccess) return { status: 'ok', rows: q.data, retry };
  return { status: q.isError ? 'failed' : 'loading', rows: null, retry };
}
