import { useEffect } from 'react';
import { refreshAfterMoneyMovement, useUserStore, type SportEvent } from '@site/shared';
import { useQueryClient, type QueryClient } from '@site/shared/query';
import { sportsbookKeys } from '../../keys';
import { applyPush, type FeedPush } from '../view';
import { isSettledPush, settleRefresher } from './settled';

const TYPES = ['price', 'market', 'score', 'event', 'settled'] as const;

/**
 * While /sports is open: the feed's Server-Sent Events (`/api/sportsbook/stream`, docs/api.md) applied to the
 * events query's cache (`setQueryData`), so prices move and flash, markets grey out and scores tick without a
 * refetch; a new match refetches the list. EventSource reconnects by itself (the server's `retry:`); the
 * stream is closed on unmount. The 15 s refetch of useEvents stays as the fallback. Bets settled (a finished
 * match, the operator's hand): on the `settled` push, sent after the settlement committed, the signed-in player's
 * balance (and the other money-movement queries) and bet history are refreshed once (settled.ts).
 */
export function useFeedStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/sportsbook/stream');
    const settled = settleRefresher(() => refreshSettled(client));
    const listeners = TYPES.map((type) => {
      const listener = (ev: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(ev.data);
        } catch {
          return;
        }
        if (!data || typeof data !== 'object') return;
        const push = { type, data } as FeedPush;
        if (isSettledPush(push)) {
          settled.settled();
          return;
        }
        if (push.type === 'event' && push.data.kind === 'new') {
          void client.invalidateQueries({ queryKey: sportsbookKeys.events() });
          return;
        }
        client.setQueryData<SportEvent[]>(sportsbookKeys.events(), (old) =>
          old ? applyPush(old, push) : old,
        );
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, l] of listeners) source.removeEventListener(type, l);
      source.close();
      settled.stop();
    };
  }, [client]);
}

/** What a settlement concerns, for the player signed in now (nobody: nothing to refresh). */
async function refreshSettled(client: QueryClient): Promise<void> {
  const account = useUserStore.getState().user?.account_id;
  if (!account) return;
  await Promise.all([
    refreshAfterMoneyMovement(client, account),
    client.invalidateQueries({ queryKey: sportsbookKeys.allHistory(account) }),
  ]);
}
