import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef, type TransactionFilters } from '@site/shared';

/** A page of the player's transactions (/api/wallet/transactions); refreshed by every money movement. */
export function useTransactions(filters: TransactionFilters) {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.wallet.transactions(ref?.account_id ?? '', filters),
    queryFn: ref ? () => callValue('/api/wallet/transactions', { ...ref, ...filters }) : skipToken,
  });
}
