import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef } from '@site/shared';

/** The site's deposit limits in minor units, from /api/settings/siteinfodetail. */
export function useDepositLimits() {
  return useQuery({
    queryKey: queryKeys.wallet.limits(),
    queryFn: () => callValue('/api/settings/siteinfodetail', siteRef()),
    select: (info) => ({ min: info.min_deposit, max: info.max_deposit }),
  });
}
