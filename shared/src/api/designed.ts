/**
 * Calls the spec leaves "not shown" that the screens need (wallet, games, sportsbook, account, content,
 * operator). Same envelope and failure rules as SPEC §7; documented in docs/api.md. Money is in integer
 * minor units (cents); dates are ISO 8601 strings (UTC); request dates are YYYY-MM-DD.
 */
import type { AuthRef, CmsKey, FavItem, GameEntry, SiteRef } from './types';

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
  placeBet: '/api/sportsbook/place_bet',
  referral: '/api/account/referral',
  missions: '/api/account/missions',
  missionClaim: '/api/account/mission_claim',
  leaderboard: '/api/account/leaderboard',
  promotions: '/api/content/promotions',
  news: '/api/content/news',
  cms: '/api/content/cms',
  operatorPayments: '/api/operator/payments',
  operatorDecide: '/api/operator/payment_decide',
  operatorSettleBet: '/api/operator/settle_bet',
  operatorPlayerStatus: '/api/operator/player_status',
  operatorInboxSend: '/api/operator/inbox_send',
  operatorTac: '/api/operator/tac',
} as const;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
export interface PageRequest {
  page?: number;
  page_size?: number;
}

/** Every money request carries a key; a replay answers the first answer, another body under it is refused. */
export interface Idempotent {
  idempotency_key: string;
}

export interface PaymentRequest {
  request_id: number;
  kind: 'deposit' | 'withdrawal';
  amount: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  method: string;
  reference: string;
  bank_account_id: number | null;
  created_at: string;
  decided_at: string | null;
}
/** A player's payment answer also carries the wallet after it. */
export interface PaymentAnswer extends PaymentRequest {
  balance: number;
  held: number;
}
export interface DepositRequest extends AuthRef, Idempotent {
  amount: number;
  method: string;
  reference?: string;
}
export interface WithdrawRequest extends AuthRef, Idempotent {
  amount: number;
  bank_account_id: number;
}
export interface CancelWithdrawalRequest extends AuthRef, Idempotent {
  request_id?: number;
}

export interface BankAccount {
  bank_account_id: number;
  bank_name: string;
  account_name: string;
  /** masked but for the last four digits */
  account_number: string;
  created_at: string;
}
export interface BankAddRequest extends AuthRef {
  bank_name: string;
  account_name: string;
  account_number: string;
}
export interface BankRemoveRequest extends AuthRef {
  bank_account_id: number;
}

export type TransactionType = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'refund';
export type TransactionStatus = PaymentRequest['status'] | 'completed';
export interface TransactionsRequest extends AuthRef, PageRequest {
  type?: TransactionType;
  status?: TransactionStatus;
  date_from?: string;
  date_to?: string;
}
export interface Transaction {
  /** `P<request id>` for deposits and withdrawals, `L<ledger id>` for other movements */
  id: string;
  type: TransactionType;
  /** signed: withdrawals and bets are negative */
  amount: number;
  status: TransactionStatus;
  detail: string;
  created_at: string;
}
export interface StatementRequest extends AuthRef {
  date_from?: string;
  date_to?: string;
}
export interface StatementDay {
  date: string;
  credits: number;
  debits: number;
  closing_balance: number;
  movements: number;
}
export interface StatementValue {
  date_from: string;
  date_to: string;
  opening_balance: number;
  closing_balance: number;
  days: StatementDay[];
}

export interface CatalogueGame extends GameEntry {
  category: string;
  is_hot: boolean;
  is_new: boolean;
}
export interface GamesRequest extends SiteRef, PageRequest {
  category?: string;
  provider_code?: string;
  search?: string;
}
export interface ProvidersRequest extends SiteRef {
  category?: string;
}
export interface ProviderEntry {
  provider_code: string;
  category: string;
  count: number;
}
export interface GameCodeRequest extends AuthRef {
  game_code: string;
}
export interface LaunchValue {
  game_code: string;
  provider_code: string;
  game_name: string;
  game_token: string;
  url: string;
  popup: boolean;
}
export interface RecentGame extends GameEntry {
  category: string;
  played_at: string;
}

export interface BetSelection {
  bet_type: string;
  home_away: 1 | 2 | 3;
  criteria1: string;
  home_team_name: string;
  away_team_name: string;
  /** home_name_en, away_name_cn, … */
  [name: `${'home' | 'away'}_name_${string}`]: string;
}
export interface Bet {
  bet_id: number;
  bet_type: string;
  stake: number;
  odds: number;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number;
  potential_payout: number;
  placed_at: string;
  settled_at: string | null;
  selections: BetSelection[];
}
export interface BetHistoryRequest extends AuthRef, PageRequest {
  status?: Bet['status'];
  date_from?: string;
  date_to?: string;
}
export interface PlaceBetRequest extends AuthRef, Idempotent {
  bet_type: string;
  stake: number;
  odds: number;
  selections: {
    bet_type?: string;
    home_away: 1 | 2 | 3;
    criteria1?: string;
    home_team_name: string;
    away_team_name: string;
    names?: Record<string, string>;
  }[];
}

export interface ReferralValue {
  referral_code: string;
  referral_url: string;
  invited: number;
  deposited: number;
  friends: { account_id: string; joined_at: string; deposited: boolean }[];
}
export interface Mission {
  mission_id: number;
  code: string;
  title: string;
  metric: 'deposit' | 'turnover' | 'bets';
  period: 'daily' | 'weekly';
  period_key: string;
  target: number;
  progress: number;
  reward: number;
  completed: boolean;
  claimed: boolean;
}
export interface LeaderboardEntry {
  rank: number;
  account_id: string;
  turnover: number;
}

export interface Promotion {
  id: number;
  title: string;
  body: string;
  image: string;
}
export interface NewsItem {
  id: number;
  title: string;
  body: string;
  published_at: string;
}
/** A CMS block (SPEC §3): `en_<key>_body` and `local_<key>_body`, plus the same bodies under generic names. */
export interface CmsBlock {
  key: CmsKey;
  status: boolean;
  en_body: string;
  local_body: string;
  [body: `${'en' | 'local'}_${string}_body`]: string;
}

/** The answer of /api/settings/siteinfodetail (SPEC §7 "not shown"). */
export interface SiteInfoDetail {
  site_name: string;
  external_id: string;
  domain_name: string;
  currency: string;
  language: string;
  logo1: string;
  logo2: string;
  logo3: string;
  logo_text: string;
  support_email: string;
  support_phone: string;
  android_sub: string;
  ios_sub: string;
  min_deposit: number;
  max_deposit: number;
  min_withdrawal: number;
  max_withdrawal: number;
  turnover_multiplier: number;
  social_accounts: { name: string; url: string; icon: string }[];
}

export interface OperatorPayment extends PaymentRequest {
  account_id: string;
  domain_name: string;
}

/** Map of designed paths to [request, value], like ApiCalls for SPEC §7. */
export interface DesignedCalls {
  '/api/auth/logout': [AuthRef, null];
  '/api/wallet/deposit': [DepositRequest, PaymentAnswer];
  '/api/wallet/withdraw': [WithdrawRequest, PaymentAnswer];
  '/api/wallet/cancel_withdrawal': [CancelWithdrawalRequest, PaymentAnswer];
  '/api/wallet/banks': [AuthRef, BankAccount[]];
  '/api/wallet/bank_add': [BankAddRequest, BankAccount[]];
  '/api/wallet/bank_remove': [BankRemoveRequest, BankAccount[]];
  '/api/wallet/transactions': [TransactionsRequest, Paged<Transaction>];
  '/api/wallet/statement': [StatementRequest, StatementValue];
  '/api/product/games': [GamesRequest, Paged<CatalogueGame>];
  '/api/product/providers': [ProvidersRequest, ProviderEntry[]];
  '/api/product/launch': [GameCodeRequest, LaunchValue];
  '/api/product/recent': [AuthRef, RecentGame[]];
  '/api/home/fav_add': [GameCodeRequest, FavItem[]];
  '/api/home/fav_remove': [GameCodeRequest, FavItem[]];
  '/api/sportsbook/bet_history': [BetHistoryRequest, Paged<Bet>];
  '/api/sportsbook/place_bet': [PlaceBetRequest, Bet & { balance: number }];
  '/api/account/referral': [AuthRef, ReferralValue];
  '/api/account/missions': [AuthRef, Mission[]];
  '/api/account/mission_claim': [AuthRef & { mission_id: number }, Mission];
  '/api/account/leaderboard': [SiteRef & { period?: 'week' | 'month' }, LeaderboardEntry[]];
  '/api/content/promotions': [SiteRef, Promotion[]];
  '/api/content/news': [SiteRef, NewsItem[]];
  '/api/content/cms': [SiteRef & { key?: CmsKey }, CmsBlock[]];
  '/api/operator/payments': [
    { domain_name?: string; status?: PaymentRequest['status']; kind?: PaymentRequest['kind'] } & PageRequest,
    Paged<OperatorPayment>,
  ];
  '/api/operator/payment_decide': [{ request_id: number; decision: 'approve' | 'reject' }, PaymentRequest];
  '/api/operator/settle_bet': [{ bet_id: number; result: 'won' | 'lost' | 'void' }, Bet];
  '/api/operator/player_status': [
    SiteRef & { account_id: string; status: 'ACTIVE' | 'BLOCK' | 'CLOSE' },
    { account_id: string; status: string },
  ];
  '/api/operator/inbox_send': [
    SiteRef & { account_id: string; title: string; body: string; amount?: number },
    { inbox_id: number },
  ];
  '/api/operator/tac': [
    { account_id: string; domain_name?: string },
    { code: string; purpose: string; destination: string; domain_name: string; created_at: string },
  ];
}
export type DesignedPath = keyof DesignedCalls;
export type DesignedRequest<P extends DesignedPath> = DesignedCalls[P][0];
export type DesignedValue<P extends DesignedPath> = DesignedCalls[P][1];
