import { useEffect } from 'react';
import type { SportEvent } from '@site/shared';
import { useQueryClient } from '@site/shared/query';
import { sportsbookKeys } from '../../keys';
import { applyPush, type FeedPush } from '../view';

const TYPES = ['price', 'market', 'score', 'event'] as const;

/**
 * While /sports is open: the feed's Server-Sent Events (`/api/sportsbook/stream`, docs/api.md) applied to the
 * events query's cache (`setQueryData`), so prices move and flash, markets grey out and scores tick without a
 * refetch; a new match refetches the list. EventSource reconnects by itself (the server's `retry:`); the
 * stream is closed on unmount. The 15 s refetch of useEvents stays as the fallback.
 */
export function useFeedStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/sportsbook/stream');
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
    };
  }, [client]);
}
