import { useMutation, useQueryClient } from '@site/shared/query';
import { authRef, queryKeys } from '@site/shared';
import { callAnswer } from '../../../lib/call-answer';

/** How many other sessions the answer's detail says were signed out ("2 other session(s) signed out"). */
export function othersSignedOut(detail: string): number {
  return Number(/^(\d+)/.exec(detail)?.[1] ?? 0);
}

/**
 * POST /api/auth/update_password (SPEC §7): every other session of the player is signed out, this one stays.
 * Resolves to the number of sessions signed out; the session list on /security is read again.
 */
export function useUpdatePassword() {
  const client = useQueryClient();
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (input: { password: string; new_password: string }) => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      const answer = await callAnswer('/api/auth/update_password', { ...ref, ...input });
      return othersSignedOut(answer.statusDetail);
    },
    onSuccess: () => {
      const account = authRef()?.account_id;
      if (account) void client.invalidateQueries({ queryKey: queryKeys.account.sessions(account) });
    },
  });
}
