import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@site/shared/query';
import { handleApiError } from '../api/handle';
import type { BalanceValue, FavItem, VipValue } from '../api/types';
import type { MinigameTokens } from '../api/designed';
import { useUserStore } from '../stores/user';
import { answerOf } from './call';
import { moneyMovementKeys, queryKeys } from './keys';

/**
 * Who shows a failed query or mutation (`meta: { errors }`): `central` (default) hands it to the SPEC §8
 * handler (dialog; session messages start the session-expired flow); `toast` does the same and adds SPEC §8's
 * optional 3 s toast (the balance: money the player watches); `inline` is shown by the component (a
 * form's field error) — session messages still reach the shell through `api:answer`; `silent` hides it (a home
 * section that just does not draw).
 */
export type ErrorMode = 'central' | 'toast' | 'inline' | 'silent';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errors?: ErrorMode };
    mutationMeta: { errors?: ErrorMode };
  }
}

function routeError(error: unknown, mode: ErrorMode | undefined) {
  const m = mode ?? 'central';
  if (m === 'central' || m === 'toast') handleApiError(answerOf(error), { toast: m === 'toast' });
}

/**
 * The one direction between the cache and the SPEC §3 user store: when the current player's balance, VIP,
 * favourites or minigame tokens query gets data (fetched or set), the store field follows. Nothing writes those fields otherwise.
 */
export function syncUserStore(key: QueryKey, data: unknown): void {
  const [domain, name, who] = key;
  const account =
    typeof who === 'object' && who !== null ? (who as { account?: unknown }).account : undefined;
  const s = useUserStore.getState();
  if (!s.isAuthenticated || !account || s.user?.account_id !== account || data === undefined) return;
  if (domain === 'wallet' && name === 'balance') {
    const b = data as Partial<BalanceValue>;
    if (typeof b.game_balance === 'number') s.setBalance(b.game_balance, b.game_token ?? '');
  } else if (domain === 'account' && name === 'vip')
    s.setVip((data as Partial<VipValue>).nextLevel?.[0] ?? null);
  else if (domain === 'games' && name === 'favourites' && Array.isArray(data))
    s.setFavourites(data as FavItem[]);
  else if (domain === 'games' && name === 'minigame') {
    const m = data as Partial<MinigameTokens>;
    if (typeof m.token_balance === 'number' && typeof m.frozen_token === 'number')
      s.setMinigame({ frozen_token: m.frozen_token, token_balance: m.token_balance });
  }
}

/**
 * Refusals that mean the page's money figures are older than the server's: another tab, a settled bet or an
 * operator moved money or changed a limit since the page read them. The refused mutation refreshes what they
 * concern (PAGES.md: a figure a change affects updates everywhere), so the next try and the figures beside the
 * refusal agree with the server.
 */
export const STALE_STATE_REFUSALS: Readonly<Record<string, 'money' | 'betLimits'>> = {
  insufficientBalance: 'money',
  withdrawalPending: 'money',
  turnoverNotMet: 'money',
  depositLimitReached: 'money',
  stakeOutOfLimits: 'betLimits',
};

/** Refreshes what a stale-state refusal (`STALE_STATE_REFUSALS`) concerns, for the signed-in player. */
export function refreshAfterRefusal(client: QueryClient, statusMessage: string): void {
  const what = STALE_STATE_REFUSALS[statusMessage];
  if (what === 'betLimits') {
    void client.invalidateQueries({ queryKey: queryKeys.content.site('/api/sportsbook/bet_limits') });
    return;
  }
  const account = useUserStore.getState().user?.account_id;
  if (what === 'money' && account)
    for (const queryKey of moneyMovementKeys(account)) void client.invalidateQueries({ queryKey });
}

let pageClient: QueryClient | null = null;

/**
 * The page's QueryClient. The host creates it once at startup and provides it at the root; remotes reach it
 * through TanStack's hooks (a shared singleton, so the context is the host's). Calls are POSTs, which SPEC §8
 * never retries; data counts as fresh for 30 s, so a page and its header share one request.
 */
export function createSiteQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => routeError(error, query.meta?.errors) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        refreshAfterRefusal(client, answerOf(error).statusMessage);
        routeError(error, mutation.meta?.errors);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      syncUserStore(event.query.queryKey, event.query.state.data);
  });
  pageClient = client;
  return client;
}

/** The client the host created (for code outside React, e.g. sign-in); throws before the host made one. */
export function pageQueryClient(): QueryClient {
  if (!pageClient) throw new Error('createSiteQueryClient() has not run: the host creates the page client');
  return pageClient;
}
