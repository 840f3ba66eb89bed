import { useMutation, useQueryClient } from '@site/shared/query';
import { authRef, callValue, queryKeys, useUserStore, type ProfileValue } from '@site/shared';

/**
 * POST /api/settings/profile_update (SPEC §7). The answer's first item goes into the user store (SPEC §3
 * `fullname`, `email`), so the header shows the new name at once, and into /profile's cache entry.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (input: { full_name: string; contact_email: string }) => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return callValue('/api/settings/profile_update', { ...ref, ...input });
    },
    onSuccess: (rows) => {
      const saved = rows[0];
      const account = authRef()?.account_id;
      if (!saved || !account) return;
      useUserStore.getState().setProfile(saved.full_name, saved.contact_email);
      client.setQueryData<ProfileValue>(queryKeys.account.profile(account), (old) =>
        old ? { ...old, full_name: saved.full_name, contact_email: saved.contact_email } : old,
      );
    },
  });
}
