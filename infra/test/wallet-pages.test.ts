import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BankAccount, BankOption, WithdrawalInfo } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

// The two calls the wallet pages added (issue 11): withdrawal_info and bank_options.

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

describe('withdrawal_info', () => {
  it('carries the turnover requirement of the last deposit and what may leave now', async () => {
    const p = await t.login('bigwin23');
    const [bank] = (await t.call<BankAccount[]>('/api/wallet/banks', p)).value;
    const before = (await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p)).value;
    expect(before.min_withdrawal).toBe(10_000);
    expect(before.max_withdrawal).toBe(5_000_000);
    await t.call('/api/wallet/deposit', { ...p, amount: 100_000, method: 'GCASH', idempotency_key: key() });
    const owed = await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p);
    expect(owed.statusCode).toBe(1);
    expect(owed.value.balance).toBe(before.balance + 100_000);
    expect(owed.value.turnover).toEqual({ required: 100_000, done: 0, remaining: 100_000 });
    expect(owed.value.withdrawable).toBe(0);
    expect(owed.value.pending).toBeNull();
    const bet = { ...p, bet_type: 'HDP', stake: 60_000, selections: [await t.selection('HDP')] };
    expect((await t.call('/api/sportsbook/place_bet', { ...bet, idempotency_key: key() })).statusCode).toBe(
      1,
    );
    const part = (await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p)).value;
    expect(part.turnover).toEqual({ required: 100_000, done: 60_000, remaining: 40_000 });
    await t.call('/api/sportsbook/place_bet', { ...bet, stake: 40_000, idempotency_key: key() });
    const met = (await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p)).value;
    expect(met.turnover.remaining).toBe(0);
    expect(met.withdrawable).toBe(Math.min(met.balance, met.max_withdrawal));
    const w = await t.call('/api/wallet/withdraw', {
      ...p,
      amount: 20_000,
      bank_account_id: bank!.bank_account_id,
      idempotency_key: key(),
    });
    expect(w.statusCode).toBe(1);
    const held = (await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p)).value;
    expect(held.held).toBe(met.held + 20_000);
    expect(held.balance).toBe(met.balance - 20_000);
    expect(held.pending?.amount).toBe(20_000);
    expect(held.pending?.status).toBe('pending');
    expect(held.withdrawable).toBe(0);
    expect(held.cancel_allowed).toBe(true);
    await t.call('/api/wallet/cancel_withdrawal', { ...p, idempotency_key: key() });
    const back = (await t.call<WithdrawalInfo>('/api/wallet/withdrawal_info', p)).value;
    expect(back.pending).toBeNull();
    expect(back.balance).toBe(met.balance);
  });

  it("needs the player's own session", async () => {
    const demo = await t.login();
    const a = await t.call('/api/wallet/withdrawal_info', { account_id: 'bigwin23', auth: demo.auth });
    expect(a.statusMessage).toBe('sessionExpired');
  });
});

describe('bank_options', () => {
  it("serves the banks and e-wallets of the site's currency as data", async () => {
    const a = await t.call<BankOption[]>('/api/wallet/bank_options', { domain_name: 'localhost' });
    expect(a.statusCode).toBe(1);
    const names = a.value.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['GCash', 'Maya', 'BDO Unibank', 'BPI']));
    expect(new Set(a.value.map((b) => b.kind))).toEqual(new Set(['bank', 'ewallet']));
  });

  it('an unknown site is siteNotFound', async () => {
    const a = await t.call('/api/wallet/bank_options', { domain_name: 'nowhere.example' });
    expect(a.statusMessage).toBe('siteNotFound');
  });
});

describe('processing_times', () => {
  it('answers the median time to approval per deposit method and for withdrawals, null below 3 approvals', async () => {
    // a site whose players have no payment requests yet (the demo seed gives some sites a history)
    const [s7] = await t.sql<{ id: number; domain_name: string }>(
      `SELECT s.id, s.domain_name FROM sites s WHERE NOT EXISTS (
         SELECT 1 FROM payment_requests r JOIN players p ON p.id = r.player_id WHERE p.site_id = s.id)
         AND s.status = 1 AND NOT s.is_maintenance AND (s.expired_date IS NULL OR s.expired_date > now())
       ORDER BY s.id LIMIT 1`,
    );
    const site = { domain_name: s7!.domain_name };
    // a player of that site of our own, with requests approved 60, 120 and 600 s after they were made
    const [me] = await t.sql<{ id: number }>(
      `INSERT INTO players (site_id, account_id, password_hash, contact_phone)
       VALUES ($1, 'proctime1', 'x', '09170000001') RETURNING id`,
      [s7!.id],
    );
    for (const [kind, method, secs] of [
      ['deposit', 'GCASH', 60],
      ['deposit', 'GCASH', 120],
      ['deposit', 'GCASH', 600],
      ['deposit', 'BANK', 30],
      ['withdrawal', '', 3600],
    ] as const)
      await t.sql(
        `INSERT INTO payment_requests (player_id, kind, amount, status, method, created_at, decided_at)
         VALUES ($1, $2, 1000, 'approved', $3, now() - make_interval(secs => $4 + 10), now() - interval '10 seconds')`,
        [me!.id, kind, method, secs],
      );
    const a = await t.call<
      { kind: string; method: string; approved: number; median_seconds: number | null }[]
    >('/api/wallet/processing_times', site);
    expect(a.statusCode).toBe(1);
    expect(a.value).toEqual([
      { kind: 'deposit', method: 'bank', approved: 1, median_seconds: null },
      { kind: 'deposit', method: 'gcash', approved: 3, median_seconds: 120 },
      { kind: 'withdrawal', method: '', approved: 1, median_seconds: null },
    ]);
    expect(
      (await t.call('/api/wallet/processing_times', { domain_name: 'nowhere.example' })).statusMessage,
    ).toBe('siteNotFound');
  });
});
