import { useCallback } from 'react';
import { queryOptions, useQuery } from '@site/shared/query';
import { callValue, queryKeys, serverNow, siteRef, type Promotion } from '@site/shared';
import { inLanguage, useShowsLocal } from '../../content/localized';
import { promotionState } from '../../content/promotions/state';

export type { Promotion };

const PATH = '/api/content/promotions';

/**
 * The promotions call as the home sections make it (and the home's prefetch, HomePrefetch, starts it): the
 * answer is cached in the operator's texts of every language, and each reader picks its language (`select`), so
 * the key does not name the language.
 */
export function promotionsQuery() {
  return queryOptions({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    meta: { errors: 'silent' },
  });
}

/**
 * The site's promotions to advertise: in the player's language; null while loading, [] when the call failed
 * (sections fall back or hide). Never an ended one: the API leaves those out by the server's clock, and one that
 * ends while the home is open leaves too, at its next read (`serverNow`, the same clock).
 */
export function usePromotions(): Promotion[] | null {
  // in the player's language: the operator's local texts for a reader of the site's local language (issue 17 §5)
  const local = useShowsLocal();
  const select = useCallback(
    (items: Promotion[]) =>
      items.filter((i) => promotionState(i, serverNow()) !== 'ended').map((i) => inLanguage(i, local)),
    [local],
  );
  const q = useQuery({ ...promotionsQuery(), select });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
