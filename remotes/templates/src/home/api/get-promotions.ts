import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type Promotion } from '@site/shared';

export type { Promotion };

const PATH = '/api/content/promotions';

/** The site's promotions: null while loading, [] when the call failed (sections fall back or hide). */
export function usePromotions(): Promotion[] | null {
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    meta: { errors: 'silent' },
  });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
