import type { Envelope } from '@site/shared';
import { limiter, RATE_LIMITED, type Limit } from '../../security/rate-limit';
import { fail } from '../envelope';

/** The answer of a rate-limited request (message key `tooManyRequests`, statusCode -429, HTTP 200). */
export function limited(): Envelope<never> {
  return fail(RATE_LIMITED.statusMessage, RATE_LIMITED.statusDetail, RATE_LIMITED.statusCode);
}

/** Counts one attempt on each key; true when any of them is over its limit. */
export function overLimit(...entries: [string, Limit][]): boolean {
  return !limiter.takeAll(entries);
}

/** The rate-limit key of an account on a site (account names are case-insensitive). */
export function accountKey(kind: string, siteId: number | undefined, accountId: string): string {
  return `${kind}:acct:${siteId ?? 0}:${accountId.toLowerCase()}`;
}
