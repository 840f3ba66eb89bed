import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { DEMO_PLAYER, key, testApi, type TestApi } from './helpers';

/** Issue 9.5: a closed site (maintenance, disabled, expired) signs nobody in and moves no money. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const loginOn = (domain: string) =>
  t.call('/api/auth/login', {
    account_id: DEMO_PLAYER.account_id,
    password: DEMO_PLAYER.password,
    domain_name: domain,
  });
const setSite = (domain: string, sql: string) =>
  t.sql(`UPDATE sites SET ${sql} WHERE domain_name = $1`, [domain]);

describe('closed sites', () => {
  it('maintenance: startup answers with the window; sign-in, sign-up and codes are refused with it', async () => {
    const s = await t.call<{ maintenance: { is_maintenance: boolean; end_date: string } }>('/api/startup', {
      domain_name: 'maintenance.localhost',
    });
    expect(s.statusCode).toBe(1);
    expect(s.value.maintenance.is_maintenance).toBe(true);
    const login = await loginOn('maintenance.localhost');
    expect(login.statusMessage).toBe('siteMaintenance');
    expect(login.value).toEqual({ start_date: expect.any(String), end_date: s.value.maintenance.end_date });
    expect(login.statusDetail).toContain(s.value.maintenance.end_date);
    const tac = await t.call('/api/auth/tac/request_new_register', {
      domain_name: 'maintenance.localhost',
      account_id: 'newplayer1',
      contact_phone: '+639170000001',
    });
    expect(tac.statusMessage).toBe('siteMaintenance');
  });

  it('a signed-in player of a site put in maintenance can neither deposit, withdraw nor bet; logout still works', async () => {
    const p = await t.login(DEMO_PLAYER.account_id, 'slot1.localhost');
    const before = await t.call<{ game_balance: number }>('/api/auth/get_balance', p);
    await setSite('slot1.localhost', `is_maintenance = true, maintenance_end = now() + interval '2 hours'`);
    const money = [
      t.call('/api/wallet/deposit', { ...p, amount: 50_000, method: 'GCASH', idempotency_key: key() }),
      t.call('/api/wallet/withdraw', { ...p, amount: 20_000, bank_account_id: 1, idempotency_key: key() }),
      t.call('/api/sportsbook/place_bet', {
        ...p,
        bet_type: 'HDP',
        stake: 1_000,
        selections: [await t.selection('HDP')],
        idempotency_key: key(),
      }),
      // Through another (open) site's host or domain: the player's own site decides.
      t.call('/api/wallet/deposit', {
        ...p,
        domain_name: 'localhost',
        amount: 50_000,
        method: 'GCASH',
        idempotency_key: key(),
      }),
    ];
    for (const a of await Promise.all(money)) expect(a.statusMessage).toBe('siteMaintenance');
    expect((await t.call('/api/auth/logout', p)).statusCode).toBe(1);
    await setSite('slot1.localhost', 'is_maintenance = false');
    const after = await t.login(DEMO_PLAYER.account_id, 'slot1.localhost');
    expect((await t.call<{ game_balance: number }>('/api/auth/get_balance', after)).value.game_balance).toBe(
      before.value.game_balance,
    );
  });

  it('disabled and expired sites refuse startup and every player call with their own key', async () => {
    const p = await t.login(DEMO_PLAYER.account_id, 'slot2.localhost');
    await setSite('slot2.localhost', 'status = 0');
    expect((await t.call('/api/startup', { domain_name: 'slot2.localhost' })).statusMessage).toBe(
      'siteDisabled',
    );
    expect((await loginOn('slot2.localhost')).statusMessage).toBe('siteDisabled');
    expect((await t.call('/api/auth/get_balance', p)).statusMessage).toBe('siteDisabled');
    await setSite('slot2.localhost', `status = 1, expired_date = (now() AT TIME ZONE 'UTC')::date - 1`);
    expect((await loginOn('slot2.localhost')).statusMessage).toBe('siteExpired');
    expect(
      (await t.call('/api/wallet/deposit', { ...p, amount: 50_000, method: 'GCASH', idempotency_key: key() }))
        .statusMessage,
    ).toBe('siteExpired');
    // The expiry day itself still works.
    await setSite('slot2.localhost', `expired_date = (now() AT TIME ZONE 'UTC')::date`);
    expect((await loginOn('slot2.localhost')).statusCode).toBe(1);
  });

  it('operator calls still work on a closed site', async () => {
    await setSite('slot3.localhost', 'status = 0');
    const list = await t.admin('/api/operator/payments', { domain_name: 'slot3.localhost' });
    expect(list.statusCode).toBe(1);
  });
});
