import {
  carriesAnswers,
  useUserStore,
  type RemoteDescriptor,
  type RemoteRoute,
  type RoutePrefetch,
} from '@site/shared';
import type { QueryClient } from '@site/shared/query';
import { loadRemoteComponent } from './federation/loader';

/**
 * The prefetch module a route may name (package.json `site.routes[].prefetch`), when its remote exposes it; a
 * name the remote does not expose is ignored (the page makes its own calls).
 */
export function prefetchModule(route: RemoteRoute, remote: RemoteDescriptor): string | null {
  return route.prefetch && remote.exposes.includes(route.prefetch) ? route.prefetch : null;
}

/**
 * Starts what a navigation to `route` needs, as the navigation begins (the route's loader): the page module, so it
 * downloads while the layout loads and renders instead of after it, and the route's prefetch module, whose
 * default export starts the page's first data calls while the page module is still on its way (issue 12: the
 * catalogue call in parallel with the lobby's chunk; issue 16.1), and the modules of other remotes the route embeds
 * (package.json `site.routes[].embeds`). The prefetch module is left out when the page carries the answers of all
 * the route's first calls (`data`; the page's first load, issue 16): they are answered already, and its file
 * would be one more request before the first render — unless the URL has a query, whose view (a lobby's
 * `?sort=new`) may ask for other bodies than the declared ones (the server hints it then: critical-path.ts
 * `answersAll`). None is awaited and none can fail the
 * navigation: the page shows its own loading and failure states when it renders. A guest going to a session-only
 * route is not shown its page (RouteGate asks them to sign in), so nothing of it is downloaded.
 */
export function startRoute(
  remote: RemoteDescriptor,
  route: RemoteRoute,
  url: URL,
  queryClient: QueryClient,
  load: typeof loadRemoteComponent = loadRemoteComponent,
  signedIn = () => useUserStore.getState().isAuthenticated,
  carried: (paths: string[]) => boolean = carriesAnswers,
): void {
  if (route.auth && !signedIn()) return;
  const answered = url.search === '' && carried((route.data ?? []).map((d) => d.call));
  const prefetch = answered ? null : prefetchModule(route, remote);
  if (prefetch)
    load(remote.name, prefetch)
      .then((run) => (run as unknown as RoutePrefetch)({ url, queryClient }))
      .catch((error: unknown) => console.warn(`[host] prefetch ${remote.name}/${prefetch} failed`, error));
  load(remote.name, route.module).catch(() => undefined);
  // modules of other remotes the page draws at once (the home's hot games): with the page's, not after it rendered
  for (const e of route.embeds ?? []) load(e.remote, e.module).catch(() => undefined);
}
