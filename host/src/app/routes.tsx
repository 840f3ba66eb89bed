import type { RouteObject } from '@site/shared/router';
import type { QueryClient } from '@site/shared/query';
import {
  GALLERY_PATH,
  RemoteModule,
  SHELL_ROUTES,
  SITE_ROUTES,
  type RemoteDescriptor,
  type RemoteRoute,
} from '@site/shared';
import { Shell } from './Shell';
import { RouteGate } from '../features/auth/RouteGate';
import { NotFound, RouteCheckFailed, RouteError } from '../features/errors/ErrorPage';
import { PreloaderScreen } from '../features/preloader/PreloaderScreen';
import { freshnessLoader } from '../features/freshness/navigation';
import { startRoute } from './route-start';

export interface RouteHandle {
  remote: string;
  layout?: string;
}

/** Routes the shell serves itself, whatever remotes are enabled. */

/**
 * A declared route's validity check: its path is a route of SPEC §2 and its module is one the remote exposes.
 * A route that fails it renders 404 'Page Not Found: {path}' (SPEC §8).
 */
export function routeIsValid(route: RemoteRoute, remote: RemoteDescriptor): boolean {
  return (SITE_ROUTES as readonly string[]).includes(route.path) && remote.exposes.includes(route.module);
}

/** Nothing to show while the first navigation's loader runs (it answers at once). */
function NothingYet() {
  return null;
}

/**
 * The router is built from the startup answer: a route exists only if an enabled remote serves it. Paths match
 * case-sensitively, as the server's do (SPEC §2: each route is a path equal to its name): `/SLOTS` is HTTP 404 from
 * the server and the 404 page here too, not the lobby in the wrong category.
 */
export function buildRoutes(
  remotes: RemoteDescriptor[],
  opts: { gallery?: boolean; queryClient?: QueryClient } = {},
): RouteObject[] {
  const seen = new Set<string>(SHELL_ROUTES);
  const children: RouteObject[] = [{ path: '/preloader', caseSensitive: true, element: <PreloaderScreen /> }];
  // The UI kit gallery: development servers only (startup `dev_tools`); a lazy chunk players never load.
  if (opts.gallery)
    children.push({
      path: GALLERY_PATH,
      caseSensitive: true,
      lazy: async () => ({ Component: (await import('../features/gallery/GalleryPage')).GalleryPage }),
    });
  for (const r of remotes) {
    for (const route of r.routes) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      const valid = routeIsValid(route, r);
      const { queryClient } = opts;
      children.push({
        path: route.path,
        caseSensitive: true,
        handle: { remote: r.name, layout: route.layout } satisfies RouteHandle,
        // the page module (and its first data calls) start with the navigation, beside the layout's own load
        ...(valid && queryClient
          ? {
              loader: ({ request }: { request: Request }) => {
                startRoute(r, route, new URL(request.url), queryClient);
                return null;
              },
            }
          : {}),
        element: valid ? (
          <RouteGate route={route}>
            <RemoteModule key={route.path} remote={r.name} module={route.module} />
          </RouteGate>
        ) : (
          <RouteCheckFailed />
        ),
      });
    }
  }
  children.push({ path: '*', element: <NotFound /> });
  return [
    {
      id: 'shell',
      element: <Shell />,
      errorElement: <RouteError />,
      // Runs before every navigation: a stale app (new build, failed chunk) reloads at the target instead.
      loader: freshnessLoader,
      shouldRevalidate: () => true,
      HydrateFallback: NothingYet,
      children,
    },
  ];
}
