import { useEffect, type RefObject } from 'react';
import * as z from 'zod/mini';
import { useQueryClient } from '@site/shared/query';
import { authRef, bus, queryKeys, refreshAfterMoneyMovement, type BalanceValue } from '@site/shared';

/** The one message a house game client posts after a real round (shared/src/lib/house.ts). */
const balanceMessage = z.object({
  source: z.literal('house-game'),
  type: z.literal('balance'),
  balance: z.int().check(z.minimum(0)),
  round_id: z.string().check(z.maxLength(64)),
});

/**
 * The new balance a message carries when it comes from `frame` (its window, with the opaque origin "null" of a
 * frame sandboxed without allow-same-origin) in the one accepted shape; null for anything else.
 */
export function balanceFrom(
  e: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  frame: Window | null | undefined,
): number | null {
  if (!frame || e.source !== frame || e.origin !== 'null') return null;
  const m = balanceMessage.safeParse(e.data);
  return m.success ? m.data.balance : null;
}

/**
 * The header balance follows the game: a message from *this* frame (its window, and the opaque origin "null" of a
 * frame sandboxed without allow-same-origin) of the right shape puts the new balance into the cache, refetches
 * every money figure from the API, and tells the other remotes on the event bus. Anything else is ignored.
 */
export function useHouseBalance(frame: RefObject<HTMLIFrameElement | null>, live: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const onMessage = (e: MessageEvent) => {
      const balance = balanceFrom(e, frame.current?.contentWindow);
      const account = authRef()?.account_id;
      if (balance === null || !account) return;
      client.setQueryData<BalanceValue>(queryKeys.wallet.balance(account), (old) =>
        old ? { ...old, game_balance: balance } : old,
      );
      void refreshAfterMoneyMovement(client, account);
      bus.emit('wallet:balance', { balance });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, live, client]);
}
