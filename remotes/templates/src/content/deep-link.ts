import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@site/shared/router';

/**
 * One item of a list named by a query parameter (`/news?article=<id>`, `/promotions?promo=<id>`): the
 * address is the state, so a link is shareable and Back works. `item` is the named item once the list is
 * loaded, `missing` says the address names one the list does not hold, `search` is the link to an item, and
 * `select` writes (or, with null, removes) the parameter — only while the page that owns it is still shown.
 */
export function useDeepLinkedItem<T extends { id: number }>(param: string, items: readonly T[] | undefined) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get(param);
  const item = id !== null && items ? items.find((x) => String(x.id) === id) : undefined;
  const select = useCallback(
    (next: T | null, replace = true) => {
      if (window.location.pathname !== pathname) return;
      setParams(
        (prev) => {
          const n = new URLSearchParams(prev);
          if (next) n.set(param, String(next.id));
          else n.delete(param);
          return n;
        },
        { replace },
      );
    },
    [param, pathname, setParams],
  );
  return {
    id,
    item,
    missing: id !== null && items !== undefined && !item,
    search: (x: T) => `?${param}=${x.id}`,
    select,
  };
}
