import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BankAccount, Paged, PaymentAnswer, StatementValue, Transaction } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

// The statement across days (docs/wallet.md "/statement"): a withdrawal held on 2026-11-01 and cancelled on
// 2026-11-03, a deposit requested on 2026-11-01 and approved on 2026-11-02. Every day: opening + credits − debits
// = closing; every amount in a day's totals is in what the page shows for it (the day's list, and the deposits
// credited that day: the credits the list's rows do not carry).

let t: TestApi;
let p: { account_id: string; auth: string };
let before = 0; // the balance before 2026-11-01
beforeAll(async () => {
  t = await testApi();
  p = await t.login('bigwin23');
  const [me] = await t.sql<{ id: number; site_id: number }>(
    'SELECT id, site_id FROM players WHERE account_id = $1',
    [p.account_id],
  );
  await t.sql('UPDATE sites SET auto_approve_deposits = false, turnover_multiplier = 0 WHERE id = $1', [
    me!.site_id,
  ]);
  const [bank] = (await t.call<BankAccount[]>('/api/wallet/banks', p)).value;
  const pay = async (path: string, body: object) => {
    const r = await t.call<PaymentAnswer>(path, { ...p, ...body, idempotency_key: key() });
    expect(r.statusCode, r.statusDetail).toBe(1);
    return r.value;
  };
  // everything the seed put in the ledger happened before the range
  await t.sql(`UPDATE ledger SET created_at = '2026-10-01T12:00:00Z' WHERE player_id = $1`, [me!.id]);
  await t.sql(`UPDATE payment_requests SET created_at = '2026-10-01T12:00:00Z' WHERE player_id = $1`, [
    me!.id,
  ]);
  const [w] = await t.sql<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [me!.id]);
  before = Number(w!.balance);

  // in the order the days saw it: deposit request, withdrawal (held), deposit approved, withdrawal cancelled
  const dep = await pay('/api/wallet/deposit', { amount: 100_000, method: 'GCASH' });
  const wd = await pay('/api/wallet/withdraw', { amount: 50_000, bank_account_id: bank!.bank_account_id });
  const approved = await t.admin('/api/operator/payment_decide', {
    request_id: dep.request_id,
    decision: 'approve',
  });
  expect(approved.statusCode, approved.statusDetail).toBe(1);
  await pay('/api/wallet/cancel_withdrawal', {});
  const at = async (id: number, created: string, decided: string) => {
    await t.sql('UPDATE payment_requests SET created_at = $2, decided_at = $3 WHERE id = $1', [
      id,
      created,
      decided,
    ]);
    await t.sql(
      `UPDATE ledger SET created_at = CASE WHEN kind IN ('withdrawal_hold') THEN $2::timestamptz ELSE $3::timestamptz END
        WHERE ref = 'pay:' || $1`,
      [id, created, decided],
    );
  };
  await at(dep.request_id, '2026-11-01T09:00:00Z', '2026-11-02T09:00:00Z');
  await at(wd.request_id, '2026-11-01T10:00:00Z', '2026-11-03T09:00:00Z');
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const statement = async () =>
  (
    await t.call<StatementValue>('/api/wallet/statement', {
      ...p,
      date_from: '2026-11-01',
      date_to: '2026-11-03',
      tz: 'UTC',
    })
  ).value;
const list = async (day: string) =>
  (
    await t.call<Paged<Transaction>>('/api/wallet/transactions', {
      ...p,
      date_from: day,
      date_to: day,
      tz: 'UTC',
      page: 1,
      page_size: 100,
    })
  ).value.items;

describe('statement across days', () => {
  it('every day: opening + credits − debits = closing; the period ends on the ledger’s balance', async () => {
    const s = await statement();
    expect(s.opening_balance).toBe(before);
    let opening = s.opening_balance;
    for (const d of [...s.days].reverse()) {
      expect(opening + d.credits - d.debits, d.date).toBe(d.closing_balance);
      opening = d.closing_balance;
    }
    expect(opening).toBe(s.closing_balance);
    const [w] = await t.sql<{ balance: number }>(
      'SELECT w.balance FROM wallets w JOIN players p ON p.id = w.player_id WHERE p.account_id = $1',
      [p.account_id],
    );
    expect(s.closing_balance).toBe(Number(w!.balance));
  });

  it('a withdrawal given back two days later is in no day’s totals; the deposit is credited on its approval day', async () => {
    const s = await statement();
    const day = (date: string) => s.days.find((d) => d.date === date);
    // 11-01: the deposit request and the held withdrawal: nothing moved (the held money came back)
    expect(day('2026-11-01')).toMatchObject({ credits: 0, debits: 0, closing_balance: before, movements: 0 });
    // 11-02: the deposit approved
    expect(day('2026-11-02')).toMatchObject({
      credits: 100_000,
      debits: 0,
      closing_balance: before + 100_000,
      movements: 1,
    });
    // 11-03: only the release, which moved nothing the statement counts: no day
    expect(day('2026-11-03')).toBeUndefined();
  });

  it('what the page shows for each day carries exactly its totals', async () => {
    const s = await statement();
    for (const d of s.days) {
      const items = await list(d.date);
      const counted = items.filter(
        (m) =>
          m.type !== 'deposit' && (m.type !== 'withdrawal' || ['pending', 'approved'].includes(m.status)),
      );
      const credits = counted.filter((m) => m.amount > 0).reduce((a, m) => a + m.amount, 0);
      const debits = counted.filter((m) => m.amount < 0).reduce((a, m) => a - m.amount, 0);
      expect(debits, d.date).toBe(d.debits);
      // the rest of the credits is the page's "Deposits credited this day" line
      const deposits = d.credits - credits;
      expect(deposits, d.date).toBe(d.date === '2026-11-02' ? 100_000 : 0);
    }
    const first = await list('2026-11-01');
    expect(first.map((m) => [m.type, m.status, m.amount])).toEqual([
      ['withdrawal', 'cancelled', -50_000],
      ['deposit', 'approved', 100_000],
    ]);
    expect(await list('2026-11-02')).toEqual([]);
  });

  it('a request in the list carries its decision’s instant (contract 17.9), a ledger movement none', async () => {
    const rows = await list('2026-11-01');
    const deposit = rows.find((r) => r.type === 'deposit')!;
    const withdrawal = rows.find((r) => r.type === 'withdrawal')!;
    expect(deposit.decided_at).toBe('2026-11-02T09:00:00.000Z');
    expect(withdrawal.decided_at).toBe('2026-11-03T09:00:00.000Z');
    // the seed's movements, moved to 2026-10-01 above
    const movement = (await list('2026-10-01')).find((r) => r.id.startsWith('L'));
    expect(movement).toBeDefined();
    expect(movement).not.toHaveProperty('decided_at');
  });
});
