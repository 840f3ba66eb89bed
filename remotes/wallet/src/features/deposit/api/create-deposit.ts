import { useMutation, useQueryClient } from '@site/shared/query';
import { useState } from 'react';
import {
  AnswerError,
  api,
  authRef,
  createAttemptKey,
  DESIGNED_CALLS,
  queryKeys,
  refreshAfterMoneyMovement,
  type BalanceValue,
  type PaymentAnswer,
} from '@site/shared';

export interface DepositInput {
  /** minor units */
  amount: number;
  method: string;
  reference: string;
}

/**
 * POST /api/wallet/deposit. One idempotency key per attempt and its network retries (createAttemptKey); on
 * success the new balance goes into the cache at once and balance, transactions, VIP and missions refetch
 * wherever they are shown. Refusals are shown by the form (`errors: 'inline'`).
 */
export function useCreateDeposit() {
  const client = useQueryClient();
  const [attempt] = useState(createAttemptKey);
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (input: DepositInput): Promise<PaymentAnswer> => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      const answer = await api.call(DESIGNED_CALLS.deposit, {
        ...ref,
        ...input,
        idempotency_key: attempt.keyFor(input),
      });
      attempt.settle(answer);
      if (answer.statusCode !== 1) throw new AnswerError(DESIGNED_CALLS.deposit, answer);
      return answer.value;
    },
    onSuccess: (value) => {
      const account = authRef()?.account_id;
      if (!account) return;
      client.setQueryData<BalanceValue>(queryKeys.wallet.balance(account), (old) =>
        old ? { ...old, game_balance: value.balance } : old,
      );
      void refreshAfterMoneyMovement(client, account);
    },
  });
}
