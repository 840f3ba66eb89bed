import { useMutation } from '@site/shared/query';
import { AnswerError, callValue, signInWithTac, siteRef } from '@site/shared';

/** Asks for a one-time sign-in code (SPEC §7 tac/request_login); the same answer whether or not the account exists. */
export function useRequestLoginCode() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (account_id: string) =>
      callValue('/api/auth/tac/request_login', { ...siteRef(), account_id }),
  });
}

/**
 * Sign-in with the code (SPEC §7 login_tac); the same state rule as the password login (SPEC §4). The code only
 * works with `tac_request`, the handle its request answered (docs/api.md, TAC codes).
 */
export function useSignInWithCode() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async ({
      account_id,
      tac,
      tac_request,
    }: {
      account_id: string;
      tac: string;
      tac_request: string;
    }) => {
      const answer = await signInWithTac(account_id, tac, tac_request);
      if (answer.statusCode !== 1) throw new AnswerError('/api/auth/login_tac', answer);
      return answer.value;
    },
  });
}
