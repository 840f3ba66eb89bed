import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/** Opening and closing balance and per-day figures of a range (/api/wallet/statement). */
export function useStatement(range: { date_from: string; date_to: string }) {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.wallet.statement(ref?.account_id ?? '', range),
    queryFn: ref ? () => callValue('/api/wallet/statement', { ...ref, ...range }) : skipToken,
  });
}
