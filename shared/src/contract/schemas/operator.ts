import * as z from 'zod/mini';
import { accountId, domainName, instant, intId, isoDate, paged, paging, siteRef, text } from './fields';
import { paymentKind, paymentRequest, paymentStatus } from './wallet';
import { bet } from './sportsbook';
import { remoteDescriptor, remoteRoute } from './site';
import { isRemoteName } from '../remotes';

/** Operator calls (x-admin-token header): payments, bets, players, inbox, codes, and the remote registry. */
export const operatorPaymentsRequest = z.object({
  domain_name: z.optional(domainName),
  status: z._default(z.optional(paymentStatus), 'pending'),
  kind: z.optional(paymentKind),
  ...paging,
});
export const operatorPayment = z.extend(paymentRequest, { account_id: z.string(), domain_name: z.string() });
export const paymentDecideRequest = z.object({ request_id: intId, decision: z.enum(['approve', 'reject']) });
export const settleBetRequest = z.object({
  bet_id: intId,
  result: z.enum(['won', 'lost', 'void', 'half_won', 'half_lost']),
});
export const playerStatusRequest = z.object({
  ...siteRef,
  account_id: accountId,
  status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']),
});
export const inboxSendRequest = z.object({
  ...siteRef,
  account_id: accountId,
  title: text(120, 1),
  body: text(4000, 1),
  amount: z.optional(z.int().check(z.positive(), z.maximum(100_000_000))),
});
export const operatorTacRequest = z.object({ account_id: accountId, domain_name: z.optional(domainName) });
export const operatorTacValue = z.object({
  code: z.string(),
  purpose: z.string(),
  destination: z.string(),
  domain_name: z.string(),
  created_at: instant,
});

/** A remote's name as the registry accepts it (remotes are data): REMOTE_NAME_PATTERN, not a platform app. */
export const remoteName = z.string().check(z.refine(isRemoteName, 'a remote name'));
export const remoteBuild = z.object({
  name: z.string(),
  version: z.string(),
  contract: z.string(),
  routes: z.array(remoteRoute),
  exposes: z.array(z.string()),
  /** every published file → `sha384-<base64>`, recorded at publish time (issue 9.7) */
  integrity: z.optional(z.nullable(z.record(z.string(), z.string()))),
});
export const remotesListRequest = z.object({ domain_name: z.optional(z.string().check(z.maxLength(253))) });
export const remotesListValue = z.object({
  builds: z.array(
    z.object({ name: z.string(), version: z.string(), contract: z.string(), published_at: z.unknown() }),
  ),
  live: z.array(remoteDescriptor),
  /** Every published remote's state on the site: enabled, pinned, live and newest version. */
  status: z.array(
    z.object({
      name: z.string(),
      enabled: z.boolean(),
      pinned_version: z.nullable(z.string()),
      live: z.nullable(z.string()),
      newest: z.string(),
    }),
  ),
});
export const remoteRegisterRequest = z.object({
  name: remoteName,
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+[\w.-]*$/)),
});
export const siteRemoteRequest = z.object({
  domain_name: z.string().check(z.minLength(1), z.maxLength(253)),
  name: remoteName,
  action: z.enum(['enable', 'disable', 'pin', 'unpin', 'rollback']),
  version: z.optional(z.string().check(z.maxLength(64))),
});
export const siteRemoteValue = z.object({
  enabled: z.boolean(),
  pinned_version: z.nullable(z.string()),
  live: z.nullable(z.string()),
});

/** The operator audit trail (issue 9 §10), newest first. */
export const operatorAuditRequest = z.object({
  action: z.optional(text(200)),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
  ...paging,
});
export const auditEntry = z.object({
  id: z.number(),
  at: instant,
  actor: z.string(),
  ip: z.string(),
  action: z.string(),
  target: z.string(),
  request: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.string(),
});
/** A template preview link (issue 9 §2): signed, read-only, one site × template × colour, 1–480 minutes. */
export const previewTokenRequest = z.object({
  ...siteRef,
  theme_code: text(32, 1),
  theme_color: text(32, 1),
  minutes: z._default(z.optional(z.int().check(z.minimum(1), z.maximum(480))), 60),
});
export const previewTokenValue = z.object({ token: z.string(), expires_at: instant, url: z.string() });

export const operatorCalls = {
  '/api/operator/payments': { request: operatorPaymentsRequest, answer: paged(operatorPayment) },
  '/api/operator/payment_decide': { request: paymentDecideRequest, answer: paymentRequest },
  '/api/operator/settle_bet': { request: settleBetRequest, answer: bet },
  '/api/operator/player_status': {
    request: playerStatusRequest,
    answer: z.object({ account_id: z.string(), status: z.string() }),
  },
  '/api/operator/inbox_send': { request: inboxSendRequest, answer: z.object({ inbox_id: z.number() }) },
  '/api/operator/tac': { request: operatorTacRequest, answer: operatorTacValue },
  '/api/operator/audit': { request: operatorAuditRequest, answer: paged(auditEntry) },
  '/api/operator/preview_token': { request: previewTokenRequest, answer: previewTokenValue },
  '/api/admin/remotes/list': { request: remotesListRequest, answer: remotesListValue },
  '/api/admin/remotes/register': { request: remoteRegisterRequest, answer: remoteBuild },
  /** Deletes expired rows (`npm run prune`): rows deleted per table. */
  '/api/admin/prune': { request: z.object({}), answer: z.record(z.string(), z.number()) },
  '/api/admin/sites/remote': { request: siteRemoteRequest, answer: siteRemoteValue },
} as const;
