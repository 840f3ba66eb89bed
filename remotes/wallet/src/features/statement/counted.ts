import type { StatementDay, Transaction } from '@site/shared';
import { dayIn } from './range';

/**
 * Whether a row of a day's list (wallet/transactions: rows dated when they were made) is itself in that day's
 * credits or debits (wallet/statement), `day` being the list's day in the player's zone `tz`. A ledger movement
 * (bet, win, bonus, adjustment, refund) is; a withdrawal pending or paid is its hold, a debit on the day it was
 * asked for; a withdrawal cancelled or rejected moved no money, whenever it was given back (the statement counts
 * neither its hold nor its release and keeps the held money in the balance). A deposit is credited on the day it
 * was approved (`decided_at`, contract 17.9): counted here when that is this day; one approved on a later day is
 * in that day's credits (`depositsCredited` there).
 */
export function countedInStatement(
  m: Pick<Transaction, 'type' | 'status' | 'decided_at'>,
  day: string,
  tz: string,
): boolean {
  if (m.type === 'withdrawal') return m.status === 'pending' || m.status === 'approved';
  if (m.type === 'deposit')
    return m.status === 'approved' && !!m.decided_at && dayIn(Date.parse(m.decided_at), tz) === day;
  return true;
}

/**
 * The deposits asked for on an earlier day and approved on `day` (not in its list, which holds what was asked for
 * that day): the day's credits less the credits of its counted rows. Null when the list is not the whole day
 * (more rows than one page).
 */
export function depositsCredited(
  day: Pick<StatementDay, 'credits' | 'date'>,
  items: Pick<Transaction, 'type' | 'status' | 'amount' | 'decided_at'>[],
  total: number,
  tz: string,
): number | null {
  if (items.length < total) return null;
  const rows = items
    .filter((m) => countedInStatement(m, day.date, tz) && m.amount > 0)
    .reduce((a, m) => a + m.amount, 0);
  return Math.max(0, day.credits - rows);
}
