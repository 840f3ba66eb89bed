import { skipToken, useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { authRef, callValue, queryKeys, useAuthRef } from '@site/shared';

/** POST /api/account/sessions: the live sessions (device, address, started, last seen, current) and the last 20 sign-ins. */
export function useSessions() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.account.sessions(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/sessions', ref) : skipToken,
  });
}

/**
 * POST /api/account/session_revoke: one session (`session_id`) or every other one (`others: true`). The signed-out
 * session's next call answers sessionExpired (the session-expired flow of SPEC §8 in that browser). Resolves to
 * how many sessions were signed out; the list is read again either way.
 */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (target: { session_id: string } | { others: true }) => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return (await callValue('/api/account/session_revoke', { ...ref, ...target })).revoked;
    },
    onSettled: () => {
      const account = authRef()?.account_id;
      if (account) void client.invalidateQueries({ queryKey: queryKeys.account.sessions(account) });
    },
  });
}
