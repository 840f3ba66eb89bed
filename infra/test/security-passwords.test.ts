import type { TacRequestValue } from '@site/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { latestCode } from '../src/api/domain/outbox';
import { testApi, type TestApi } from './helpers';

/** Issue 9 §9: password rule (ASVS 5.0 6.2), TAC codes bound to their request, escalating TAC lock-out. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => {
  limiter.reset();
  t.securityLog.clear();
});

const site = { domain_name: 'slot4.localhost', external_id: 'slot4' };
const code = async (account: string) => (await latestCode(t.platform.db, account, null))?.code ?? '';
const wrongCode = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');
const coolDown = () => t.sql(`UPDATE tac_codes SET created_at = created_at - interval '61 seconds'`);
const requestLogin = (account_id: string) =>
  t.call<TacRequestValue>('/api/auth/tac/request_login', { ...site, account_id });
const loginTac = (account_id: string, tac: string, tac_request?: string) =>
  t.call<{ token: string }>('/api/auth/login_tac', { ...site, account_id, tac, tac_request });

describe('password rule', () => {
  it('refuses Password1, Qwerty123 and abc12345 with passwordTooCommon on every path that sets one', async () => {
    const me = await t.login('demo1', site.domain_name);
    const change = await t.call('/api/auth/update_password', {
      ...me,
      password: 'Demo#2026',
      new_password: 'Qwerty123',
    });
    expect(change).toMatchObject({
      statusMessage: 'passwordTooCommon',
      statusDetail: expect.stringMatching(/^new_password: /),
    });
    const signup = await t.call('/api/auth/signup', {
      ...site,
      account_id: 'newbie42',
      password: 'Password1',
      contact_phone: '639170009999',
    });
    expect(signup.statusMessage).toBe('passwordTooCommon');
    const reset = await t.call('/api/auth/forgot_password', {
      ...site,
      account_id: 'demo1',
      contact_phone: '639170000001',
      tac: '123456',
      new_password: 'abc12345',
    });
    expect(reset.statusMessage).toBe('passwordTooCommon');
  });

  it('accepts a long passphrase without a digit; refuses 7 and 129 characters with their own keys', async () => {
    const me = await t.login('lucky88', site.domain_name);
    const short = await t.call('/api/auth/update_password', {
      ...me,
      password: 'Demo#2026',
      new_password: 'x7#Lq2!',
    });
    expect(short.statusMessage).toBe('passwordTooShort');
    const long = await t.call('/api/auth/update_password', {
      ...me,
      password: 'Demo#2026',
      new_password: 'z'.repeat(129),
    });
    expect(long.statusMessage).toBe('passwordTooLong');
    const phrase = 'correct horse battery staple';
    const ok = await t.call('/api/auth/update_password', {
      ...me,
      password: 'Demo#2026',
      new_password: phrase,
    });
    expect(ok.statusMessage).toBe('passwordChanged');
    await t.login('lucky88', site.domain_name, phrase);
  });
});

describe('TAC sign-in code bound to its request', () => {
  it('the code works only with the tac_request its request answered; a wrong handle counts as a wrong try', async () => {
    const asked = await requestLogin('jackpot7');
    expect(asked.value.tac_request).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const c = await code('jackpot7');
    expect((await loginTac('jackpot7', c)).statusMessage).toBe('invalidInput');
    const other = 'A'.repeat(43);
    expect((await loginTac('jackpot7', c, other)).statusMessage).toBe('tacInvalid');
    const [{ attempts }] = (await t.sql<{ attempts: number }>(
      `SELECT attempts FROM tac_codes WHERE account_id = 'jackpot7' ORDER BY id DESC LIMIT 1`,
    )) as [{ attempts: number }];
    expect(attempts).toBe(1);
    const signedIn = await loginTac('jackpot7', c, asked.value.tac_request);
    expect(signedIn.statusCode).toBe(1);
  });

  it('a handle of an older request does not work for the newer code', async () => {
    const first = await requestLogin('bigwin23');
    await coolDown();
    await requestLogin('bigwin23');
    const c = await code('bigwin23');
    expect((await loginTac('bigwin23', c, first.value.tac_request)).statusMessage).toBe('tacInvalid');
  });
});

describe('escalating TAC lock-out', () => {
  async function lockOneCode(account: string) {
    limiter.reset();
    await coolDown();
    const asked = await requestLogin(account);
    expect(asked.statusMessage).toBe('tacSent');
    const c = await code(account);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await loginTac(account, wrongCode(c), asked.value.tac_request)).statusMessage);
    expect(answers.at(-1)).toBe('tacLocked');
    return { c, tac_request: asked.value.tac_request };
  }

  it('a second locked code locks the account out for 15 min, a third for 1 h; the right code is refused meanwhile', async () => {
    await lockOneCode('spinking');
    // one locked code: asking for a new one still works
    const second = await lockOneCode('spinking');
    limiter.reset();
    await coolDown();
    const refused = await requestLogin('spinking');
    expect(refused.statusMessage).toBe('tacLockedOut');
    expect(refused.statusDetail).toMatch(/wait 15 min/);
    expect((await loginTac('spinking', second.c, second.tac_request)).statusMessage).toBe('tacLockedOut');
    // the lock-out ends; the next locked code locks for an hour
    await t.sql(`UPDATE tac_lockouts SET locked_until = now() WHERE account_id = 'spinking'`);
    await lockOneCode('spinking');
    limiter.reset();
    await coolDown();
    const third = await requestLogin('spinking');
    expect(third.statusMessage).toBe('tacLockedOut');
    expect(third.statusDetail).toMatch(/wait 60 min/);
    expect(t.securityLog.lines('tac.lockout').map((l) => l.minutes)).toEqual([0, 15, 60]);
  });

  it('an unknown account is locked out the same way (no answer tells whether it exists)', async () => {
    await lockOneCode('ghost123');
    await lockOneCode('ghost123');
    limiter.reset();
    await coolDown();
    expect((await requestLogin('ghost123')).statusMessage).toBe('tacLockedOut');
  });
});
