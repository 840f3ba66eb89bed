import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef } from '@site/shared';

/** The banks and e-wallets of the site's currency, as the API serves them (/api/wallet/bank_options). */
export function useBankOptions() {
  return useQuery({
    queryKey: queryKeys.wallet.bankOptions(),
    queryFn: () => callValue('/api/wallet/bank_options', siteRef()),
    staleTime: Infinity,
  });
}
