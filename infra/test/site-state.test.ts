import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { maintenanceActive, maintenanceState } from '../src/api/site';
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

describe('the maintenance window is enforced (switch on and start ≤ now < end)', () => {
  const HOUR = 3_600_000;
  const DOMAIN = 'slot4.localhost';
  /** The API's clock (config.now), frozen at a moment the test picks. */
  const setClock = (at: number) => (t.platform.config.now = () => at);
  const startupOf = (domain = DOMAIN) =>
    t.call<{ maintenance: { is_maintenance: boolean; start_date: string | null; end_date: string | null } }>(
      '/api/startup',
      { domain_name: domain },
    );
  /** The HTTP status of a page no route serves: 404 on an open site, 200 in maintenance (the shell's screen). */
  const pageStatus = async () =>
    (await t.platform.app.inject({ method: 'GET', url: '/no-such-page', headers: { host: DOMAIN } }))
      .statusCode;

  it('maintenanceActive: the switch, then start ≤ now < end; a missing start or end leaves that side open', () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const end = new Date('2030-01-01T12:00:00Z');
    const on = { is_maintenance: true, maintenance_start: start, maintenance_end: end };
    expect(maintenanceActive(on, start.getTime() - 1)).toBe(false);
    expect(maintenanceActive(on, start)).toBe(true);
    expect(maintenanceActive(on, end.getTime() - 1)).toBe(true);
    expect(maintenanceActive(on, end)).toBe(false);
    expect(maintenanceActive({ ...on, is_maintenance: false }, start.getTime() + 1)).toBe(false);
    // the driver may hand timestamps as strings
    expect(maintenanceActive({ ...on, maintenance_start: start.toISOString() }, start)).toBe(true);
    expect(
      maintenanceActive({ is_maintenance: true, maintenance_start: null, maintenance_end: end }, 0),
    ).toBe(true);
    expect(
      maintenanceActive({ is_maintenance: true, maintenance_start: start, maintenance_end: null }, 9e15),
    ).toBe(true);
    expect(maintenanceActive({ is_maintenance: true }, Date.now())).toBe(true);
  });

  it('maintenanceState: off while the switch is off; scheduled before the start, active to the end, ended from it', () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const end = new Date('2030-01-01T12:00:00Z');
    const on = { is_maintenance: true, maintenance_start: start, maintenance_end: end };
    expect(maintenanceState({ ...on, is_maintenance: false }, start.getTime() + 1)).toBe('off');
    expect(maintenanceState(on, start.getTime() - 1)).toBe('scheduled');
    expect(maintenanceState(on, start)).toBe('active');
    expect(maintenanceState(on, end.getTime() - 1)).toBe('active');
    expect(maintenanceState(on, end)).toBe('ended');
  });

  it('a scheduled window: open before its start, closed from its start, open again at its end', async () => {
    const t0 = Date.now();
    const start = new Date(t0 + HOUR);
    const end = new Date(t0 + 2 * HOUR);
    const window = { start_date: start.toISOString(), end_date: end.toISOString() };
    try {
      setClock(t0);
      const p = await t.login(DEMO_PLAYER.account_id, DOMAIN);
      await t.sql(
        'UPDATE sites SET is_maintenance = true, maintenance_start = $2, maintenance_end = $3 WHERE domain_name = $1',
        [DOMAIN, start, end],
      );

      // before the start: the player site is open; the startup answer says so and carries the window ahead
      expect((await startupOf()).value.maintenance).toEqual({ is_maintenance: false, ...window });
      expect((await loginOn(DOMAIN)).statusCode).toBe(1);
      expect((await t.call('/api/auth/get_balance', p)).statusCode).toBe(1);
      expect(await pageStatus()).toBe(404);

      // from the start (the instant itself): closed, by itself
      setClock(start.getTime());
      expect((await startupOf()).value.maintenance).toEqual({ is_maintenance: true, ...window });
      const login = await loginOn(DOMAIN);
      expect(login.statusMessage).toBe('siteMaintenance');
      expect(login.value).toEqual(window);
      expect(login.statusDetail).toContain(window.end_date);
      const balance = await t.call('/api/auth/get_balance', p);
      expect(balance.statusMessage).toBe('siteMaintenance');
      expect(balance.value).toEqual(window);
      // through another (open) site's domain: the player's own site decides, at the same clock
      expect((await t.call('/api/auth/get_balance', { ...p, domain_name: 'localhost' })).statusMessage).toBe(
        'siteMaintenance',
      );
      expect(await pageStatus()).toBe(200);

      // at the end (the instant itself): open again, with the switch still on
      setClock(end.getTime());
      expect((await startupOf()).value.maintenance).toEqual({ is_maintenance: false, ...window });
      expect((await loginOn(DOMAIN)).statusCode).toBe(1);
      expect((await t.call('/api/auth/get_balance', p)).statusCode).toBe(1);
      expect(await pageStatus()).toBe(404);
    } finally {
      t.platform.config.now = undefined;
      await setSite(DOMAIN, 'is_maintenance = false, maintenance_start = NULL, maintenance_end = NULL');
    }
  });

  it('the switch off inside the window opens the site at once; a window without dates closes it at once', async () => {
    const t0 = Date.now();
    try {
      setClock(t0);
      await t.sql(
        'UPDATE sites SET is_maintenance = true, maintenance_start = $2, maintenance_end = $3 WHERE domain_name = $1',
        [DOMAIN, new Date(t0 - HOUR), new Date(t0 + HOUR)],
      );
      expect((await loginOn(DOMAIN)).statusMessage).toBe('siteMaintenance');
      await setSite(DOMAIN, 'is_maintenance = false');
      expect((await startupOf()).value.maintenance.is_maintenance).toBe(false);
      expect((await loginOn(DOMAIN)).statusCode).toBe(1);

      // no start and no end: from the switch on until it goes off, whatever the clock
      await setSite(DOMAIN, 'is_maintenance = true, maintenance_start = NULL, maintenance_end = NULL');
      setClock(t0 + 1_000 * 24 * HOUR);
      expect((await startupOf()).value.maintenance).toEqual({
        is_maintenance: true,
        start_date: null,
        end_date: null,
      });
      const login = await loginOn(DOMAIN);
      expect(login.statusMessage).toBe('siteMaintenance');
      expect(login.statusDetail).toBe('the site is in maintenance');
    } finally {
      t.platform.config.now = undefined;
      await setSite(DOMAIN, 'is_maintenance = false, maintenance_start = NULL, maintenance_end = NULL');
    }
  });
});
