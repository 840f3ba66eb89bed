import { categoryOfPath, type RoutePrefetch } from '@site/shared';
import { catalogueFilters, PAGE_SIZE, parseLobbyQuery } from '../../lib/lobby-query';
import { gamesPageQuery } from './api/get-games';
import { providersQuery } from './api/get-providers';

/**
 * The lobby routes' prefetch (package.json `site.routes[].prefetch`): the shell runs it as a navigation to a
 * lobby begins, so the first page of games and the providers rail are asked for while the lobby's module is
 * still downloading (issue 12: "catalogue call started in parallel with the chunk"). Same query options as the
 * page, so the page finds the answers in the cache. With `?provider=` the games call waits for the rail, which
 * resolves the slug — as the page itself would.
 */
const prefetchLobby: RoutePrefetch = ({ url, queryClient }) => {
  const category = categoryOfPath(url.pathname) ?? 'hot';
  const view = parseLobbyQuery(url.searchParams);
  const games = (codes: readonly string[]) =>
    void queryClient.prefetchQuery(
      gamesPageQuery({ ...catalogueFilters(category, view, codes).filters, page: 1, page_size: PAGE_SIZE }),
    );
  if (category === 'hot') return games([]);
  if (!view.provider) {
    void queryClient.prefetchQuery(providersQuery(category));
    return games([]);
  }
  queryClient
    .fetchQuery(providersQuery(category))
    .then((rail) => games(rail.map((p) => p.provider_code)))
    .catch(() => undefined); // the page shows the rail's failure itself
};

export default prefetchLobby;
