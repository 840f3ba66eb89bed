import { useMutation } from '@site/shared/query';
import { callValue, siteRef } from '@site/shared';

/** POST /api/auth/forgot_password {account_id, contact_phone, domain_name, external_id} (SPEC §7). */
export function useRequestPasswordReset() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (input: { account_id: string; contact_phone: string }) =>
      callValue('/api/auth/forgot_password', { ...siteRef(), ...input }),
  });
}
