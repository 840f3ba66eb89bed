import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type NewsItem } from '@site/shared';

export type { NewsItem };

const PATH = '/api/content/news';

/** The site's news, newest first: null while loading, [] when the call failed (the section is not drawn). */
export function useNews(): NewsItem[] | null {
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    meta: { errors: 'silent' },
  });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
