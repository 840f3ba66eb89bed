import { useCallback } from 'react';
import { queryOptions, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, useLayoutStore, type NewsItem } from '@site/shared';
import { inLanguage } from '../../content/localized';

export type { NewsItem };

const PATH = '/api/content/news';

/**
 * The news call as the home's news section makes it (and HomePrefetch starts it): cached with every language's
 * texts, each reader picks its own (`select`), so the key does not name the language.
 */
export function newsQuery() {
  return queryOptions({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    meta: { errors: 'silent' },
  });
}

/**
 * The site's news, newest first, in the player's language: null while loading, [] when the call failed (the section
 * is not drawn).
 */
export function useNews(): NewsItem[] | null {
  // in the player's language: the operator's local texts on PHP / CN pages (issue 17 §5)
  const language = useLayoutStore((s) => s.language);
  const select = useCallback((items: NewsItem[]) => items.map((i) => inLanguage(i, language)), [language]);
  const q = useQuery({ ...newsQuery(), select });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
