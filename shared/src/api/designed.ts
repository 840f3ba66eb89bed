/**
 * Calls the spec leaves "not shown" that the screens need (wallet, games, sportsbook, account, content).
 * Same envelope and failure rules as SPEC §7; documented in docs/api.md.
 */
export const DESIGNED_CALLS = {
  logout: '/api/auth/logout',
  deposit: '/api/wallet/deposit',
  withdraw: '/api/wallet/withdraw',
  cancelWithdrawal: '/api/wallet/cancel_withdrawal',
  banks: '/api/wallet/banks',
  bankAdd: '/api/wallet/bank_add',
  bankRemove: '/api/wallet/bank_remove',
  transactions: '/api/wallet/transactions',
  statement: '/api/wallet/statement',
  games: '/api/product/games',
  providers: '/api/product/providers',
  launch: '/api/product/launch',
  recent: '/api/product/recent',
  favAdd: '/api/home/fav_add',
  favRemove: '/api/home/fav_remove',
  betHistory: '/api/sportsbook/bet_history',
  referral: '/api/account/referral',
  missions: '/api/account/missions',
  leaderboard: '/api/account/leaderboard',
  promotions: '/api/content/promotions',
  news: '/api/content/news',
  cms: '/api/content/cms',
} as const;
