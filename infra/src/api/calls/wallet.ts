import { DESIGNED_CALLS } from '@site/shared';
import { PROCESSING_MIN_SAMPLE } from '@site/shared/contract';
import { defineCall } from '../types';
import { ApiRefusal, fail, ok } from '../envelope';
import { bankOptionsFor } from '../data/bank-options';
import { idempotent } from '../domain/idempotent';
import { post, turnoverSinceLastDeposit } from '../domain/ledger';
import { decide, paymentView, siteRules, type PaymentRow } from '../domain/payments';
import type { Queryable } from '../../db/index';
import { nowOf } from '../domain/responsible';
import { depositLimitRefusal } from '../domain/deposit-gate';

const MAX_PENDING_DEPOSITS = 3;

async function answer(q: Queryable, row: PaymentRow) {
  const [w] = await q.query<{ balance: number; held: number }>(
    'SELECT balance, held FROM wallets WHERE player_id = $1',
    [row.player_id],
  );
  return ok({ ...paymentView(row), balance: w?.balance ?? 0, held: w?.held ?? 0 });
}

const money = (x: number, currency: string) => `${currency} ${(x / 100).toFixed(2)}`;

/** A deposit request; credited when approved (by the operator, or at once on a site whose gateway auto-approves). */
export const deposit = defineCall(DESIGNED_CALLS.deposit, {
  auth: true,
  async handle({ db, body, player, config }) {
    const me = player!;
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.deposit, body, async (q) => {
      const rules = await siteRules(q, me.site_id);
      if (body.amount < rules.min_deposit || body.amount > rules.max_deposit)
        throw new ApiRefusal(
          'depositAmountOutOfRange',
          `amount: between ${money(rules.min_deposit, rules.currency)} and ${money(rules.max_deposit, rules.currency)}`,
        );
      const refused = await depositLimitRefusal(q, me, body.amount, nowOf(config), rules.currency);
      if (refused) return refused;
      const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_requests WHERE player_id = $1 AND kind = 'deposit' AND status = 'pending'`,
        [me.id],
      );
      if (n >= MAX_PENDING_DEPOSITS)
        throw new ApiRefusal(
          'tooManyPending',
          `at most ${MAX_PENDING_DEPOSITS} deposits may wait for approval`,
        );
      const [row] = await q.query<PaymentRow>(
        `INSERT INTO payment_requests (player_id, kind, amount, method, reference) VALUES ($1, 'deposit', $2, $3, $4) RETURNING *`,
        [me.id, body.amount, body.method, body.reference],
      );
      const final = rules.auto_approve_deposits ? await decide(q, (row as PaymentRow).id, 'approve') : row;
      return answer(q, final as PaymentRow);
    });
  },
});

/**
 * A withdrawal request: to a registered bank account, within the site's minimum and maximum, one pending at
 * a time, and only once the turnover since the last deposit reaches deposit × the site's turnover multiplier.
 * The amount is held at once (ledger `withdrawal_hold`) and leaves when the operator approves.
 */
export const withdraw = defineCall(DESIGNED_CALLS.withdraw, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.withdraw, body, async (q) => {
      const rules = await siteRules(q, me.site_id);
      if (body.amount < rules.min_withdrawal || body.amount > rules.max_withdrawal)
        throw new ApiRefusal(
          'withdrawalAmountOutOfRange',
          `amount: between ${money(rules.min_withdrawal, rules.currency)} and ${money(rules.max_withdrawal, rules.currency)}`,
        );
      const banks = await q.query(
        'SELECT 1 FROM bank_accounts WHERE id = $1 AND player_id = $2 AND removed_at IS NULL',
        [body.bank_account_id, me.id],
      );
      if (banks.length === 0)
        throw new ApiRefusal('bankAccountRequired', 'bank_account_id: not one of your bank accounts');
      const pending = await q.query(
        `SELECT 1 FROM payment_requests WHERE player_id = $1 AND kind = 'withdrawal' AND status = 'pending'`,
        [me.id],
      );
      if (pending.length > 0)
        throw new ApiRefusal('withdrawalPending', 'one withdrawal may be pending at a time');
      const [w] = await q.query<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [
        me.id,
      ]);
      if ((w?.balance ?? 0) < body.amount)
        throw new ApiRefusal('insufficientBalance', 'amount: above the balance');
      const turnover = await turnoverSinceLastDeposit(q, me.id, Number(rules.turnover_multiplier));
      if (turnover.done < turnover.required)
        throw new ApiRefusal(
          'turnoverNotMet',
          `turnover: ${money(turnover.done, rules.currency)} of ${money(turnover.required, rules.currency)} since the last deposit`,
        );
      const [row] = await q.query<PaymentRow>(
        `INSERT INTO payment_requests (player_id, kind, amount, bank_account_id, method) VALUES ($1, 'withdrawal', $2, $3, 'bank') RETURNING *`,
        [me.id, body.amount, body.bank_account_id],
      );
      await post(q, me.id, 'withdrawal_hold', -body.amount, `pay:${(row as PaymentRow).id}`, body.amount);
      return answer(q, row as PaymentRow);
    });
  },
});

/** Cancels the player's pending withdrawal (or the one named); the held amount returns to the balance. */
export const cancelWithdrawal = defineCall(DESIGNED_CALLS.cancelWithdrawal, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.cancelWithdrawal, body, async (q) => {
      const [row] = await q.query<{ id: number }>(
        `SELECT id FROM payment_requests WHERE player_id = $1 AND kind = 'withdrawal' AND status = 'pending'
           AND ($2::int IS NULL OR id = $2) LIMIT 1`,
        [me.id, body.request_id ?? null],
      );
      if (!row) throw new ApiRefusal('notFound', 'request_id: no pending withdrawal');
      const [site] = await q.query<{ withdrawal_cancel: boolean }>(
        'SELECT withdrawal_cancel FROM sites WHERE id = $1',
        [me.site_id],
      );
      if (site && !site.withdrawal_cancel)
        throw new ApiRefusal(
          'withdrawalCancelNotAllowed',
          'this site does not allow cancelling a withdrawal',
        );
      return answer(q, await decide(q, row.id, 'cancel'));
    });
  },
});

/**
 * What /withdrawal shows before the player types: balance, held, how much may leave now, the site's limits,
 * the turnover requirement of the last deposit, the pending withdrawal and whether the site allows cancelling.
 */
export const withdrawalInfo = defineCall(DESIGNED_CALLS.withdrawalInfo, {
  auth: true,
  async handle({ db, player }) {
    const me = player!;
    const rules = await siteRules(db, me.site_id);
    const [w] = await db.query<{ balance: number; held: number }>(
      'SELECT balance, held FROM wallets WHERE player_id = $1',
      [me.id],
    );
    const [pending] = await db.query<PaymentRow>(
      `SELECT * FROM payment_requests WHERE player_id = $1 AND kind = 'withdrawal' AND status = 'pending' LIMIT 1`,
      [me.id],
    );
    const [site] = await db.query<{ withdrawal_cancel: boolean }>(
      'SELECT withdrawal_cancel FROM sites WHERE id = $1',
      [me.site_id],
    );
    const turnover = await turnoverSinceLastDeposit(db, me.id, Number(rules.turnover_multiplier));
    const remaining = Math.max(0, turnover.required - turnover.done);
    const balance = Number(w?.balance ?? 0);
    const max = Number(rules.max_withdrawal);
    return ok({
      balance,
      held: Number(w?.held ?? 0),
      withdrawable: pending || remaining > 0 ? 0 : Math.min(balance, max),
      min_withdrawal: Number(rules.min_withdrawal),
      max_withdrawal: max,
      turnover: { required: turnover.required, done: Number(turnover.done), remaining },
      pending: pending ? paymentView(pending) : null,
      cancel_allowed: site ? site.withdrawal_cancel : true,
    });
  },
});

/**
 * The median time from request to approval of the site's approved payment requests of the last 30 days, per
 * deposit method and for withdrawals; null below PROCESSING_MIN_SAMPLE approvals (docs/api.md).
 */
export const processingTimes = defineCall(DESIGNED_CALLS.processingTimes, {
  async handle({ db, site, config }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const rows = await db.query<{
      kind: 'deposit' | 'withdrawal';
      method: string;
      approved: number;
      median: number | null;
    }>(
      `SELECT r.kind, CASE WHEN r.kind = 'deposit' THEN lower(r.method) ELSE '' END AS method,
              count(*)::int AS approved,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.decided_at - r.created_at)) AS median
         FROM payment_requests r JOIN players p ON p.id = r.player_id
        WHERE p.site_id = $1 AND r.status = 'approved' AND r.decided_at IS NOT NULL
          AND r.decided_at > $2::timestamptz - interval '30 days'
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [site.id, nowOf(config)],
    );
    return ok(
      rows.map((r) => ({
        kind: r.kind,
        method: r.method,
        approved: Number(r.approved),
        median_seconds:
          Number(r.approved) >= PROCESSING_MIN_SAMPLE && r.median !== null
            ? Math.round(Number(r.median))
            : null,
      })),
    );
  },
});

/** The banks and e-wallets of the site's currency (data per currency, infra/src/api/data/bank-options.ts). */
export const bankOptions = defineCall(DESIGNED_CALLS.bankOptions, {
  async handle({ site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    return ok([...bankOptionsFor(site.currency)]);
  },
});
