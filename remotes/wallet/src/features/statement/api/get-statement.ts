import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, useAuthRef } from '@site/shared';

/**
 * Opening and closing balance and per-day figures of a range of the player's days (`tz`) (/api/wallet/statement);
 * `null`: nothing asked (a range the page refuses).
 */
export function useStatement(range: { date_from: string; date_to: string; tz: string } | null) {
  const ref = useAuthRef();
  return useQuery({
    queryKey: queryKeys.wallet.statement(ref?.account_id ?? '', range ?? {}),
    queryFn: ref && range ? () => callValue('/api/wallet/statement', { ...ref, ...range }) : skipToken,
  });
}
