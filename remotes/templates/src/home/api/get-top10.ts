import { queryOptions, useQuery } from '@site/shared/query';
import { useTranslation } from '@site/shared/i18next';
import { callValue, marketName, queryKeys, siteRef, type Top10Stats } from '@site/shared';

/**
 * /api/settings/top10winner_withdrawal (SPEC §3 top-10 stats). Amounts in minor units; account names come
 * masked by the server (`lu***8`) and are shown as they are.
 */
export type Top10 = Top10Stats;

const PATH = '/api/settings/top10winner_withdrawal';

/** The top-10 stats call as the home sections make it (and HomePrefetch starts it). */
export function top10Query() {
  return queryOptions({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    meta: { errors: 'silent' },
  });
}

/** null while loading, undefined when the call failed (sections that use it are then not drawn). */
export function useTop10(): Top10 | null | undefined {
  const q = useQuery(top10Query());
  return q.isSuccess ? q.data : q.isError ? undefined : null;
}

/** What a win was on: the game's name, or the sportsbook market's name in the page's language. */
export function useWonOn(): (w: { game_name?: string; market?: string }) => string {
  const { t } = useTranslation('templates');
  return (w) => (w.market ? marketName(w.market, t) : (w.game_name ?? ''));
}
