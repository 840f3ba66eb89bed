import type { MenuItem, RemoteDescriptor } from '@site/shared';

/**
 * Menu items whose path no accepted remote serves are dropped, so a disabled (or refused) remote's pages
 * disappear from the menu as well as from the router. External links (http…) stay.
 */
export function filterMenu(items: MenuItem[], remotes: RemoteDescriptor[]): MenuItem[] {
  const served = new Set(remotes.flatMap((r) => r.routes.map((x) => x.path)));
  return items
    .map((m) => ({ ...m, children: filterMenu(m.children ?? [], remotes) }))
    .filter((m) => /^https?:/.test(m.path) || served.has(m.path) || m.children.length > 0);
}
