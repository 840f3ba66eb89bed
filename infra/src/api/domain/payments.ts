import type { PaymentRequest } from '@site/shared';
import type { Queryable } from '../../db/index';
import { ApiRefusal } from '../envelope';
import { post } from './ledger';

/** A deposit or withdrawal request as the player and the operator see it. */
export type PaymentView = PaymentRequest;

export interface PaymentRow {
  id: number;
  player_id: number;
  kind: 'deposit' | 'withdrawal';
  amount: number;
  status: PaymentView['status'];
  method: string;
  reference: string;
  bank_account_id: number | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

export function paymentView(r: PaymentRow): PaymentView {
  return {
    request_id: r.id,
    kind: r.kind,
    amount: r.amount,
    status: r.status,
    method: r.method,
    reference: r.reference,
    bank_account_id: r.bank_account_id,
    created_at: new Date(r.created_at).toISOString(),
    decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  };
}

export type Decision = 'approve' | 'reject' | 'cancel';

/**
 * Moves a pending request to its final state and posts its ledger movement (the wallet must be locked):
 * deposit approved → `deposit` credit; withdrawal approved → `settle` (the held money leaves);
 * withdrawal rejected or cancelled → `release` (the held money returns to the balance).
 */
export async function decide(q: Queryable, requestId: number, decision: Decision): Promise<PaymentRow> {
  const [r] = await q.query<PaymentRow>('SELECT * FROM payment_requests WHERE id = $1 FOR UPDATE', [
    requestId,
  ]);
  if (!r) throw new ApiRefusal('notFound', 'request_id: no such request');
  if (r.status !== 'pending')
    throw new ApiRefusal('alreadyDecided', `request_id: the request is ${r.status}`);
  if (decision === 'cancel' && r.kind !== 'withdrawal')
    throw new ApiRefusal('notCancellable', 'request_id: only a pending withdrawal can be cancelled');
  const status = decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'cancelled';
  const ref = `pay:${r.id}`;
  if (r.kind === 'deposit' && status === 'approved') await post(q, r.player_id, 'deposit', r.amount, ref);
  if (r.kind === 'withdrawal' && status === 'approved')
    await post(q, r.player_id, 'settle', 0, ref, -r.amount);
  if (r.kind === 'withdrawal' && status !== 'approved')
    await post(q, r.player_id, 'release', r.amount, ref, -r.amount);
  const [done] = await q.query<PaymentRow>(
    'UPDATE payment_requests SET status = $2, decided_at = now() WHERE id = $1 RETURNING *',
    [r.id, status],
  );
  return done as PaymentRow;
}

/** The site rules of a player's money requests. */
export interface SiteRules {
  min_deposit: number;
  max_deposit: number;
  min_withdrawal: number;
  max_withdrawal: number;
  turnover_multiplier: number;
  auto_approve_deposits: boolean;
  currency: string;
}

export async function siteRules(q: Queryable, siteId: number): Promise<SiteRules> {
  const [s] = await q.query<SiteRules>(
    `SELECT min_deposit, max_deposit, min_withdrawal, max_withdrawal, turnover_multiplier, auto_approve_deposits, currency
       FROM sites WHERE id = $1`,
    [siteId],
  );
  return s as SiteRules;
}
