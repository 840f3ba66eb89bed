/**
 * A lobby's view in the URL query (SPEC §2 routes take no path parameters): `provider`, `search`, `sort` and
 * `page` (how many pages of 24 are shown). Whatever the URL holds, the parse gives a view the API accepts:
 * search trimmed to the API's 64 characters, sort one of three, page a whole number from 1 to MAX_PAGES.
 */
import { providerCodeFor, type CatalogueFilters } from '@site/shared';

export const PAGE_SIZE = 24;
export const MAX_PAGES = 40;
export const SEARCH_MAX = 64;
export const SORTS = ['popular', 'new', 'name'] as const;
export type Sort = (typeof SORTS)[number];

export interface LobbyView {
  /** The `?provider=` value as written (a slug such as `pragmatic` or a code); resolved against the rail. */
  provider: string;
  search: string;
  sort: Sort;
  pages: number;
}

// eslint-disable-next-line no-control-regex -- the API refuses control characters; drop them here
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function cleanSearch(raw: string): string {
  return raw.replace(CONTROL, ' ').trim().slice(0, SEARCH_MAX).trim();
}

export function parseLobbyQuery(params: URLSearchParams): LobbyView {
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    provider: (params.get('provider') ?? '').trim().slice(0, 32),
    search: cleanSearch(params.get('search') ?? ''),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'popular',
    pages: Number.isFinite(page) ? Math.min(MAX_PAGES, Math.max(1, page)) : 1,
  };
}

/** The query string of a view: defaults are left out, so a plain lobby link stays plain. */
export function lobbyQuery(view: Partial<LobbyView>): URLSearchParams {
  const p = new URLSearchParams();
  if (view.provider) p.set('provider', view.provider);
  if (view.search) p.set('search', view.search);
  if (view.sort && view.sort !== 'popular') p.set('sort', view.sort);
  if (view.pages && view.pages > 1) p.set('page', String(view.pages));
  return p;
}

/**
 * The catalogue filters of a lobby view: the route's category, the sort, the search, and the provider when
 * `?provider=` (a slug such as `pragmatic` or a code) names one of `providerCodes`, this category's rail.
 * The lobby page and its prefetch (LobbyPrefetch) both ask with these, so they share one cached answer.
 */
export function catalogueFilters(
  category: string,
  view: LobbyView,
  providerCodes: readonly string[],
): { filters: CatalogueFilters; providerCode: string | null } {
  const providerCode = view.provider ? providerCodeFor(view.provider, providerCodes) : null;
  return {
    providerCode,
    filters: {
      category,
      sort: view.sort,
      ...(providerCode ? { provider_code: providerCode } : {}),
      ...(view.search ? { search: view.search } : {}),
    },
  };
}
