import { useCallback } from 'react';
import { queryOptions, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type NewsItem } from '@site/shared';
import { inLanguage, useShowsLocal } from '../../content/localized';

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
  // in the player's language: the operator's local texts for a reader of the site's local language (issue 17 §5)
  const local = useShowsLocal();
  const select = useCallback((items: NewsItem[]) => items.map((i) => inLanguage(i, local)), [local]);
  const q = useQuery({ ...newsQuery(), select });
  return q.isSuccess ? q.data : q.isError ? [] : null;
}
