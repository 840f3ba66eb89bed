import { api, siteRef, type Envelope } from '@site/shared';

/** POST /api/auth/forgot_password {account_id, contact_phone, domain_name, external_id} (SPEC §7). */
export function requestPasswordReset(account_id: string, contact_phone: string): Promise<Envelope<null>> {
  return api.call('/api/auth/forgot_password', { ...siteRef(), account_id, contact_phone });
}
