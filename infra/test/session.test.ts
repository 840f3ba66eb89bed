import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { pruneExpired } from '../src/api/domain/retention';
import { sha256 } from '../src/security/tokens';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const site = { domain_name: 'localhost', external_id: 'localhost' };

describe('sign-in and sessions', () => {
  it('a wrong password and an unknown account get the same answer', async () => {
    const wrong = await t.call('/api/auth/login', { ...site, account_id: 'demo1', password: 'nope' });
    const unknown = await t.call('/api/auth/login', { ...site, account_id: 'nobody42', password: 'nope' });
    expect(wrong.statusCode).not.toBe(1);
    expect(wrong.statusMessage).toBe('invalidCredentials');
    expect({ ...unknown, value: null }).toEqual({ ...wrong, value: null });
  });

  it('30 wrong sign-ins in a row are refused with tooManyRequests, never a 500', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await t.call('/api/auth/login', { ...site, account_id: 'demo1', password: `wrong${i}` }));
    expect(answers.slice(0, 10).every((a) => a.statusMessage === 'invalidCredentials')).toBe(true);
    expect(
      answers.slice(10).every((a) => a.statusMessage === 'tooManyRequests' && a.statusCode === -429),
    ).toBe(true);
    // even the right password is refused while the account is limited
    const right = await t.call('/api/auth/login', { ...site, account_id: 'demo1', password: 'Demo#2026' });
    expect(right.statusMessage).toBe('tooManyRequests');
  });

  it('30 failed sign-ins from one address across many accounts refuse that address', async () => {
    for (let i = 0; i < 30; i++)
      expect(
        (await t.call('/api/auth/login', { ...site, account_id: `guess${i}`, password: 'x' })).statusMessage,
      ).toBe('invalidCredentials');
    const next = await t.call('/api/auth/login', { ...site, account_id: 'demo1', password: 'Demo#2026' });
    expect(next.statusMessage).toBe('tooManyRequests');
  });

  it('correct sign-ins are not limited', async () => {
    for (let i = 0; i < 12; i++) await t.login();
  });

  it('the session token is stored hashed only', async () => {
    const { auth } = await t.login();
    const rows = await t.sql('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === auth)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(String(r.token_hash)))).toBe(true);
  });

  it('the token of one account does not work for another', async () => {
    const { auth } = await t.login();
    const a = await t.call('/api/auth/get_balance', { account_id: 'lucky88', auth });
    expect(a.statusMessage).toBe('sessionExpired');
  });

  it('logout revokes the session', async () => {
    const ref = await t.login();
    expect((await t.call('/api/auth/logout', ref)).statusCode).toBe(1);
    expect((await t.call('/api/settings/check_status', ref)).statusMessage).toBe('sessionExpired');
  });

  it('an expired session answers sessionExpired', async () => {
    const ref = await t.login();
    await t.sql(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await t.call('/api/auth/get_balance', ref)).statusMessage).toBe('sessionExpired');
  });

  it('check_status reports ACTIVE, then BLOCK and CLOSE (SPEC §8)', async () => {
    const ref = await t.login('jackpot7');
    const ok = await t.call<{ status: string }>('/api/settings/check_status', ref);
    expect(ok.statusCode).toBe(1);
    expect(ok.value.status).toBe('ACTIVE');
    for (const status of ['BLOCK', 'CLOSE'] as const) {
      const set = await t.admin('/api/operator/player_status', { ...site, account_id: 'jackpot7', status });
      expect(set.statusCode).toBe(1);
      expect((await t.call('/api/settings/check_status', ref)).statusMessage).toBe(status);
      expect((await t.call('/api/auth/get_balance', ref)).statusMessage).toBe(status);
    }
    const login = await t.call('/api/auth/login', { ...site, account_id: 'jackpot7', password: 'Demo#2026' });
    expect(login.statusMessage).toBe('CLOSE');
    await t.admin('/api/operator/player_status', { ...site, account_id: 'jackpot7', status: 'ACTIVE' });
    expect((await t.call('/api/settings/check_status', ref)).statusCode).toBe(1);
  });

  it('update_password checks the current one, revokes the other sessions and keeps this one', async () => {
    const other = await t.login('spinking');
    const me = await t.login('spinking');
    const wrong = await t.call('/api/auth/update_password', {
      ...me,
      password: 'bad',
      new_password: 'Fresh#2027',
    });
    expect(wrong.statusMessage).toBe('invalidPassword');
    const weak = await t.call('/api/auth/update_password', {
      ...me,
      password: 'Demo#2026',
      new_password: 'short',
    });
    expect(weak.statusMessage).toBe('passwordTooShort');
    expect(weak.statusDetail).toMatch(/^new_password/);
    const done = await t.call('/api/auth/update_password', {
      ...me,
      password: 'Demo#2026',
      new_password: 'Fresh#2027',
    });
    expect(done.statusCode).toBe(1);
    expect((await t.call('/api/settings/check_status', me)).statusCode).toBe(1);
    expect((await t.call('/api/settings/check_status', other)).statusMessage).toBe('sessionExpired');
    await t.login('spinking', 'localhost', 'Fresh#2027');
  });

  it('pruning deletes long-dead sessions only', async () => {
    const live = await t.login();
    const old = await t.login();
    await t.sql(`UPDATE sessions SET expires_at = now() - interval '8 days' WHERE token_hash = $1`, [
      sha256(old.auth),
    ]);
    const deleted = await t.platform.db.tx((q) => pruneExpired(q));
    expect(deleted.sessions).toBe(1);
    expect((await t.call('/api/settings/check_status', live)).statusCode).toBe(1);
  });

  it('pruning deletes sign-ins older than 90 days and keeps recent ones', async () => {
    await t.call('/api/auth/login', { ...site, account_id: 'demo1', password: 'wrong-for-prune' });
    const [recent] = await t.sql<{ id: number }>('SELECT max(id)::int AS id FROM sign_ins');
    await t.sql(
      `INSERT INTO sign_ins (site_id, player_id, method, outcome, ip, at)
       SELECT site_id, id, 'password', 'failure', '203.0.113.9', now() - interval '91 days' FROM players WHERE account_id = 'demo1' LIMIT 1`,
    );
    const deleted = await t.platform.db.tx((q) => pruneExpired(q));
    expect(deleted.sign_ins).toBe(1);
    expect(await t.sql(`SELECT 1 FROM sign_ins WHERE at < now() - interval '90 days'`)).toEqual([]);
    expect(await t.sql('SELECT 1 FROM sign_ins WHERE id = $1', [recent!.id])).toHaveLength(1);
  });

  it('a missing field answers invalidInput naming the field', async () => {
    const a = await t.call('/api/auth/login', { ...site, password: 'x' });
    expect(a.statusCode).not.toBe(1);
    expect(a.statusMessage).toBe('invalidInput');
    expect(a.statusDetail).toMatch(/^account_id/);
  });
});
