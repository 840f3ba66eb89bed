import type { Envelope } from '@site/shared';
import { limitStore, RATE_LIMITED, type AsyncReservation, type Limit } from '../../security/rate-limit';
import { KeyedLock } from '../../security/keyed-lock';
import { securityEvent, type SecurityFields } from '../../security/security-log';
import { fail } from '../envelope';

/** The answer of a rate-limited request (message key `tooManyRequests`, statusCode -429, HTTP 200). */
export function limited(): Envelope<never> {
  return fail(RATE_LIMITED.statusMessage, RATE_LIMITED.statusDetail, RATE_LIMITED.statusCode);
}

/** Counts one attempt on each key (in the counters of `db`'s platform); true when any of them is over its limit. */
export async function overLimit(db: object, ...entries: [string, Limit][]): Promise<boolean> {
  return !(await limitStore(db).takeAll(entries));
}

/** The rate-limit key of an account on a site (account names are case-insensitive). */
export function accountKey(kind: string, siteId: number | undefined, accountId: string): string {
  return `${kind}:acct:${siteId ?? 0}:${accountId.toLowerCase()}`;
}

const verifying = new KeyedLock();

/**
 * Every check-then-count limit goes through here (issue 9 §1): the attempt is reserved on all `limits` BEFORE
 * the check runs, so a burst of concurrent requests cannot all pass the limit before any failure is counted,
 * and checks of one `lockKey` (an account) run one at a time. `check` says whether the attempt failed; a
 * failure keeps its reservation, a success calls `onSuccess` (default: give the reservation back). A refused
 * attempt is logged (`auth.limited`) and answers `tooManyRequests` without running the check.
 */
export async function limitedAttempt<T>(
  o: {
    /** The platform's database: its rate-limit counters (memory, or shared by every API node). */
    db: object;
    limits: [string, Limit][];
    lockKey: string;
    log: SecurityFields;
    onSuccess?: (r: AsyncReservation) => void | Promise<void>;
  },
  check: () => Promise<{ failed: boolean; answer: T }>,
): Promise<T | Envelope<never>> {
  const reservation = await limitStore(o.db).reserve(o.limits);
  if (!reservation) {
    securityEvent('auth.limited', o.log, 'warn');
    return limited();
  }
  return verifying.run(o.lockKey, async () => {
    // A check that throws (a refusal, a database error) keeps its reservation: errors are never free tries.
    const outcome = await check();
    if (!outcome.failed) await (o.onSuccess ?? ((r) => r.refund()))(reservation);
    return outcome.answer;
  });
}
