import { queryOptions, skipToken, useQuery, type QueryClient } from '@site/shared/query';
import { useShallow } from 'zustand/react/shallow';
import type { AuthRef } from '../api/types';
import { authRef, useUserStore } from '../stores/user';
import { callValue } from './call';
import { pageQueryClient } from './client';
import { moneyMovementKeys, queryKeys } from './keys';

/**
 * The three calls whose answers are SPEC §3 user-store state (balance, VIP, favourites). Several remotes show
 * them and sign-in loads them, so they live here rather than in one remote's `features/<f>/api/`.
 */
export const playerQueries = {
  balance: (ref: AuthRef | null) =>
    queryOptions({
      queryKey: queryKeys.wallet.balance(ref?.account_id ?? ''),
      queryFn: ref ? () => callValue('/api/auth/get_balance', ref) : skipToken,
      // A balance that cannot be read is worth the optional toast too (SPEC §8), wherever it is shown.
      meta: { errors: 'toast' as const },
      // Money the player watches: coming back to the tab reads it again, whatever its age, so a bet settled or
      // money moved in another tab meanwhile shows at once (one request per return, none while the tab is away).
      refetchOnWindowFocus: 'always' as const,
    }),
  vip: (ref: AuthRef | null) =>
    queryOptions({
      queryKey: queryKeys.account.vip(ref?.account_id ?? ''),
      queryFn: ref ? () => callValue('/api/auth/vip', ref) : skipToken,
    }),
  /** The inbox: the account remote's /inbox and the templates' header badge (unread count) read the same entry. */
  inbox: (ref: AuthRef | null) =>
    queryOptions({
      queryKey: queryKeys.account.inbox(ref?.account_id ?? ''),
      queryFn: ref ? () => callValue('/api/settings/get_inbox', ref) : skipToken,
    }),
  favourites: (ref: AuthRef | null) =>
    queryOptions({
      queryKey: queryKeys.games.favourites(ref?.account_id ?? ''),
      queryFn: ref ? () => callValue('/api/home/fav_list', ref) : skipToken,
    }),
  /** The minigame tokens (usable, frozen) of SPEC §3's user store, with how they are earned and the last spins. */
  minigame: (ref: AuthRef | null) =>
    queryOptions({
      queryKey: queryKeys.games.minigame(ref?.account_id ?? ''),
      queryFn: ref ? () => callValue('/api/minigame/tokens', ref) : skipToken,
    }),
};

/** The signed-in player's `{ account_id, auth }` (SPEC §6), or null for a guest; re-renders on sign-in/out. */
export function useAuthRef(): AuthRef | null {
  const pair = useUserStore(
    useShallow((s) => (s.isAuthenticated && s.user ? [s.user.account_id, s.token] : null)),
  );
  // useShallow keeps the tuple stable; the object is rebuilt only when account or token change.
  return pair ? { account_id: pair[0] as string, auth: pair[1] as string } : null;
}

export const useBalance = () => useQuery(playerQueries.balance(useAuthRef()));
export const useVip = () => useQuery(playerQueries.vip(useAuthRef()));
export const useInbox = () => useQuery(playerQueries.inbox(useAuthRef()));

/** Unread messages in an inbox answer (0 while it is unknown). */
export function unreadCount(items: readonly { read: boolean }[] | undefined): number {
  return items ? items.filter((m) => !m.read).length : 0;
}

/** The header's unread badge: the inbox cache entry, counted (a claim or a read updates it at once). */
export const useInboxUnread = () => useQuery({ ...playerQueries.inbox(useAuthRef()), select: unreadCount });
export const useFavourites = () => useQuery(playerQueries.favourites(useAuthRef()));
export const useMinigameTokens = () => useQuery(playerQueries.minigame(useAuthRef()));

/**
 * After a password login (SPEC §4): balance, VIP data and favourites, through the cache — a header balance
 * asking at the same time shares the one request.
 */
export async function loadPlayerData(client: QueryClient = pageQueryClient()): Promise<void> {
  const ref = authRef();
  if (!ref) return;
  const quiet = <T>(p: Promise<T>) => p.catch(() => undefined);
  await Promise.all([
    quiet(client.fetchQuery(playerQueries.balance(ref))),
    quiet(client.fetchQuery(playerQueries.vip(ref))),
    quiet(client.fetchQuery(playerQueries.favourites(ref))),
  ]);
}

/** A deposit, withdrawal or bet changed money: balance, transactions, VIP and missions refetch wherever shown. */
export function refreshAfterMoneyMovement(client: QueryClient, account: string): Promise<void> {
  return Promise.all(
    moneyMovementKeys(account).map((queryKey) => client.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
