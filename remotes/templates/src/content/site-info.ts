import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef } from '@site/shared';

const INFO = '/api/settings/siteinfodetail';
const SOCIAL = '/api/settings/social_account';

/** The site's details (support contacts, app ids): `/api/settings/siteinfodetail`. */
export function useSiteInfo() {
  return useQuery({ queryKey: queryKeys.content.site(INFO), queryFn: () => callValue(INFO, siteRef()) });
}

/** The site's social accounts (SPEC §3 `accountList`): `/api/settings/social_account`. */
export function useSocialAccounts() {
  return useQuery({ queryKey: queryKeys.content.site(SOCIAL), queryFn: () => callValue(SOCIAL, siteRef()) });
}
