import * as z from 'zod/mini';
import {
  amount,
  authOnly,
  authPair,
  idempotencyKey,
  instant,
  intId,
  isoDate,
  nullableInstant,
  optText,
  paged,
  paging,
  personName,
  siteOnly,
  text,
  timeZone,
} from './fields';

/** Balance, deposits, withdrawals, bank accounts and history. Money is in integer minor units (cents). */
export const balanceValue = z.object({
  game_balance: z.number(),
  game_token: z.string(),
  /** money held by a pending withdrawal */
  held: z.number(),
});

export const paymentStatus = z.enum(['pending', 'approved', 'rejected', 'cancelled']);
export const paymentKind = z.enum(['deposit', 'withdrawal']);
export const paymentRequest = z.object({
  request_id: z.number(),
  kind: paymentKind,
  amount: z.number(),
  status: paymentStatus,
  method: z.string(),
  reference: z.string(),
  bank_account_id: z.nullable(z.number()),
  created_at: instant,
  decided_at: nullableInstant,
});
/** A player's payment answer also carries the wallet after it. */
export const paymentAnswer = z.extend(paymentRequest, { balance: z.number(), held: z.number() });

export const depositRequest = z.object({
  ...authPair,
  amount,
  method: text(32, 1),
  reference: optText(64),
  idempotency_key: idempotencyKey,
});
export const withdrawRequest = z.object({
  ...authPair,
  amount,
  bank_account_id: intId,
  idempotency_key: idempotencyKey,
});
export const cancelWithdrawalRequest = z.object({
  ...authPair,
  request_id: z.optional(intId),
  idempotency_key: idempotencyKey,
});

export const bankAccount = z.object({
  bank_account_id: z.number(),
  bank_name: z.string(),
  account_name: z.string(),
  /** masked but for the last four digits */
  account_number: z.string(),
  created_at: instant,
});
export const bankAddRequest = z.object({
  ...authPair,
  bank_name: text(64, 2),
  account_name: personName,
  account_number: z.string().check(z.regex(/^[0-9]{6,20}$/, '6 to 20 digits')),
});
export const bankRemoveRequest = z.object({ ...authPair, bank_account_id: intId });

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'adjustment',
  'refund',
] as const;
export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'completed'] as const;
export const transactionsRequest = z.object({
  ...authPair,
  ...paging,
  type: z.optional(z.enum(TRANSACTION_TYPES)),
  status: z.optional(z.enum(TRANSACTION_STATUSES)),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
  tz: z.optional(timeZone),
});
export const transaction = z.object({
  /** `P<request id>` for deposits and withdrawals, `L<ledger id>` for other movements */
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** signed: withdrawals and bets are negative */
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  detail: z.string(),
  created_at: instant,
  /**
   * A deposit or withdrawal request's decision (approved, rejected or cancelled; null while pending). Absent for
   * ledger movements and from servers before 17.9. The statement credits a deposit on this day, not `created_at`'s.
   */
  decided_at: z.optional(nullableInstant),
});

export const statementRequest = z.object({
  ...authPair,
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
  tz: z.optional(timeZone),
});
export const statementDay = z.object({
  date: z.string(),
  credits: z.number(),
  debits: z.number(),
  closing_balance: z.number(),
  movements: z.number(),
});
export const statementValue = z.object({
  date_from: z.string(),
  date_to: z.string(),
  opening_balance: z.number(),
  closing_balance: z.number(),
  days: z.array(statementDay),
});

/**
 * What the withdrawal page needs before the player types: the wallet, how much may leave now, the site's
 * limits, the turnover requirement of the last deposit (docs/api.md "Money"), the pending withdrawal and
 * whether this site lets the player cancel it.
 */
export const withdrawalInfo = z.object({
  balance: z.number(),
  held: z.number(),
  /** 0 while a withdrawal is pending or the turnover is not met; else min(balance, max_withdrawal) */
  withdrawable: z.number(),
  min_withdrawal: z.number(),
  max_withdrawal: z.number(),
  turnover: z.object({ required: z.number(), done: z.number(), remaining: z.number() }),
  pending: z.nullable(paymentRequest),
  cancel_allowed: z.boolean(),
});

/** A bank or e-wallet a player of this site's currency can withdraw to (data per currency, served by the API). */
export const bankOption = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['bank', 'ewallet']),
});

/**
 * How long this site's payment requests took to be approved over the last 30 days: per deposit method, and for
 * withdrawals as a whole (method ''). Measured from the site's own requests, never a promise.
 */
export const processingTime = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  /** Requests approved in the window. */
  approved: z.number(),
  /** Median seconds from request to approval; null with fewer than PROCESSING_MIN_SAMPLE approvals. */
  median_seconds: z.nullable(z.number()),
});
/** Fewer approvals than this say nothing about how long the next one takes. */
export const PROCESSING_MIN_SAMPLE = 3;

export const walletCalls = {
  '/api/auth/get_balance': { request: authOnly, answer: balanceValue },
  '/api/wallet/deposit': { request: depositRequest, answer: paymentAnswer },
  '/api/wallet/withdraw': { request: withdrawRequest, answer: paymentAnswer },
  '/api/wallet/cancel_withdrawal': { request: cancelWithdrawalRequest, answer: paymentAnswer },
  '/api/wallet/banks': { request: authOnly, answer: z.array(bankAccount) },
  '/api/wallet/bank_add': { request: bankAddRequest, answer: z.array(bankAccount) },
  '/api/wallet/bank_remove': { request: bankRemoveRequest, answer: z.array(bankAccount) },
  '/api/wallet/transactions': { request: transactionsRequest, answer: paged(transaction) },
  '/api/wallet/statement': { request: statementRequest, answer: statementValue },
  '/api/wallet/withdrawal_info': { request: authOnly, answer: withdrawalInfo },
  '/api/wallet/bank_options': { request: siteOnly, answer: z.array(bankOption) },
  '/api/wallet/processing_times': { request: siteOnly, answer: z.array(processingTime) },
} as const;
