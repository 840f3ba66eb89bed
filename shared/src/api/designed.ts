/**
 * Calls the spec leaves "not shown" that the screens need (wallet, games, sportsbook, account, content,
 * operator). Same envelope and failure rules as SPEC §7; documented in docs/api.md. Money is in integer
 * minor units (cents); dates are ISO 8601 strings (UTC); request dates are YYYY-MM-DD.
 */
import type * as z from 'zod/mini';
import type * as c from '../contract/index';
import type { ApiPath, AnswerOf, RequestOf } from '../contract/calls';

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
  withdrawalInfo: '/api/wallet/withdrawal_info',
  bankOptions: '/api/wallet/bank_options',
  processingTimes: '/api/wallet/processing_times',
  games: '/api/product/games',
  providers: '/api/product/providers',
  launch: '/api/product/launch',
  recent: '/api/product/recent',
  favAdd: '/api/home/fav_add',
  favRemove: '/api/home/fav_remove',
  betHistory: '/api/sportsbook/bet_history',
  placeBet: '/api/sportsbook/place_bet',
  sportsbookEvents: '/api/sportsbook/events',
  referral: '/api/account/referral',
  missions: '/api/account/missions',
  missionClaim: '/api/account/mission_claim',
  leaderboard: '/api/account/leaderboard',
  leaderboardRank: '/api/account/leaderboard_rank',
  minigameWheel: '/api/minigame/wheel',
  minigameTokens: '/api/minigame/tokens',
  minigameSpin: '/api/minigame/spin',
  betLimits: '/api/sportsbook/bet_limits',
  operatorSiteBetLimits: '/api/operator/site_bet_limits',
  promotions: '/api/content/promotions',
  news: '/api/content/news',
  cms: '/api/content/cms',
  operatorCmsWrite: '/api/operator/cms_write',
  operatorPromotionWrite: '/api/operator/promotion_write',
  operatorNewsWrite: '/api/operator/news_write',
  operatorPayments: '/api/operator/payments',
  operatorDecide: '/api/operator/payment_decide',
  operatorSettleBet: '/api/operator/settle_bet',
  operatorSportsFeed: '/api/operator/sports_feed',
  operatorPlayerStatus: '/api/operator/player_status',
  operatorInboxSend: '/api/operator/inbox_send',
  operatorTac: '/api/operator/tac',
  operatorAudit: '/api/operator/audit',
  operatorPreviewToken: '/api/operator/preview_token',
} as const;

type In<S extends z.ZodMiniType> = z.input<S>;
type Out<S extends z.ZodMiniType> = z.output<S>;

/** Types of the designed calls, inferred from the contract's schemas (never written by hand). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export type PaymentRequest = Out<typeof c.paymentRequest>;
export type PaymentAnswer = Out<typeof c.paymentAnswer>;
export type DepositRequest = In<typeof c.depositRequest>;
export type WithdrawRequest = In<typeof c.withdrawRequest>;
export type CancelWithdrawalRequest = In<typeof c.cancelWithdrawalRequest>;
export type BankAccount = Out<typeof c.bankAccount>;
export type BankAddRequest = In<typeof c.bankAddRequest>;
export type BankRemoveRequest = In<typeof c.bankRemoveRequest>;
export type TransactionType = (typeof c.TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof c.TRANSACTION_STATUSES)[number];
export type TransactionsRequest = In<typeof c.transactionsRequest>;
export type Transaction = Out<typeof c.transaction>;
export type StatementRequest = In<typeof c.statementRequest>;
export type StatementDay = Out<typeof c.statementDay>;
export type StatementValue = Out<typeof c.statementValue>;
export type WithdrawalInfo = Out<typeof c.withdrawalInfo>;
export type BankOption = Out<typeof c.bankOption>;

export type CatalogueGame = Out<typeof c.catalogueGame>;
export type GamesRequest = In<typeof c.gamesRequest>;
export type ProvidersRequest = In<typeof c.providersRequest>;
export type ProviderEntry = Out<typeof c.providerEntry>;
export type GameCodeRequest = In<typeof c.gameCodeRequest>;
export type LaunchValue = Out<typeof c.launchValue>;
export type RecentGame = Out<typeof c.recentGame>;

export type BetSelection = Out<typeof c.betSelection>;
export type Bet = Out<typeof c.bet>;
export type BetHistoryRequest = In<typeof c.betHistoryRequest>;
export type PlaceBetRequest = In<typeof c.placeBetRequest>;
export type SportEvent = Out<typeof c.sportEvent>;
export type SportMarket = Out<typeof c.sportMarket>;

export type ReferralValue = Out<typeof c.referralValue>;
export type Mission = Out<typeof c.mission>;
export type LeaderboardEntry = Out<typeof c.leaderboardEntry>;
export type WheelPrize = Out<typeof c.wheelPrize>;
export type WheelValue = Out<typeof c.wheelValue>;
export type WheelSpin = Out<typeof c.wheelSpin>;
export type MinigameTokens = Out<typeof c.minigameTokens>;
export type BetLimits = Out<typeof c.betLimits>;
export type Promotion = Out<typeof c.promotion>;
export type NewsItem = Out<typeof c.newsItem>;
export type CmsBlock = Out<typeof c.cmsBlock>;
export type CmsWriteRequest = In<typeof c.cmsWriteRequest>;
export type ContentState = Out<typeof c.contentState>;
export type SiteInfoDetail = Out<typeof c.siteInfoDetail>;
export type ContactMessage = Out<typeof c.contactMessage>;
export type SiteReview = Out<typeof c.review>;
export type ReviewSummary = Out<typeof c.reviewSummary>;
export type OperatorPayment = Out<typeof c.operatorPayment>;
export type AuditEntry = Out<typeof c.auditEntry>;
export type PreviewTokenValue = Out<typeof c.previewTokenValue>;

export type DesignedPath = (typeof DESIGNED_CALLS)[keyof typeof DESIGNED_CALLS] & ApiPath;
export type DesignedRequest<P extends DesignedPath> = RequestOf<P>;
export type DesignedValue<P extends DesignedPath> = AnswerOf<P>;
