import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** The player's bank accounts, numbers masked but the last four digits (/api/wallet/banks). */
export function useBanks() {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.wallet.banks(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/wallet/banks', ref) : skipToken,
  });
}
