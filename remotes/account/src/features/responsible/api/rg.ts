import { skipToken, useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { authRef, callValue, queryKeys, useAuthRef, type CallRequest, type RgStatus } from '@site/shared';

type Period = RgStatus['limits'][number]['period'];
type Interval = RgStatus['reality_check']['interval'];
export type ExcludeInput = Pick<CallRequest<'/api/account/rg_exclude'>, 'kind' | 'duration'>;

const signedIn = () => {
  const ref = authRef();
  if (!ref) throw new Error('signed out');
  return ref;
};

/** POST /api/account/rg_status: the three deposit limits (in force, used, remaining, pending change) and the reality-check interval. */
export function useRgStatus() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.rgStatus(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/rg_status', ref) : skipToken,
  });
}

/** Reads rg_status and the reality check again after a change (both cards and the app-wide watcher). */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    const account = authRef()?.account_id;
    if (!account) return;
    void client.invalidateQueries({ queryKey: queryKeys.account.rgStatus(account) });
    void client.invalidateQueries({ queryKey: queryKeys.account.realityCheck(account) });
  };
}

/**
 * POST /api/account/deposit_limit: a lower (or first) limit applies now; a higher one or a removal (`amount: null`)
 * after the 24-hour cooling-off (`applies: 'pending'`, `limit.pending.effective_at`).
 */
export function useSetDepositLimit() {
  const refresh = useRefresh();
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (input: { period: Period; amount: number | null }) =>
      callValue('/api/account/deposit_limit', { ...signedIn(), ...input }),
    onSettled: refresh,
  });
}

/** POST /api/account/reality_check_set: off, 30 or 60 minutes of session time between checks. */
export function useSetRealityCheck() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (interval: Interval) =>
      callValue('/api/account/reality_check_set', { ...signedIn(), interval }),
    onSettled: refresh,
  });
}

/**
 * POST /api/account/rg_exclude: a time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y). The API ends every
 * session of the player at once; the answer carries the end (`ends_at`).
 */
export function useExclude() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (input: ExcludeInput) => callValue('/api/account/rg_exclude', { ...signedIn(), ...input }),
  });
}
