import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { SESSION_IDLE_MINUTES } from '../src/api/auth';
import { testApi, type TestApi } from './helpers';

/** Issue 9 §11: idle sessions end, "sign out everywhere", ad visits throttled, addresses behind a trusted proxy. */
let t: TestApi;
let proxied: TestApi;
beforeAll(async () => {
  t = await testApi();
  proxied = await testApi({ trustedProxies: ['127.0.0.1'] });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const site = { domain_name: 'localhost', external_id: 'localhost' };

describe('sessions', () => {
  it(`a session unused for more than ${SESSION_IDLE_MINUTES} minutes answers sessionExpired, and stays ended`, async () => {
    const me = await t.login();
    expect((await t.call('/api/auth/get_balance', me)).statusCode).toBe(1);
    await t.sql(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL`);
    const idle = await t.call('/api/auth/get_balance', me);
    expect(idle.statusMessage).toBe('sessionExpired');
    expect(idle.statusDetail).toMatch(/idle/);
    await t.sql(`UPDATE sessions SET last_seen_at = now()`);
    expect((await t.call('/api/auth/get_balance', me)).statusMessage).toBe('sessionExpired');
  });

  it('a session used within the idle time stays signed in', async () => {
    const me = await t.login();
    await t.sql(`UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE revoked_at IS NULL`);
    expect((await t.call('/api/auth/get_balance', me)).statusCode).toBe(1);
  });

  it('sign out everywhere ends every session of the player, this one included', async () => {
    const a = await t.login();
    const b = await t.login();
    const out = await t.call<{ revoked: number }>('/api/account/session_revoke', { ...a, everywhere: true });
    expect(out.statusCode).toBe(1);
    expect(out.value.revoked).toBeGreaterThanOrEqual(2);
    expect((await t.call('/api/auth/get_balance', a)).statusMessage).toBe('sessionExpired');
    expect((await t.call('/api/auth/get_balance', b)).statusMessage).toBe('sessionExpired');
  });
});

describe('ad visits', () => {
  it('one address cannot fill the ad-visit table: past the limit it answers tooManyRequests and writes nothing', async () => {
    limiter.reset();
    const before = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM ad_visits'))[0]!.n;
    const answers = [];
    for (let i = 0; i < 70; i++)
      answers.push((await t.call('/api/settings/adsvisit', { ...site, fbp: `fb.${i}` })).statusMessage);
    const written = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM ad_visits'))[0]!.n - before;
    expect(written).toBe(60);
    expect(answers.filter((m) => m === 'tooManyRequests')).toHaveLength(10);
  });
});

describe('TRUSTED_PROXIES', () => {
  const wrongLogin = { account_id: 'demo1', password: 'not-the-password', domain_name: 'localhost' };

  it('behind a trusted proxy the forwarded address is the client, for limits and the security log', async () => {
    proxied.securityLog.clear();
    await proxied.call('/api/auth/login', wrongLogin, { 'x-forwarded-for': '203.0.113.7' });
    const [line] = proxied.securityLog.lines('auth.login.failure');
    expect(line).toMatchObject({ ip: '203.0.113.7' });
  });

  it('without it a forged X-Forwarded-For is ignored', async () => {
    // The security log has one destination per process: the last testApi() set up collects every platform's lines.
    proxied.securityLog.clear();
    await t.call('/api/auth/login', wrongLogin, { 'x-forwarded-for': '203.0.113.7' });
    const [line] = proxied.securityLog.lines('auth.login.failure');
    expect(line).toMatchObject({ ip: '127.0.0.1' });
  });
});
