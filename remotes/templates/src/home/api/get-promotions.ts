import { useCallback } from 'react';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, useLayoutStore, type Promotion } from '@site/shared';
import { inLanguage } from '../../content/localized';

export type { Promotion };

const PATH = '/api/content/promotions';

/** The site's promotions: in the player's language; null while loading, [] when the call failed (sections fall back or hide). */
export function usePromotions(): Promotion[] | null {
  // in the player's language: the operator's local texts on PHP / CN pages (issue 17 §5)
  const language = useLayoutStore((s) => s.language);
  const select = useCallback((items: Promotion[]) => items.map((i) => inLanguage(i, language)), [language]);
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    select,
    meta: { errors: 'silent' },
  });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
