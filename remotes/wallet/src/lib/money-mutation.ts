import { useMutation, useQueryClient } from '@site/shared/query';
import { useState } from 'react';
import {
  AnswerError,
  api,
  bus,
  authRef,
  createAttemptKey,
  queryKeys,
  refreshAfterMoneyMovement,
  type BalanceValue,
  type PaymentAnswer,
} from '@site/shared';

type MoneyPath = '/api/wallet/withdraw' | '/api/wallet/cancel_withdrawal';
type MoneyInput<P extends MoneyPath> = P extends '/api/wallet/withdraw'
  ? { amount: number; bank_account_id: number }
  : { request_id?: number };

/**
 * A request that moves money (withdraw, cancel): one idempotency key per attempt, kept across a retry after a
 * network failure (createAttemptKey), so a double click or a replay moves money once. On success the new
 * balance and held amount go into the cache at once and every money figure refetches wherever it is shown.
 */
export function useMoneyMutation<P extends MoneyPath>(path: P) {
  const client = useQueryClient();
  const [attempt] = useState(createAttemptKey);
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (input: MoneyInput<P>): Promise<PaymentAnswer> => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      const body = { ...ref, ...input, idempotency_key: attempt.keyFor(input) };
      const answer = await api.call(path, body as never);
      attempt.settle(answer);
      if (answer.statusCode !== 1) throw new AnswerError(path, answer);
      return answer.value as PaymentAnswer;
    },
    onSuccess: (value) => {
      const account = authRef()?.account_id;
      if (!account) return;
      client.setQueryData<BalanceValue>(queryKeys.wallet.balance(account), (old) =>
        old ? { ...old, game_balance: value.balance, held: value.held } : old,
      );
      void refreshAfterMoneyMovement(client, account);
      bus.emit('wallet:balance', { balance: value.balance });
    },
  });
}
