import type { RouteObject } from 'react-router';
import { RemoteComponent, type RemoteDescriptor } from '@site/shared';
import { Shell } from './Shell';
import { RouteGate } from '../features/auth/RouteGate';
import { NotFound, RouteError } from '../features/errors/ErrorPage';

export interface RouteHandle {
  remote: string;
  layout?: string;
}

/** The router is built from the startup answer: a route exists only if an enabled remote serves it. */
export function buildRoutes(remotes: RemoteDescriptor[]): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const r of remotes) {
    for (const route of r.routes) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      children.push({
        path: route.path,
        handle: { remote: r.name, layout: route.layout } satisfies RouteHandle,
        element: (
          <RouteGate route={route}>
            <RemoteComponent key={route.path} remote={r.name} module={route.module} />
          </RouteGate>
        ),
      });
    }
  }
  children.push({ path: '*', element: <NotFound /> });
  return [{ element: <Shell />, errorElement: <RouteError />, children }];
}
