import { useMutation, useQueryClient } from '@site/shared/query';
import { AnswerError, api, authRef, queryKeys, type BankAccount } from '@site/shared';

type Change =
  | {
      path: '/api/wallet/bank_add';
      body: { bank_name: string; account_name: string; account_number: string };
    }
  | { path: '/api/wallet/bank_remove'; body: { bank_account_id: number } };

/** bank_add / bank_remove: the answer is the new list, which replaces the cached one at once. */
export function useChangeBanks() {
  const client = useQueryClient();
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (change: Change): Promise<BankAccount[]> => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      const answer = await api.call(change.path, { ...ref, ...change.body } as never);
      if (answer.statusCode !== 1) throw new AnswerError(change.path, answer);
      return answer.value as BankAccount[];
    },
    onSuccess: (list) => {
      const account = authRef()?.account_id;
      if (account) client.setQueryData(queryKeys.wallet.banks(account), list);
    },
  });
}
