import type { Transaction } from '@site/shared';

/**
 * Whether a transaction of a day's list is in the statement's credits and debits (the ledger's movements,
 * `wallet/statement`): a withdrawal cancelled or rejected moved no money (its hold and its release are both left
 * out, net zero), and a deposit moves money only once approved. Everything else is a ledger movement.
 */
export function countedInStatement(m: Pick<Transaction, 'type' | 'status'>): boolean {
  if (m.type === 'withdrawal') return m.status === 'pending' || m.status === 'approved';
  if (m.type === 'deposit') return m.status === 'approved';
  return true;
}
