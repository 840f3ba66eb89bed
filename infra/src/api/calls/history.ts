import { DESIGNED_CALLS, type StatementDay, type Transaction } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';

const DAY_MS = 86_400_000;

/** [from, to) as UTC instants from YYYY-MM-DD dates (to is inclusive for the caller). */
export function dateRange(from: string | undefined, to: string | undefined, defaultDays: number) {
  const end = to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Date.now();
  const start = from ? Date.parse(`${from}T00:00:00Z`) : end - defaultDays * DAY_MS;
  return { start: new Date(start), end: new Date(end) };
}

/**
 * Transaction history: deposit and withdrawal requests (with their status) and the other ledger movements
 * (bet, win, bonus, adjustment, refund: status `completed`), newest first, paged, filtered by type, status
 * and date range (UTC days, both ends included).
 */
export const transactions = defineCall(DESIGNED_CALLS.transactions, {
  auth: true,
  async handle({ db, body, player }) {
    if (body.date_from && body.date_to && body.date_from > body.date_to)
      return fail('invalidInput', 'date_from: after date_to');
    const { start, end } = dateRange(body.date_from, body.date_to, 36_500);
    const items = `
      SELECT 'P' || id AS id, kind AS type, CASE WHEN kind = 'withdrawal' THEN -amount ELSE amount END AS amount,
             status, method AS detail, created_at
        FROM payment_requests WHERE player_id = $1
      UNION ALL
      SELECT 'L' || id, kind, amount, 'completed', ref, created_at
        FROM ledger WHERE player_id = $1 AND kind IN ('bet', 'win', 'bonus', 'adjustment', 'refund')`;
    const where = `WHERE ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR status = $3)
                     AND created_at >= $4 AND created_at < $5`;
    const params = [player!.id, body.type ?? null, body.status ?? null, start, end];
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${items}) t ${where}`,
      params,
    );
    const rows = await db.query<Omit<Transaction, 'created_at'> & { created_at: Date }>(
      `SELECT * FROM (${items}) t ${where} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`,
      [...params, body.page_size, (body.page - 1) * body.page_size],
    );
    return ok({
      items: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      total,
      page: body.page,
      page_size: body.page_size,
    });
  },
});

/**
 * Statement: per UTC day with movements, credits, debits and the closing balance, newest day first, plus the
 * opening and closing balance of the period (default: the last 30 days; at most 366 days).
 */
export const statement = defineCall(DESIGNED_CALLS.statement, {
  auth: true,
  async handle({ db, body, player }) {
    const { start, end } = dateRange(body.date_from, body.date_to, 30);
    if (end.getTime() <= start.getTime()) return fail('invalidInput', 'date_from: after date_to');
    if (end.getTime() - start.getTime() > 366 * DAY_MS)
      return fail('invalidInput', 'date_from: at most 366 days');
    const days = await db.query<StatementDay>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
              coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::bigint AS credits,
              coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::bigint AS debits,
              (array_agg(balance_after ORDER BY id DESC))[1] AS closing_balance,
              count(*)::int AS movements
         FROM ledger WHERE player_id = $1 AND created_at >= $2 AND created_at < $3
        GROUP BY 1 ORDER BY 1 DESC`,
      [player!.id, start, end],
    );
    const balanceAt = async (t: Date) => {
      const [r] = await db.query<{ b: number }>(
        'SELECT balance_after AS b FROM ledger WHERE player_id = $1 AND created_at < $2 ORDER BY created_at DESC, id DESC LIMIT 1',
        [player!.id, t],
      );
      return r?.b ?? 0;
    };
    return ok({
      date_from: start.toISOString().slice(0, 10),
      date_to: new Date(end.getTime() - 1).toISOString().slice(0, 10),
      opening_balance: await balanceAt(start),
      closing_balance: await balanceAt(end),
      days,
    });
  },
});
