import { useMutation, useQueryClient } from '@site/shared/query';
import { authRef, callValue, queryKeys, refreshAfterMoneyMovement, type InboxItem } from '@site/shared';

/** Writes one answered item into the cached inbox, so the list and the header's unread badge change at once. */
function putItem(items: InboxItem[] | undefined, item: InboxItem): InboxItem[] | undefined {
  return items?.map((m) => (m.inbox_id === item.inbox_id ? item : m));
}

/**
 * POST /api/settings/claim_inbox: marks the item read; a bonus item (`amount` > 0) credits its amount once. The
 * answered item goes into the cache at once (unread badge, list); a bonus also refreshes the balance, VIP and
 * missions wherever shown (`refreshAfterMoneyMovement`). `quiet` (opening a plain message marks it read) keeps
 * a failure off the screen: the message stays unread and the next visit tries again.
 */
export function useClaimInbox({ quiet = false }: { quiet?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    meta: { errors: quiet ? 'silent' : 'central' },
    mutationFn: (inbox_id: number) => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return callValue('/api/settings/claim_inbox', { ...ref, inbox_id });
    },
    onSuccess: (item) => {
      const account = authRef()?.account_id;
      if (!account) return;
      client.setQueryData<InboxItem[]>(queryKeys.account.inbox(account), (old) => putItem(old, item));
      if (item.amount > 0) void refreshAfterMoneyMovement(client, account);
    },
    onError: () => {
      // alreadyClaimed / notFound: the list is stale; read it again.
      const account = authRef()?.account_id;
      if (account && !quiet) void client.invalidateQueries({ queryKey: queryKeys.account.inbox(account) });
    },
  });
}
