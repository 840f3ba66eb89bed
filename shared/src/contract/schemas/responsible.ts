import * as z from 'zod/mini';
import { amount, authOnly, authPair, domainName, instant, nullableInstant, text } from './fields';

/**
 * Responsible gaming (issue 10 §6), sessions and sign-ins (§5), the VIP ladder (§8) and per-site compliance
 * settings (§7). docs/responsible-gaming.md has the rules.
 */
export const limitPeriod = z.enum(['day', 'week', 'month']);
export const realityInterval = z.union([z.literal(0), z.literal(30), z.literal(60)]);

export const depositLimit = z.object({
  period: limitPeriod,
  /** The limit in force (minor units); null = none. */
  amount: z.nullable(z.number()),
  /** Deposits requested in the rolling period (pending and approved). */
  used: z.number(),
  /** What may still be deposited in the period; null when there is no limit. */
  remaining: z.nullable(z.number()),
  /** An increase or removal waiting for its cooling-off: the new amount (null = removal) and when it applies. */
  pending: z.nullable(z.object({ amount: z.nullable(z.number()), effective_at: instant })),
});
export const depositLimitRequest = z.object({
  ...authPair,
  period: limitPeriod,
  /** null removes the limit (after the cooling-off). */
  amount: z.nullable(amount),
});
export const depositLimitAnswer = z.object({
  limit: depositLimit,
  /** 'now' for a decrease or a first limit; 'pending' for an increase or a removal (see limit.pending). */
  applies: z.enum(['now', 'pending']),
});

export const realityCheckView = z.object({
  /** Minutes between checks; 0 = off. */
  interval: realityInterval,
  session_started_at: instant,
  elapsed_seconds: z.number(),
  /** Stakes placed in this session and the net result (wins + refunds − stakes), minor units. */
  stakes: z.number(),
  net_result: z.number(),
  /** When the next check is due; null when the check is off. */
  next_due_at: nullableInstant,
  /** A check is due now (show the modal; Continue sends acknowledge: true). */
  due: z.boolean(),
});
export const realityCheckRequest = z.object({
  ...authPair,
  acknowledge: z._default(z.optional(z.boolean()), false),
});
export const realityCheckSetRequest = z.object({ ...authPair, interval: realityInterval });

export const rgStatus = z.object({
  limits: z.array(depositLimit),
  reality_check: z.object({ interval: realityInterval, site_default: realityInterval }),
});

export const excludeDuration = z.enum(['24h', '7d', '30d', '6m', '1y', '5y']);
export const rgExcludeRequest = z.object({
  ...authPair,
  kind: z.enum(['time_out', 'self_exclusion']),
  duration: excludeDuration,
});
export const rgExcludeAnswer = z.object({ kind: z.string(), ends_at: instant });

export const rgHistoryItem = z.object({
  at: instant,
  actor: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export const sessionItem = z.object({
  session_id: z.string(),
  device: z.string(),
  ip: z.string(),
  started_at: instant,
  last_seen_at: instant,
  current: z.boolean(),
});
export const signInItem = z.object({
  at: instant,
  method: z.string(),
  /** 'success' or the refusal's message key (invalidCredentials, tacInvalid, timeOutActive, …). */
  outcome: z.string(),
  ip: z.string(),
  device: z.string(),
});
export const sessionsValue = z.object({ sessions: z.array(sessionItem), sign_ins: z.array(signInItem) });
export const sessionRevokeRequest = z.object({
  ...authPair,
  /** One session to sign out; absent with others: true signs out every other session. */
  session_id: z.optional(z.string().check(z.regex(/^[a-f0-9]{16}$/, 'a session id'))),
  others: z._default(z.optional(z.boolean()), false),
  /** Sign out everywhere: every session of the player, this one included. */
  everywhere: z._default(z.optional(z.boolean()), false),
});

export const vipBenefits = z.object({
  rebate_percent: z.number(),
  daily_withdrawal_limit: z.number(),
  birthday_bonus: z.number(),
  account_manager: z.boolean(),
});
export const vipLadder = z.object({
  level: z.number(),
  levels: z.array(
    z.object({
      level: z.number(),
      vip_name: z.string(),
      deposit_needed: z.number(),
      turnover_needed: z.number(),
      benefits: vipBenefits,
    }),
  ),
});

/** Per-site compliance settings (startup serves them; the operator changes them). */
export const compliance = z.object({
  min_age: z.number(),
  age_confirmation: z.boolean(),
  withdrawal_cancel: z.boolean(),
  /** Tagline per language code (EN, PHP, CN). */
  rg_tagline: z.record(z.string(), z.string()),
  rg_helpline: z.string(),
  reality_check_default: realityInterval,
});
export const siteComplianceRequest = z.object({
  domain_name: domainName,
  min_age: z.optional(z.int().check(z.minimum(18), z.maximum(25))),
  age_confirmation: z.optional(z.boolean()),
  withdrawal_cancel: z.optional(z.boolean()),
  rg_tagline: z.optional(z.object({ EN: text(200), PHP: text(200), CN: text(200) })),
  rg_helpline: z.optional(text(120)),
  reality_check_default: z.optional(realityInterval),
});

export const responsibleCalls = {
  '/api/account/rg_status': { request: authOnly, answer: rgStatus },
  '/api/account/deposit_limit': { request: depositLimitRequest, answer: depositLimitAnswer },
  '/api/account/rg_exclude': { request: rgExcludeRequest, answer: rgExcludeAnswer },
  '/api/account/reality_check': { request: realityCheckRequest, answer: realityCheckView },
  '/api/account/reality_check_set': { request: realityCheckSetRequest, answer: realityCheckView },
  '/api/account/rg_history': { request: authOnly, answer: z.array(rgHistoryItem) },
  '/api/account/sessions': { request: authOnly, answer: sessionsValue },
  '/api/account/session_revoke': {
    request: sessionRevokeRequest,
    answer: z.object({ revoked: z.number() }),
  },
  '/api/account/vip_levels': { request: authOnly, answer: vipLadder },
  '/api/operator/site_compliance': { request: siteComplianceRequest, answer: compliance },
} as const;
