import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import {
  authRef,
  callValue,
  queryKeys,
  refreshAfterMoneyMovement,
  siteRef,
  type MinigameTokens,
} from '@site/shared';

export { useMinigameTokens } from '@site/shared';

/** The wheel's query key: the site's published wheel (a spin's answer puts the wheel it was drawn from here). */
export const wheelKey = () => queryKeys.content.site('/api/minigame/wheel');

/** The wheel's segments and published odds (minigame/wheel): the same for every player of the site. */
export function useWheel() {
  return useQuery({
    queryKey: wheelKey(),
    queryFn: () => callValue('/api/minigame/wheel', siteRef()),
    staleTime: 5 * 60_000,
  });
}

/** A fresh idempotency key for one attempt (a retry after a lost answer is a new attempt the player makes). */
const attemptKey = () => `spin-${crypto.randomUUID()}`;

/**
 * POST /api/minigame/spin: one token spent, the prize drawn and credited by the server. The answer's tokens,
 * spin and wheel (the one the prize was drawn from, which may be an operator's change since the page loaded) go
 * into the cache at once (the user store's `minigame` follows). The money (the header balance takes the
 * answer's balance, every other money-movement view refetches) waits for `settle()`, which the page calls when the
 * wheel has landed, so the balance does not give the prize away while the wheel turns; a page left mid-spin settles
 * on unmount, and an answer arriving after it settles at once, so no update is lost. A refusal (noTokens) goes to the
 * central handler and the tokens are read again.
 */
export function useSpin() {
  const client = useQueryClient();
  const unsettled = useRef<(() => void)[]>([]);
  const mounted = useRef(true);
  const settle = useCallback(() => {
    for (const credit of unsettled.current.splice(0)) credit();
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      settle();
    };
  }, [settle]);
  const mutation = useMutation({
    mutationFn: () => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return callValue('/api/minigame/spin', { ...ref, idempotency_key: attemptKey() });
    },
    onSuccess: (a) => {
      // the wheel the prize was drawn from is the site's wheel now: the page draws it and lands on its segment
      client.setQueryData(wheelKey(), a.wheel);
      const account = authRef()?.account_id;
      if (!account) return;
      client.setQueryData<MinigameTokens>(queryKeys.games.minigame(account), (old) =>
        old
          ? {
              ...old,
              token_balance: a.token_balance,
              frozen_token: a.frozen_token,
              spins: [a.spin, ...old.spins].slice(0, 10),
            }
          : old,
      );
      const credit = () => {
        client.setQueryData(queryKeys.wallet.balance(account), (old: object | undefined) =>
          old ? { ...old, game_balance: a.balance } : old,
        );
        void refreshAfterMoneyMovement(client, account);
      };
      if (mounted.current) unsettled.current.push(credit);
      else credit();
    },
    onError: () => {
      const account = authRef()?.account_id;
      if (account) void client.invalidateQueries({ queryKey: queryKeys.games.minigame(account) });
    },
  });
  return { ...mutation, settle };
}
