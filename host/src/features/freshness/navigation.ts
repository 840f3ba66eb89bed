import type { LoaderFunctionArgs } from '@site/shared/router';
import { reloadApp } from './reload';
import { staleReason } from './stale';

/**
 * Runs before every navigation (the shell route's loader, revalidated on each one): when the app is stale it
 * reloads at the target instead, unless the reload guard refuses; then the navigation simply goes on.
 */
export function freshnessLoader({ request }: LoaderFunctionArgs): Promise<null> | null {
  if (!staleReason()) return null;
  const url = new URL(request.url);
  if (reloadApp(url.pathname + url.search)) return new Promise<null>(() => {});
  return null;
}
