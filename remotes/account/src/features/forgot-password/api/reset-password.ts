import { useMutation } from '@site/shared/query';
import { callValue, siteRef } from '@site/shared';

/**
 * Password reset step 2 (docs/api.md forgot_password): the code sent in step 1, its `tac_request` and the new
 * password. The API answers `passwordReset` and signs out every session of the account.
 */
export function useResetPassword() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (input: {
      account_id: string;
      contact_phone: string;
      tac: string;
      tac_request: string;
      new_password: string;
    }) => callValue('/api/auth/forgot_password', { ...siteRef(), ...input }),
  });
}
