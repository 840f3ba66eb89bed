/**
 * Query keys, one factory per domain (TanStack Query "query key factory"). Every cache entry of the page is named
 * here, so an invalidation in one remote reaches the same data shown by another. Keys of a player's data carry
 * `{ account }`: `isPlayerKey` finds them (the host drops them on logout).
 */
import type { GamesRequest, TransactionsRequest } from '../api/designed';
import type { AuthRef, SiteRef } from '../api/types';

export type TransactionFilters = Omit<TransactionsRequest, keyof AuthRef>;
export type CatalogueFilters = Omit<GamesRequest, keyof SiteRef>;

const player = (account: string) => ({ account });

export const queryKeys = {
  wallet: {
    all: ['wallet'] as const,
    balance: (account: string) => ['wallet', 'balance', player(account)] as const,
    transactions: (account: string, filters: TransactionFilters = {}) =>
      ['wallet', 'transactions', player(account), filters] as const,
    /** What /withdrawal shows before the player types (withdrawal_info): changes with every movement. */
    withdrawal: (account: string) => ['wallet', 'withdrawal', player(account)] as const,
    banks: (account: string) => ['wallet', 'banks', player(account)] as const,
    statement: (account: string, range: { date_from?: string; date_to?: string } = {}) =>
      ['wallet', 'statement', player(account), range] as const,
    /** The banks and e-wallets of the site's currency (bank_options). */
    bankOptions: () => ['wallet', 'bankOptions'] as const,
    /** The site's deposit/withdrawal limits (siteinfodetail). */
    limits: () => ['wallet', 'limits'] as const,
    /** How long the site's requests took to approve (processing_times): changes with every approval. */
    processingTimes: () => ['wallet', 'processingTimes'] as const,
  },
  account: {
    all: ['account'] as const,
    vip: (account: string) => ['account', 'vip', player(account)] as const,
    missions: (account: string) => ['account', 'missions', player(account)] as const,
    /** The VIP ladder (vip_levels): under the `vip` key, so a money movement refreshes it with VIP progress. */
    vipLevels: (account: string) => ['account', 'vip', player(account), 'levels'] as const,
    /** The inbox (get_inbox): the /inbox page and the header's unread badge share it. */
    inbox: (account: string) => ['account', 'inbox', player(account)] as const,
    referral: (account: string) => ['account', 'referral', player(account)] as const,
    /** /profile's account/profile; edit-profile writes its answer here. */
    profile: (account: string) => ['account', 'profile', player(account)] as const,
    /** Deposit limits (used, remaining) and the reality-check interval (rg_status): a deposit changes them. */
    rgStatus: (account: string) => ['account', 'rgStatus', player(account)] as const,
    /** Active sessions and recent sign-ins (account/sessions). */
    sessions: (account: string) => ['account', 'sessions', player(account)] as const,
    /** The session's reality check (account/reality_check), read by the app-wide watcher. */
    realityCheck: (account: string) => ['account', 'realityCheck', player(account)] as const,
    /** The player's own place on the turnover leaderboard (leaderboard_rank): a bet changes it. */
    leaderboardRank: (account: string, period: 'week' | 'month') =>
      ['account', 'leaderboardRank', player(account), period] as const,
  },
  games: {
    all: ['games'] as const,
    favourites: (account: string) => ['games', 'favourites', player(account)] as const,
    hot: (gameType = '') => ['games', 'hot', gameType] as const,
    catalogue: (filters: CatalogueFilters = {}) => ['games', 'catalogue', filters] as const,
    providers: (category = '') => ['games', 'providers', category] as const,
    recent: (account: string) => ['games', 'recent', player(account)] as const,
    /** The player's minigame tokens (minigame/tokens): the user store's `minigame` follows it; play earns tokens. */
    minigame: (account: string) => ['games', 'minigame', player(account)] as const,
  },
  content: {
    all: ['content'] as const,
    /** A site-scoped call (domain_name + external_id) by path and extra body. */
    site: (path: string, body: Record<string, unknown> = {}) => ['content', path, body] as const,
  },
};

/** True for keys of one player's data (they carry `{ account }`). */
export function isPlayerKey(key: readonly unknown[]): boolean {
  return key.some((k) => typeof k === 'object' && k !== null && 'account' in k);
}

/** The keys a money movement (deposit, withdrawal, bet) changes: balance, transactions, VIP progress, missions. */
export function moneyMovementKeys(account: string): (readonly unknown[])[] {
  return [
    queryKeys.wallet.balance(account),
    ['wallet', 'transactions', player(account)],
    queryKeys.wallet.withdrawal(account),
    ['wallet', 'statement', player(account)],
    queryKeys.account.vip(account),
    queryKeys.account.missions(account),
    queryKeys.account.rgStatus(account),
    ['account', 'leaderboardRank', player(account)],
    queryKeys.games.minigame(account),
  ];
}
