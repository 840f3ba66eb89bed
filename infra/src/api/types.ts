import type { z } from 'zod';
import type { Envelope } from '@site/shared';
import type { Db } from '../db/index';
import type { Config } from '../config';

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
}

export interface ApiCall<S extends z.ZodType = z.ZodType> {
  path: string;
  schema: S;
  /** requires a valid account_id + auth pair */
  auth?: boolean;
  /** admin token in the x-admin-token header */
  admin?: boolean;
  handle(ctx: CallContext<z.infer<S>>): Promise<Envelope>;
}

export function defineCall<S extends z.ZodType>(call: ApiCall<S>): ApiCall<S> {
  return call;
}
