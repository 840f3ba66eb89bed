import { useCallback } from 'react';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, useLayoutStore, type NewsItem } from '@site/shared';
import { inLanguage } from '../../content/localized';

export type { NewsItem };

const PATH = '/api/content/news';

/**
 * The site's news, newest first, in the player's language: null while loading, [] when the call failed (the section
 * is not drawn).
 */
export function useNews(): NewsItem[] | null {
  // in the player's language: the operator's local texts on PHP / CN pages (issue 17 §5)
  const language = useLayoutStore((s) => s.language);
  const select = useCallback((items: NewsItem[]) => items.map((i) => inLanguage(i, language)), [language]);
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    select,
    meta: { errors: 'silent' },
  });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
