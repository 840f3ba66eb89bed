import { useMutation } from '@site/shared/query';
import {
  AnswerError,
  api,
  bus,
  callValue,
  loadPlayerData,
  siteRef,
  useUserStore,
  type CallRequest,
} from '@site/shared';
import { solveChallenge } from '../pow';

interface Challenge {
  challenge: string;
  difficulty: number;
}

/**
 * `tac/request_new_register` (docs/api.md): asks for the sign-up code. When the API answers `challengeRequired`
 * the browser solves the proof of work (`onSolving` tells the page it is working) and sends the same request
 * again with the solution; a second challenge (the first one expired meanwhile) is solved once more.
 */
export function useRequestRegisterCode(onSolving: (solving: boolean) => void) {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (input: { account_id: string; contact_phone: string }) => {
      let solved: { challenge?: string; challenge_nonce?: string } = {};
      for (let round = 0; ; round++) {
        const answer = await api.call('/api/auth/tac/request_new_register', {
          ...siteRef(),
          ...input,
          ...solved,
        });
        if (answer.statusCode === 1) return answer.value;
        const value = answer.value as unknown as Challenge | null;
        if (answer.statusMessage !== 'challengeRequired' || !value || round >= 2)
          throw new AnswerError('/api/auth/tac/request_new_register', answer);
        onSolving(true);
        try {
          solved = {
            challenge: value.challenge,
            challenge_nonce: await solveChallenge(value.challenge, value.difficulty),
          };
        } finally {
          onSolving(false);
        }
      }
    },
  });
}

/** `tac/verify` (purpose register): marks the code verified; `signup` must follow within 30 minutes. */
export function useVerifyRegisterCode() {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: (input: { account_id: string; tac: string; tac_request: string }) =>
      callValue('/api/auth/tac/verify', { ...siteRef(), ...input, purpose: 'register' }),
  });
}

export type SignupInput = Omit<CallRequest<'/api/auth/signup'>, 'domain_name' | 'external_id'>;

/**
 * Resolves once the page has left `path` (the shell's guest guard sends a newly signed-in player away from
 * /register), or after `maxMs`.
 */
function leftPath(path: string, maxMs = 3000): Promise<void> {
  const until = Date.now() + maxMs;
  return new Promise((resolve) => {
    const check = () => {
      if (location.pathname !== path || Date.now() > until) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}

/**
 * `signup`: creates the account and signs it in — the same state rule as a password sign-in (SPEC §4): the user
 * store is set, `auth:login` is sent and balance, VIP and favourites are loaded. The shell's guest guard moves
 * the new player off /register at once; `onSignedIn` then takes them where the page wants (/deposit), and the
 * welcome toast follows.
 */
export function useSignUp(onSignedIn: () => void) {
  return useMutation({
    meta: { errors: 'inline' },
    mutationFn: async (input: SignupInput) => {
      const answer = await api.call('/api/auth/signup', { ...siteRef(), ...input });
      if (answer.statusCode !== 1) throw new AnswerError('/api/auth/signup', answer);
      const from = location.pathname;
      if (!useUserStore.getState().setLogin(answer)) throw new AnswerError('/api/auth/signup', answer);
      bus.emit('auth:login', { account_id: input.account_id });
      await leftPath(from);
      onSignedIn();
      bus.emit('toast:show', {
        kind: 'success',
        text: (tr) => tr('account:welcomeNew', { id: input.account_id }),
        duration: 3000,
        position: 'bottom-right',
      });
      await loadPlayerData();
      return answer.value;
    },
  });
}
