import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { authRef, callValue, queryKeys, siteRef, useUserStore } from '@site/shared';

const LIST = '/api/content/reviews';
const MINE = '/api/auth/review_mine';
const listKey = queryKeys.content.site(LIST);
const mineKey = (account: string) => ['content', MINE, { account }] as const;

/** The site's shown reviews with their count, average and distribution. */
export function useReviews() {
  return useQuery({ queryKey: listKey, queryFn: () => callValue(LIST, siteRef()) });
}

/** The signed-in player's own review (null: none yet); off for guests. */
export function useMyReview() {
  const account = useUserStore((s) => (s.isAuthenticated ? (s.user?.account_id ?? '') : ''));
  return useQuery({
    queryKey: mineKey(account),
    enabled: Boolean(account),
    queryFn: () => callValue(MINE, authRef() ?? { account_id: '', auth: '' }),
  });
}

/** Writes the player's review; the list, average and their own review refresh at once. */
export function useWriteReview() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (body: { rating: number; body: string }) =>
      callValue('/api/auth/review_write', { ...(authRef() ?? { account_id: '', auth: '' }), ...body }),
    onSuccess: (mine) => {
      const account = authRef()?.account_id ?? '';
      qc.setQueryData(mineKey(account), mine);
      return qc.invalidateQueries({ queryKey: listKey });
    },
  });
}
