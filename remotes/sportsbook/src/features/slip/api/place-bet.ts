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
  type Bet,
} from '@site/shared';
import { sportsbookKeys } from '../../keys';

export interface PlaceBetInput {
  bet_type: string;
  /** minor units */
  stake: number;
  selections: { selection_id: number; odds: number }[];
}

/**
 * POST /api/sportsbook/place_bet. One idempotency key per attempt (createAttemptKey: the same body keeps its key
 * until an answer arrives, so a retry after a network failure never places the bet twice; a new body — new odds
 * after `oddsChanged` — gets a new key). On success the balance goes into the cache and every money figure
 * refetches (refreshAfterMoneyMovement), as does the bet history.
 */
export function usePlaceBet() {
  const client = useQueryClient();
  const [attempt] = useState(createAttemptKey);
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (input: PlaceBetInput): Promise<Bet & { balance: number }> => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      const answer = await api.call(DESIGNED_CALLS.placeBet, {
        ...ref,
        bet_type: input.bet_type as never,
        stake: input.stake,
        selections: input.selections,
        idempotency_key: attempt.keyFor(input),
      });
      attempt.settle(answer);
      if (answer.statusCode !== 1) throw new AnswerError(DESIGNED_CALLS.placeBet, answer);
      return answer.value;
    },
    onSuccess: (value) => {
      const account = authRef()?.account_id;
      if (!account) return;
      client.setQueryData<BalanceValue>(queryKeys.wallet.balance(account), (old) =>
        old ? { ...old, game_balance: value.balance } : old,
      );
      void refreshAfterMoneyMovement(client, account);
      void client.invalidateQueries({ queryKey: sportsbookKeys.allHistory(account) });
    },
  });
}
