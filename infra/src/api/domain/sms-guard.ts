import type { Queryable } from '../../db/index';
import { maskPhone, securityEvent } from '../../security/security-log';

/**
 * Against SMS pumping (issue 9 §6): limits per destination number and per number range, and a daily message
 * budget per site. Counted from the outbox (every message sent is a row), so the limits hold across API nodes
 * and restarts. A number range is the number without its last 3 digits (pumping rings use blocks of numbers).
 */
export const SMS_LIMITS = {
  perNumberHour: 3,
  perNumberDay: 10,
  perRangeHour: 20,
} as const;

/**
 * The digits of a destination that is canonical already (domain/phone.ts: a typed number is canonicalised in
 * the site's market before it reaches the guard), so `0917 000 0001`, `+63 917-000 0001` and `639170000001`
 * typed on a Philippine site are one destination.
 */
export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

export type SmsVerdict = 'ok' | 'destination' | 'budget';

/** Whether the site's budget of messages for today (UTC) is spent; logs once per site and day when it is. */
export async function smsBudgetSpent(q: Queryable, siteId: number): Promise<boolean> {
  const [row] = await q.query<{ sent: number; budget: number }>(
    `SELECT (SELECT count(*)::int FROM outbox WHERE site_id = $1 AND channel = 'sms'
               AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS sent,
            (SELECT sms_daily_budget FROM sites WHERE id = $1) AS budget`,
    [siteId],
  );
  const spent = Boolean(row && row.sent >= row.budget);
  if (spent) {
    const day = `${siteId}:${new Date().toISOString().slice(0, 10)}`;
    if (!budgetLogged.has(day)) {
      budgetLogged.add(day);
      securityEvent('sms.budget_reached', { site: siteId, budget: row!.budget }, 'warn');
    }
  }
  return spent;
}
const budgetLogged = new Set<string>();

/** Whether one more message to this number stays within the per-number and per-range limits. */
export async function destinationAllowed(q: Queryable, destination: string): Promise<boolean> {
  const number = normalisePhone(destination);
  if (number.length < 6) return true;
  const range = number.slice(0, -3);
  const [row] = await q.query<{ hour: number; day: number; range: number }>(
    `SELECT count(*) FILTER (WHERE destination = $1 AND created_at > now() - interval '1 hour')::int AS hour,
            count(*) FILTER (WHERE destination = $1)::int AS day,
            count(*) FILTER (WHERE destination LIKE $2 || '%' AND created_at > now() - interval '1 hour')::int AS range
       FROM outbox WHERE channel = 'sms' AND created_at > now() - interval '1 day'
        AND destination LIKE $2 || '%'`,
    [number, range],
  );
  const ok =
    !row ||
    (row.hour < SMS_LIMITS.perNumberHour &&
      row.day < SMS_LIMITS.perNumberDay &&
      row.range < SMS_LIMITS.perRangeHour);
  if (!ok) securityEvent('sms.destination_limited', { destination: maskPhone(number) }, 'warn');
  return ok;
}
