import type { Envelope } from '@site/shared';
import { CONTRACT, type AnswerOf, type ApiPath, type BodyOf } from '@site/shared/contract';
import type { Db } from '../db/index';
import type { Config } from '../config';
import type { AuditNote } from './domain/audit';

export interface SiteRow {
  id: number;
  domain_name: string;
  external_id: string;
  site_name: string;
  currency: string;
  theme_code: string;
  theme_color: string;
  [k: string]: unknown;
}

export interface PlayerRow {
  id: number;
  site_id: number;
  account_id: string;
  full_name: string;
  contact_email: string;
  status: string;
  [k: string]: unknown;
}

export interface CallContext<B> {
  db: Db;
  config: Config;
  body: B;
  /** client address, for rate limits */
  ip: string;
  /** the User-Agent header (sessions and sign-in history show the device) */
  userAgent: string;
  /** the site named by domain_name (or the request's Host when the call has none) */
  site: SiteRow | null;
  /** the signed-in player when the call is `auth` */
  player: PlayerRow | null;
  /** hash of the session token when the call is `auth` */
  sessionHash: string | null;
  /** request Host header (without port) */
  hostname: string;
  /** the page's origin as the browser sees it, e.g. http://slot2.localhost:8080 */
  origin: string;
  /** operator calls: who called (x-admin-actor and the token's fingerprint) */
  actor?: string;
  /** operator calls: what the handler changed, for the audit row (target, before, after) */
  audit?: AuditNote;
}

/** How a call is served; its request and answer schemas come from the contract (`@site/shared/contract`). */
export interface CallSpec<P extends ApiPath> {
  /** requires a valid account_id + auth pair */
  auth?: boolean;
  /** admin token in the x-admin-token header */
  admin?: boolean;
  /**
   * Whether the call answers on a closed site (maintenance, disabled, expired — runCall's site-state check):
   * by default it does not; `maintenance` answers during maintenance only (startup, so the shell can show the
   * maintenance screen); `always` answers on any closed site (logout). Operator calls are never refused.
   */
  openWhenClosed?: 'maintenance' | 'always';
  /** Gets the validated request; an answer whose value does not match the contract fails type-checking. */
  handle(ctx: CallContext<BodyOf<P>>): Promise<Envelope<AnswerOf<P>>>;
}

/** A served call: its path, the contract's request schema, and its handler. */
export interface ApiCall<P extends ApiPath = ApiPath> extends CallSpec<P> {
  path: P;
  schema: (typeof CONTRACT)[P]['request'];
}

/**
 * Serves one call of the contract: `defineCall('/api/auth/vip', { auth: true, async handle(ctx) { … } })`.
 * `ctx.body` is the parsed request of that path; the handler returns `Envelope<AnswerOf<path>>`.
 */
export function defineCall<P extends ApiPath>(path: P, spec: CallSpec<P>): ApiCall<P> {
  return { path, schema: CONTRACT[path].request, ...spec };
}
