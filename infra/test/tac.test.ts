import type { TacRequestValue } from '@site/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { latestCode } from '../src/api/domain/outbox';
import { setNotifier } from '../src/api/domain/notifier';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const site = { domain_name: 'slot2.localhost', external_id: 'slot2' };
const code = async (account: string) => (await latestCode(t.platform.db, account, null))?.code ?? '';
const wrongCode = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');
/** Lets the next request for the same account through the 60 s resend cooldown. */
const coolDown = () => t.sql(`UPDATE tac_codes SET created_at = created_at - interval '61 seconds'`);

/** Two answers that must not tell accounts apart: equal but for the random tac_request handle. */
const same = (a: { value: unknown }) => ({
  ...a,
  value: typeof (a.value as TacRequestValue | null)?.tac_request === 'string' ? 'handle' : a.value,
});
const requestLogin = async (account_id: string) =>
  (await t.call<TacRequestValue>('/api/auth/tac/request_login', { ...site, account_id })).value;

describe('TAC codes and sign-up', () => {
  it('sign-up: request_new_register → verify → signup signs the new player in', async () => {
    const req = await t.call('/api/auth/tac/request_new_register', {
      ...site,
      account_id: 'newbie01',
      contact_phone: '639171234567',
    });
    expect(req.statusCode).toBe(1);
    const c = await code('newbie01');
    expect(c).toMatch(/^\d{6}$/);
    const early = await t.call('/api/auth/signup', {
      ...site,
      account_id: 'newbie01',
      password: 'Secret#2026',
      contact_phone: '639171234567',
      age_confirmed: true, // slot2 asks for it (compliance)
    });
    expect(early.statusMessage).toBe('tacNotVerified');
    expect(
      (await t.call('/api/auth/tac/verify', { ...site, account_id: 'newbie01', tac: c })).statusCode,
    ).toBe(1);
    const up = await t.call<{ token: string; user: { account_id: string } }>('/api/auth/signup', {
      ...site,
      account_id: 'newbie01',
      password: 'Secret#2026',
      contact_phone: '639171234567',
      age_confirmed: true, // slot2 asks for it (compliance)
      contact_email: 'newbie@example.com',
      referrer_code: 'demo1ref',
      appsflyer_id: 'af-1',
    });
    expect(up.statusCode).toBe(1);
    expect(up.value.user.account_id).toBe('newbie01');
    const bal = await t.call<{ game_balance: number }>('/api/auth/get_balance', {
      account_id: 'newbie01',
      auth: up.value.token,
    });
    expect(bal.value.game_balance).toBe(0);
    const [p] = await t.sql('SELECT referrer_code, attribution FROM players WHERE account_id = $1', [
      'newbie01',
    ]);
    expect(p?.referrer_code).toBe('DEMO1REF');
    expect((p?.attribution as Record<string, string>).appsflyer_id).toBe('af-1');
    // the verified code is used: a second sign-up cannot reuse it
    const again = await t.call('/api/auth/signup', {
      ...site,
      account_id: 'newbie01',
      password: 'Secret#2026',
      contact_phone: '639171234567',
      age_confirmed: true, // slot2 asks for it (compliance)
    });
    expect(again.statusMessage).toBe('tacNotVerified');
  });

  it('requesting a register code for an existing account answers the same and sends nothing', async () => {
    const before = await t.sql('SELECT count(*)::int AS n FROM outbox');
    const a = await t.call('/api/auth/tac/request_new_register', { ...site, account_id: 'demo1' });
    const b = await t.call('/api/auth/tac/request_new_register', { ...site, account_id: 'fresh999' });
    expect(same(a)).toEqual(same(b));
    const after = await t.sql('SELECT count(*)::int AS n FROM outbox');
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 1);
  });

  it('login_tac: request_login → login_tac; the code is single use', async () => {
    const unknown = await t.call('/api/auth/tac/request_login', { ...site, account_id: 'ghost77' });
    const known = await t.call<TacRequestValue>('/api/auth/tac/request_login', {
      ...site,
      account_id: 'demo1',
    });
    expect(same(known)).toEqual(same(unknown));
    const c = await code('demo1');
    const tac_request = known.value.tac_request;
    const a = await t.call<{ token: string }>('/api/auth/login_tac', {
      ...site,
      account_id: 'demo1',
      tac: c,
      tac_request,
    });
    expect(a.statusCode).toBe(1);
    expect(a.value.token).toBeTruthy();
    const reuse = await t.call('/api/auth/login_tac', { ...site, account_id: 'demo1', tac: c, tac_request });
    expect(reuse.statusMessage).toBe('tacExpired');
  });

  it('a code expires after 5 minutes', async () => {
    await coolDown();
    const { tac_request } = await requestLogin('lucky88');
    const c = await code('lucky88');
    await t.sql(`UPDATE tac_codes SET expires_at = now() - interval '1 second' WHERE account_id = 'lucky88'`);
    expect(
      (await t.call('/api/auth/login_tac', { ...site, account_id: 'lucky88', tac: c, tac_request }))
        .statusMessage,
    ).toBe('tacExpired');
  });

  it('a code is locked after 5 wrong tries, even for the right code afterwards', async () => {
    await coolDown();
    const { tac_request } = await requestLogin('jackpot7');
    const c = await code('jackpot7');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (
          await t.call('/api/auth/login_tac', {
            ...site,
            account_id: 'jackpot7',
            tac: wrongCode(c),
            tac_request,
          })
        ).statusMessage,
      );
    expect(answers).toEqual(['tacInvalid', 'tacInvalid', 'tacInvalid', 'tacInvalid', 'tacLocked']);
    expect(
      (await t.call('/api/auth/login_tac', { ...site, account_id: 'jackpot7', tac: c, tac_request }))
        .statusMessage,
    ).toBe('tacLocked');
  });

  it('a code is bound to its purpose and its site', async () => {
    await coolDown();
    const { tac_request } = await requestLogin('bigwin23');
    const c = await code('bigwin23');
    const verifyAsRegister = await t.call('/api/auth/tac/verify', {
      ...site,
      account_id: 'bigwin23',
      tac: c,
    });
    expect(verifyAsRegister.statusCode).not.toBe(1);
    const otherSite = await t.call('/api/auth/login_tac', {
      domain_name: 'slot3.localhost',
      account_id: 'bigwin23',
      tac: c,
      tac_request,
    });
    expect(otherSite.statusCode).not.toBe(1);
    expect(
      (await t.call('/api/auth/login_tac', { ...site, account_id: 'bigwin23', tac: c, tac_request }))
        .statusCode,
    ).toBe(1);
  });

  it('asking again within 60 s answers tacCooldown', async () => {
    await coolDown();
    expect(
      (await t.call('/api/auth/tac/request_login', { ...site, account_id: 'spinking' })).statusCode,
    ).toBe(1);
    const again = await t.call('/api/auth/tac/request_login', { ...site, account_id: 'spinking' });
    expect(again.statusMessage).toBe('tacCooldown');
  });

  it('TAC requests are rate limited per account', async () => {
    const msgs = [];
    for (let i = 0; i < 8; i++) {
      await coolDown();
      msgs.push(
        (await t.call('/api/auth/tac/request_login', { ...site, account_id: 'limited1' })).statusMessage,
      );
    }
    expect(msgs.slice(0, 6).every((m) => m === 'tacSent')).toBe(true);
    expect(msgs.slice(6)).toEqual(['tooManyRequests', 'tooManyRequests']);
  });

  it('forgot_password: a code to the matching phone, then a new password that revokes every session', async () => {
    const session = await t.login('demo1', 'slot2.localhost');
    await coolDown();
    const wrongPhone = await t.call('/api/auth/forgot_password', {
      ...site,
      account_id: 'demo1',
      contact_phone: '639999999999',
    });
    await coolDown();
    const right = await t.call('/api/auth/forgot_password', {
      ...site,
      account_id: 'demo1',
      contact_phone: '+63 917 000 0001',
    });
    expect(same(right)).toEqual(same(wrongPhone));
    const c = await code('demo1');
    expect(c).not.toBe('');
    expect((await latestCode(t.platform.db, 'demo1', null))?.purpose).toBe('reset');
    const reset = await t.call('/api/auth/forgot_password', {
      ...site,
      account_id: 'demo1',
      contact_phone: '639170000001',
      tac: c,
      new_password: 'Reset#2027',
    });
    expect(reset.statusCode).toBe(1);
    expect((await t.call('/api/settings/check_status', session)).statusMessage).toBe('sessionExpired');
    await t.login('demo1', 'slot2.localhost', 'Reset#2027');
  });

  it('a failing notifier leaves nothing half-written: no code row, an internalServerError envelope without a stack', async () => {
    await coolDown();
    const previous = setNotifier({
      send: async () => {
        throw new Error('SMS gateway down');
      },
    });
    try {
      const before = await t.sql('SELECT count(*)::int AS n FROM tac_codes');
      const a = await t.call('/api/auth/tac/request_login', { ...site, account_id: 'demo1' });
      expect(a).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' });
      expect(JSON.stringify(a)).not.toContain('SMS gateway down');
      expect(await t.sql('SELECT count(*)::int AS n FROM tac_codes')).toEqual(before);
    } finally {
      setNotifier(previous);
    }
  });
});
