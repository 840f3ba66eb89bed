import type { StatementDay, Transaction } from '@site/shared';

/**
 * Whether a row of a day's list (wallet/transactions: rows dated when they were made) is itself in that day's
 * credits or debits (wallet/statement). Certain for every row: a ledger movement (bet, win, bonus, adjustment,
 * refund) is; a withdrawal pending or paid is its hold, a debit on the day it was asked for; a withdrawal cancelled
 * or rejected moved no money, whenever it was given back (the statement counts neither its hold nor its release
 * and keeps the held money in the balance). A deposit is not: it is credited on the day it is approved, which
 * the list does not say (see `depositsCredited`).
 */
export function countedInStatement(m: Pick<Transaction, 'type' | 'status'>): boolean {
  if (m.type === 'withdrawal') return m.status === 'pending' || m.status === 'approved';
  return m.type !== 'deposit';
}

/**
 * The deposits credited on a day (approved that day, whenever they were asked for): the day's credits less the
 * credits of its counted rows. Null when the list is not the whole day (more rows than one page).
 */
export function depositsCredited(
  day: Pick<StatementDay, 'credits'>,
  items: Pick<Transaction, 'type' | 'status' | 'amount'>[],
  total: number,
): number | null {
  if (items.length < total) return null;
  const rows = items.filter((m) => countedInStatement(m) && m.amount > 0).reduce((a, m) => a + m.amount, 0);
  return Math.max(0, day.credits - rows);
}
