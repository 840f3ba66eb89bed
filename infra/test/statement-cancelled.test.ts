import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BankAccount, Paged, StatementValue, Transaction, WithdrawalInfo } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

// The statement's totals agree with the day's list (docs/wallet.md "/statement"): a withdrawal cancelled the
// same day moved no money, so neither its hold nor its release is a credit or a debit; a pending one is held.

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

/**
 * What the day's list (wallet/transactions) shows as counted, as DayMovements draws it (countedInStatement):
 * every row but a deposit (credited on its approval day: the page's "Deposits approved this day" line) and a
 * withdrawal given back.
 */
function listed(items: Transaction[]) {
  const counted = items.filter((m) =>
    m.type === 'withdrawal' ? m.status === 'pending' || m.status === 'approved' : m.type !== 'deposit',
  );
  return {
    credits: counted.filter((m) => m.amount > 0).reduce((a, m) => a + m.amount, 0),
    debits: counted.filter((m) => m.amount < 0).reduce((a, m) => a - m.amount, 0),
  };
}

describe('statement and a cancelled withdrawal', () => {
  it('leaves the hold and the release of a cancelled withdrawal out of both totals; a pending one is a debit', async () => {
    const p = await t.login('bigwin23');
    const [bank] = (await t.call<BankAccount[]>('/api/wallet/banks', p)).value;
    const day = new Date().toISOString().slice(0, 10);
    const range = { date_from: day, date_to: day };
    const statement = async () =>
      (await t.call<StatementValue>('/api/wallet/statement', { ...p, ...range })).value;
    const before = (await statement()).days.find((d) => d.date === day) ?? { credits: 0, debits: 0 };

    await t.call('/api/wallet/deposit', { ...p, amount: 100_000, method: 'GCASH', idempotency_key: key() });
    const bet = { ...p, bet_type: 'HDP', stake: 100_000, selections: [await t.selection('HDP')] };
    expect((await t.call('/api/sportsbook/place_bet', { ...bet, idempotency_key: key() })).statusCode).toBe(
      1,
    );
    const withdraw = (amount: number) =>
      t.call('/api/wallet/withdraw', {
        ...p,
        amount,
        bank_account_id: bank!.bank_account_id,
        idempotency_key: key(),
      });
    expect((await withdraw(50_000)).statusCode).toBe(1);
    const c = await t.call('/api/wallet/cancel_withdrawal', { ...p, idempotency_key: key() });
    expect(c.statusCode).toBe(1);

    const s = await statement();
    const today = s.days.find((d) => d.date === day)!;
    // the deposit is the one new credit, the bet the one new debit: the cancelled 500 is in neither
    expect(today.credits - before.credits).toBe(100_000);
    expect(today.debits - before.debits).toBe(100_000);
    const info = (await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p)).value;
    expect(today.closing_balance).toBe(info.balance); // the release's balance: the money is back
    expect(s.closing_balance).toBe(info.balance);

    // a withdrawal still pending is held: a debit
    expect((await withdraw(30_000)).statusCode).toBe(1);
    const held = (await statement()).days.find((d) => d.date === day)!;
    expect(held.debits - today.debits).toBe(30_000);
    expect(held.credits).toBe(today.credits);
    expect(held.closing_balance).toBe(info.balance - 30_000);

    // the totals equal what the day's list counts (with the tz the page sends; the player's own rows only)
    const list = await t.call<Paged<Transaction>>('/api/wallet/transactions', {
      ...p,
      ...range,
      page: 1,
      page_size: 100,
    });
    const cancelled = list.value.items.filter((m) => m.type === 'withdrawal' && m.status === 'cancelled');
    expect(cancelled.map((m) => m.amount)).toContain(-50_000);
    const rows = listed(list.value.items);
    expect(rows.debits).toBe(held.debits);
    // the rest of the credits: the deposits approved today (all asked for today here)
    const approved = list.value.items.filter((m) => m.type === 'deposit' && m.status === 'approved');
    expect(held.credits - rows.credits).toBe(approved.reduce((a, m) => a + m.amount, 0));
  });
});
