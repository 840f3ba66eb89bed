import { DESIGNED_CALLS, type StatementDay, type Transaction } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';

const DAY_MS = 86_400_000;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function format(tz: string): Intl.DateTimeFormat {
  let f = partsFormat.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(tz, f);
  }
  return f;
}

/** The wall clock of instant `t` in zone `tz`, read as if it were UTC (ms). */
function wallClock(t: number, tz: string): number {
  const p: Record<string, number> = {};
  for (const { type, value } of format(tz).formatToParts(new Date(t))) p[type] = Number(value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** The day (YYYY-MM-DD) of instant `t` in zone `tz`. */
export function localDay(t: number, tz = 'UTC'): string {
  return new Date(wallClock(t, tz)).toISOString().slice(0, 10);
}

/**
 * The instant a day (YYYY-MM-DD) starts in zone `tz`: the first second whose local day is that day (00:00, or the
 * end of a daylight-saving gap that skips midnight). Offsets lie within ±15 h, so a binary search over that window.
 */
export function dayStart(day: string, tz = 'UTC'): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let lo = midnight / 1000 - 15 * 3600; // local day before `day`
  let hi = midnight / 1000 + 15 * 3600; // local day `day` or later
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDay(mid * 1000, tz) < day) lo = mid;
    else hi = mid;
  }
  return new Date(hi * 1000);
}

/**
 * [from, to) as instants from YYYY-MM-DD days of zone `tz` (to is inclusive for the caller; default UTC, the days
 * of a request without `tz`).
 */
export function dateRange(from: string | undefined, to: string | undefined, defaultDays: number, tz = 'UTC') {
  const end = to ? dayStart(nextDay(to), tz).getTime() : Date.now();
  const start = from ? dayStart(from, tz).getTime() : end - defaultDays * DAY_MS;
  return { start: new Date(start), end: new Date(end) };
}

/** The calendar day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (calendar days: the same in every zone). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Transaction history: deposit and withdrawal requests (with their status) and the other ledger movements
 * (bet, win, bonus, adjustment, refund: status `completed`), newest first, paged, filtered by type, status
 * and date range (days of the request's `tz`, else UTC days; both ends included).
 */
export const transactions = defineCall(DESIGNED_CALLS.transactions, {
  auth: true,
  async handle({ db, body, player }) {
    if (body.date_from && body.date_to && body.date_from > body.date_to)
      return fail('invalidInput', 'date_from: after date_to');
    const { start, end } = dateRange(body.date_from, body.date_to, 36_500, body.tz);
    const items = `
      SELECT 'P' || id AS id, kind AS type, CASE WHEN kind = 'withdrawal' THEN -amount ELSE amount END AS amount,
             status, method AS detail, created_at, decided_at
        FROM payment_requests WHERE player_id = $1
      UNION ALL
      SELECT 'L' || id, kind, amount, 'completed', ref, created_at, NULL
        FROM ledger WHERE player_id = $1 AND kind IN ('bet', 'win', 'bonus', 'adjustment', 'refund')`;
    const where = `WHERE ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR status = $3)
                     AND created_at >= $4 AND created_at < $5`;
    const params = [player!.id, body.type ?? null, body.status ?? null, start, end];
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${items}) t ${where}`,
      params,
    );
    const rows = await db.query<
      Omit<Transaction, 'created_at' | 'decided_at'> & { created_at: Date; decided_at: Date | null }
    >(`SELECT * FROM (${items}) t ${where} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`, [
      ...params,
      body.page_size,
      (body.page - 1) * body.page_size,
    ]);
    return ok({
      // a request carries its decision's instant (null while pending); a ledger movement none
      items: rows.map(({ decided_at, ...r }) => ({
        ...r,
        created_at: new Date(r.created_at).toISOString(),
        ...(r.id.startsWith('P')
          ? { decided_at: decided_at ? new Date(decided_at).toISOString() : null }
          : {}),
      })),
      total,
      page: body.page,
      page_size: body.page_size,
    });
  },
});

/**
 * Statement: per day (of the request's `tz`, else UTC) with movements, credits, debits and the closing balance,
 * newest day first, plus the opening and closing balance of the period (default: the last 30 days; at most 366
 * days, counted in calendar days). For every day opening + credits − debits = closing (docs/wallet.md
 * "/statement"). A withdrawal that was cancelled or rejected moved no money, whenever it was given back: its hold
 * and its release are in no total, and the balances count its held amount as the player's from the hold to the
 * release (as the day's list, wallet/transactions, shows the request as not counted). A settle moves nothing
 * (the hold was the debit). A deposit is credited on the day it was approved.
 */
export const statement = defineCall(DESIGNED_CALLS.statement, {
  auth: true,
  async handle({ db, body, player }) {
    const tz = body.tz ?? 'UTC';
    const { start, end } = dateRange(body.date_from, body.date_to, 30, tz);
    if (end.getTime() <= start.getTime()) return fail('invalidInput', 'date_from: after date_to');
    const dateFrom = body.date_from ?? localDay(start.getTime(), tz);
    const dateTo = body.date_to ?? localDay(end.getTime() - 1, tz);
    if (daysInRange(dateFrom, dateTo) > 366) return fail('invalidInput', 'date_from: at most 366 days');
    const days = await db.query<StatementDay>(
      `WITH ${GIVEN_BACK},
       m AS (
         SELECT l.*, l.kind NOT IN ('release', 'settle') AS listed,
                l.kind NOT IN ('release', 'settle') AND NOT EXISTS (SELECT 1 FROM back b WHERE b.held_id = l.id) AS counted
           FROM ledger l WHERE l.player_id = $1 AND l.created_at >= $2 AND l.created_at < $3),
       d AS (
         SELECT to_char(created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS date,
                coalesce(sum(amount) FILTER (WHERE counted AND amount > 0), 0)::bigint AS credits,
                coalesce(-sum(amount) FILTER (WHERE counted AND amount < 0), 0)::bigint AS debits,
                (array_agg(balance_after ORDER BY created_at DESC, id DESC))[1] AS ledger_closing,
                (array_agg(created_at ORDER BY created_at DESC, id DESC))[1] AS last_at,
                (array_agg(id ORDER BY created_at DESC, id DESC))[1] AS last_id,
                (count(*) FILTER (WHERE counted))::int AS movements
           FROM m GROUP BY 1 HAVING count(*) FILTER (WHERE listed) > 0)
       SELECT date, credits, debits, movements,
              (ledger_closing + coalesce((SELECT sum(b.amount) FROM back b
                 WHERE (b.held_at, b.held_id) <= (d.last_at, d.last_id)
                   AND (b.back_at, b.back_id) > (d.last_at, d.last_id)), 0))::bigint AS closing_balance
         FROM d ORDER BY date DESC`,
      [player!.id, start, end, tz],
    );
    /** The ledger's balance before `t`, plus what a withdrawal given back later held then. */
    const balanceAt = async (t: Date) => {
      const [r] = await db.query<{ b: number }>(
        `WITH ${GIVEN_BACK}
         SELECT coalesce((SELECT balance_after FROM ledger WHERE player_id = $1 AND created_at < $2
                           ORDER BY created_at DESC, id DESC LIMIT 1), 0)
              + coalesce((SELECT sum(amount) FROM back WHERE held_at < $2 AND back_at >= $2), 0) AS b`,
        [player!.id, t],
      );
      return Number(r?.b ?? 0);
    };
    return ok({
      date_from: dateFrom,
      date_to: dateTo,
      opening_balance: await balanceAt(start),
      closing_balance: await balanceAt(end),
      days: days.map((d) => ({
        date: d.date,
        credits: Number(d.credits),
        debits: Number(d.debits),
        closing_balance: Number(d.closing_balance),
        movements: Number(d.movements),
      })),
    });
  },
});

/**
 * `back`: the withdrawals of player $1 that were given back (cancelled or rejected: only those have a
 * `release`), with the amount, the hold's and the release's time and ledger id.
 */
const GIVEN_BACK = `back AS (
         SELECT r.amount, h.created_at AS held_at, h.id AS held_id, r.created_at AS back_at, r.id AS back_id
           FROM ledger h JOIN ledger r ON r.player_id = h.player_id AND r.ref = h.ref AND r.kind = 'release'
          WHERE h.player_id = $1 AND h.kind = 'withdrawal_hold')`;
