import { useMutation } from '@site/shared/query';
import { AnswerError, signIn } from '@site/shared';

/**
 * Password sign-in (SPEC §4): sets the user store, then loads balance, VIP and favourites through the cache
 * (one get_balance, shared with the header). A refusal is shown by the form.
 */
export function useSignIn() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async ({ account_id, password }: { account_id: string; password: string }) => {
      const answer = await signIn(account_id, password);
      if (answer.statusCode !== 1) throw new AnswerError('/api/auth/login', answer);
      return answer.value;
    },
  });
}
