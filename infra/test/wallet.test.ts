import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentAnswer, Paged, Transaction, StatementValue, BankAccount } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

let t: TestApi;
let demo: { account_id: string; auth: string };
let bankId: number;
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
  const banks = await t.call<BankAccount[]>('/api/wallet/banks', demo);
  bankId = banks.value[0]!.bank_account_id;
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const balanceOf = async (ref: { account_id: string; auth: string }) =>
  (await t.call<{ game_balance: number }>('/api/auth/get_balance', ref)).value.game_balance;

/** The ledger invariant: every wallet equals the sum of its ledger rows and no balance is negative. */
async function ledgerConsistent() {
  const bad = await t.sql(
    `SELECT w.player_id FROM wallets w LEFT JOIN (SELECT player_id, sum(amount) AS s FROM ledger GROUP BY player_id) l
       ON l.player_id = w.player_id WHERE w.balance <> coalesce(l.s, 0) OR w.balance < 0`,
  );
  expect(bad).toEqual([]);
}

describe('wallet', () => {
  it('a deposit on an auto-approving site is credited at once; a replay returns the first answer', async () => {
    const before = await balanceOf(demo);
    const body = { ...demo, amount: 50_000, method: 'GCASH', idempotency_key: key() };
    const a = await t.call<PaymentAnswer>('/api/wallet/deposit', body);
    expect(a.statusCode).toBe(1);
    expect(a.value.status).toBe('approved');
    expect(a.value.balance).toBe(before + 50_000);
    const replay = await t.call<PaymentAnswer>('/api/wallet/deposit', body);
    expect(replay).toEqual(a);
    expect(await balanceOf(demo)).toBe(before + 50_000);
    const conflict = await t.call('/api/wallet/deposit', { ...body, amount: 60_000 });
    expect(conflict.statusMessage).toBe('idempotencyConflict');
    expect(conflict.statusDetail).toMatch(/^idempotency_key/);
    await ledgerConsistent();
  });

  it('deposit limits, missing key and bad amounts are refused with the field named', async () => {
    const small = await t.call('/api/wallet/deposit', {
      ...demo,
      amount: 1,
      method: 'GCASH',
      idempotency_key: key(),
    });
    expect(small.statusMessage).toBe('depositAmountOutOfRange');
    expect(small.statusDetail).toMatch(/^amount/);
    const noKey = await t.call('/api/wallet/deposit', { ...demo, amount: 50_000, method: 'GCASH' });
    expect(noKey.statusMessage).toBe('invalidInput');
    expect(noKey.statusDetail).toMatch(/^idempotency_key/);
    const frac = await t.call('/api/wallet/deposit', {
      ...demo,
      amount: 10.5,
      method: 'GCASH',
      idempotency_key: key(),
    });
    expect(frac.statusDetail).toMatch(/^amount/);
  });

  it('pending deposits wait for the operator: approve credits, reject does not', async () => {
    await t.sql(`UPDATE sites SET auto_approve_deposits = false WHERE domain_name = 'slot1.localhost'`);
    const p = await t.login('demo1', 'slot1.localhost');
    const before = await balanceOf(p);
    const one = await t.call<PaymentAnswer>('/api/wallet/deposit', {
      ...p,
      amount: 20_000,
      method: 'BANK',
      idempotency_key: key(),
    });
    const two = await t.call<PaymentAnswer>('/api/wallet/deposit', {
      ...p,
      amount: 30_000,
      method: 'BANK',
      idempotency_key: key(),
    });
    expect(one.value.status).toBe('pending');
    expect(await balanceOf(p)).toBe(before);
    const list = await t.admin<Paged<{ request_id: number }>>('/api/operator/payments', {
      domain_name: 'slot1.localhost',
    });
    expect(list.value.items.map((i) => i.request_id)).toEqual([one.value.request_id, two.value.request_id]);
    expect(
      (
        await t.admin('/api/operator/payment_decide', {
          request_id: one.value.request_id,
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(1);
    expect(
      (
        await t.admin('/api/operator/payment_decide', {
          request_id: two.value.request_id,
          decision: 'reject',
        })
      ).statusCode,
    ).toBe(1);
    const twice = await t.admin('/api/operator/payment_decide', {
      request_id: one.value.request_id,
      decision: 'approve',
    });
    expect(twice.statusMessage).toBe('alreadyDecided');
    expect(await balanceOf(p)).toBe(before + 20_000);
    const noToken = await t.call('/api/operator/payment_decide', {
      request_id: two.value.request_id,
      decision: 'approve',
    });
    expect(noToken.statusMessage).toBe('permissionDenied');
    await ledgerConsistent();
  });

  it('withdrawal rules: bank account, minimum, one pending, balance; cancel releases the hold', async () => {
    const w = (amount: number, bank = bankId) => ({
      ...demo,
      amount,
      bank_account_id: bank,
      idempotency_key: key(),
    });
    expect((await t.call('/api/wallet/withdraw', w(50_000, 999_999))).statusMessage).toBe(
      'bankAccountRequired',
    );
    expect((await t.call('/api/wallet/withdraw', w(100))).statusMessage).toBe('withdrawalAmountOutOfRange');
    // turnover for the deposit of the first test
    const bet = { bet_type: 'OU', stake: 60_000, selections: [await t.selection('OU', 2)] };
    expect(
      (await t.call('/api/sportsbook/place_bet', { ...demo, ...bet, idempotency_key: key() })).statusCode,
    ).toBe(1);
    const before = await balanceOf(demo);
    expect((await t.call('/api/wallet/withdraw', w(before + 10_000))).statusMessage).toBe(
      'insufficientBalance',
    );
    const first = await t.call<PaymentAnswer>('/api/wallet/withdraw', w(40_000));
    expect(first.statusCode).toBe(1);
    expect(first.value).toMatchObject({ status: 'pending', balance: before - 40_000, held: 40_000 });
    expect((await t.call('/api/wallet/withdraw', w(20_000))).statusMessage).toBe('withdrawalPending');
    const removeBusy = await t.call('/api/wallet/bank_remove', { ...demo, bank_account_id: bankId });
    expect(removeBusy.statusMessage).toBe('bankAccountInUse');
    const cancel = await t.call<PaymentAnswer>('/api/wallet/cancel_withdrawal', {
      ...demo,
      idempotency_key: key(),
    });
    expect(cancel.value).toMatchObject({ status: 'cancelled', balance: before, held: 0 });
    const second = await t.call<PaymentAnswer>('/api/wallet/withdraw', w(30_000));
    expect(
      (
        await t.admin('/api/operator/payment_decide', {
          request_id: second.value.request_id,
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(1);
    expect(await balanceOf(demo)).toBe(before - 30_000);
    await ledgerConsistent();
  });

  it('a withdrawal needs turnover of the last deposit × the site multiplier since that deposit', async () => {
    const p = await t.login('bigwin23');
    const [bank] = (await t.call<BankAccount[]>('/api/wallet/banks', p)).value;
    await t.call('/api/wallet/deposit', { ...p, amount: 100_000, method: 'GCASH', idempotency_key: key() });
    const refused = await t.call('/api/wallet/withdraw', {
      ...p,
      amount: 20_000,
      bank_account_id: bank!.bank_account_id,
      idempotency_key: key(),
    });
    expect(refused.statusMessage).toBe('turnoverNotMet');
    expect(refused.statusDetail).toMatch(/^turnover/);
    const bet = {
      ...p,
      bet_type: 'HDP',
      stake: 100_000,
      selections: [await t.selection('HDP')],
    };
    expect((await t.call('/api/sportsbook/place_bet', { ...bet, idempotency_key: key() })).statusCode).toBe(
      1,
    );
    const ok = await t.call('/api/wallet/withdraw', {
      ...p,
      amount: 20_000,
      bank_account_id: bank!.bank_account_id,
      idempotency_key: key(),
    });
    expect(ok.statusCode).toBe(1);
  });

  it('bets: priced by the server; the stake leaves at once; settlement pays once', async () => {
    const hdp = await t.selection('HDP', 1, 0);
    const ou = await t.selection('OU', 2, 1);
    const oddsMilli = Math.floor((Math.round(hdp.odds * 1000) * Math.round(ou.odds * 1000)) / 1000);
    const potential = Math.floor((1_000 * oddsMilli) / 1000);
    const before = await balanceOf(demo);
    const placed = await t.call<{
      bet_id: number;
      potential_payout: number;
      balance: number;
      selections: Record<string, unknown>[];
    }>('/api/sportsbook/place_bet', {
      ...demo,
      bet_type: 'PARLAY',
      stake: 1_000,
      idempotency_key: key(),
      selections: [hdp, ou],
    });
    expect(placed.statusCode).toBe(1);
    expect(placed.value.balance).toBe(before - 1_000);
    expect(placed.value.potential_payout).toBe(potential);
    expect(placed.value.selections[0]).toMatchObject({ bet_type: 'HDP', home_name_cn: '马尼拉雄鹰' });
    expect(placed.value.selections[1]).toMatchObject({ bet_type: 'OU', home_away: 2 });
    expect(
      (await t.admin('/api/operator/settle_bet', { bet_id: placed.value.bet_id, result: 'won' })).statusCode,
    ).toBe(1);
    expect(
      (await t.admin('/api/operator/settle_bet', { bet_id: placed.value.bet_id, result: 'won' }))
        .statusMessage,
    ).toBe('alreadySettled');
    expect(await balanceOf(demo)).toBe(before - 1_000 + potential);
    const single = await t.call('/api/sportsbook/place_bet', {
      ...demo,
      bet_type: 'PARLAY',
      stake: 1_000,
      idempotency_key: key(),
      selections: [hdp],
    });
    expect(single.statusDetail).toMatch(/^selections/);
    await ledgerConsistent();
  });

  it('claim_inbox credits a bonus once', async () => {
    const inbox = await t.call<{ inbox_id: number; claimable: boolean; amount: number }[]>(
      '/api/settings/get_inbox',
      demo,
    );
    const bonus = inbox.value.find((i) => i.claimable)!;
    const before = await balanceOf(demo);
    const [a, b] = await Promise.all([
      t.call('/api/settings/claim_inbox', { ...demo, inbox_id: bonus.inbox_id }),
      t.call('/api/settings/claim_inbox', { ...demo, inbox_id: String(bonus.inbox_id) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([0, 1]);
    expect([a, b].find((x) => x.statusCode !== 1)?.statusMessage).toBe('alreadyClaimed');
    expect(await balanceOf(demo)).toBe(before + bonus.amount);
    await ledgerConsistent();
  });

  it('transactions: paged and filtered by type, status and date', async () => {
    const all = await t.call<Paged<Transaction>>('/api/wallet/transactions', { ...demo, page_size: 5 });
    expect(all.value.items).toHaveLength(5);
    expect(all.value.total).toBeGreaterThan(30);
    const deposits = await t.call<Paged<Transaction>>('/api/wallet/transactions', {
      ...demo,
      type: 'deposit',
      page_size: 100,
    });
    expect(deposits.value.items.every((i) => i.type === 'deposit')).toBe(true);
    const cancelled = await t.call<Paged<Transaction>>('/api/wallet/transactions', {
      ...demo,
      status: 'cancelled',
    });
    expect(cancelled.value.items.length).toBe(1);
    const future = await t.call<Paged<Transaction>>('/api/wallet/transactions', {
      ...demo,
      date_from: '2999-01-01',
    });
    expect(future.value.total).toBe(0);
    const bad = await t.call('/api/wallet/transactions', { ...demo, date_from: '2024-02-31' });
    expect(bad.statusDetail).toMatch(/^date_from/);
  });

  it('statement: per day credits, debits and the closing balance', async () => {
    const s = await t.call<StatementValue>('/api/wallet/statement', demo);
    expect(s.statusCode).toBe(1);
    expect(s.value.closing_balance).toBe(await balanceOf(demo));
    expect(s.value.days[0]?.closing_balance).toBe(s.value.closing_balance);
    const net = s.value.days.reduce((n, d) => n + d.credits - d.debits, 0);
    expect(s.value.opening_balance + net).toBe(s.value.closing_balance);
  });

  it('bank accounts: add (masked), refuse duplicates, remove', async () => {
    const p = await t.login('lucky88');
    const added = await t.call<BankAccount[]>('/api/wallet/bank_add', {
      ...p,
      bank_name: 'BPI',
      account_name: 'Lucky Reyes',
      account_number: '9876543210',
    });
    expect(added.statusCode).toBe(1);
    const bpi = added.value.find((b) => b.bank_name === 'BPI')!;
    expect(bpi.account_number).toBe('******3210');
    const dup = await t.call('/api/wallet/bank_add', {
      ...p,
      bank_name: 'BPI',
      account_name: 'Lucky Reyes',
      account_number: '9876543210',
    });
    expect(dup.statusMessage).toBe('bankAccountExists');
    const badName = await t.call('/api/wallet/bank_add', {
      ...p,
      bank_name: 'BPI',
      account_name: 'L33t',
      account_number: '12345678',
    });
    expect(badName.statusDetail).toMatch(/^account_name/);
    const removed = await t.call<BankAccount[]>('/api/wallet/bank_remove', {
      ...p,
      bank_account_id: bpi.bank_account_id,
    });
    expect(removed.value.some((b) => b.bank_account_id === bpi.bank_account_id)).toBe(false);
  });
});
