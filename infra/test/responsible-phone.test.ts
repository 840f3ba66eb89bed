import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { migrate } from '../src/db/index';
import { SMS_LIMITS } from '../src/api/domain/sms-guard';
import { testApi, type TestApi } from './helpers';

/**
 * One phone, however it is written (docs/responsible-gaming.md "Phone numbers"): "09…", "639…", "+63 9…-…" are
 * one number for self-exclusion across the operator's sites, the SMS limits and the account-of-phone checks.
 */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(async () => {
  limiter.reset();
  // the per-number SMS limits count the outbox: each sign-up below may send its code
  await t.sql('DELETE FROM outbox');
});

type Auth = { account_id: string; auth: string };
const PASSWORD = 'Secret#2026';

/** The real sign-up flow: request_new_register → operator tac → verify → signup. */
async function signUp(domain: string, account: string, phone: string) {
  const site = { domain_name: domain };
  await t.call('/api/auth/tac/request_new_register', { ...site, account_id: account, contact_phone: phone });
  const c = await t.admin<{ code: string }>('/api/operator/tac', { ...site, account_id: account });
  const verified = await t.call('/api/auth/tac/verify', { ...site, account_id: account, tac: c.value.code });
  expect(verified.statusMessage).toBe('tacVerified');
  return t.call<{ token: string }>('/api/auth/signup', {
    ...site,
    account_id: account,
    password: PASSWORD,
    contact_phone: phone,
    age_confirmed: true,
  });
}
async function player(domain: string, account: string, phone: string): Promise<Auth> {
  const up = await signUp(domain, account, phone);
  if (up.statusCode !== 1) throw new Error(`signup ${account}: ${up.statusMessage} ${up.statusDetail}`);
  return { account_id: account, auth: up.value.token };
}
const exclude = (a: Auth, kind = 'self_exclusion', duration = '6m') =>
  t.call<{ ends_at: string }>('/api/account/rg_exclude', { ...a, kind, duration });
const login = (account: string, domain: string) =>
  t.call('/api/auth/login', { account_id: account, password: PASSWORD, domain_name: domain });
const stored = async (account: string) =>
  (
    await t.sql<{ contact_phone: string }>('SELECT contact_phone FROM players WHERE account_id = $1', [
      account,
    ])
  )[0]?.contact_phone;

describe('self-exclusion binds the phone however it is written', () => {
  it('excluded as 0905…, sign-up on a sister site is refused as +63 905-…, 63905…, 905… and 0905 …', async () => {
    const a = await player('casino1.localhost', 'phoneex1', '09051401459');
    expect(await stored('phoneex1')).toBe('639051401459');
    const ex = await exclude(a);
    expect(ex.statusCode).toBe(1);
    for (const [i, typed] of ['+63 905-140-1459', '639051401459', '9051401459', '0905 140 1459'].entries()) {
      // a fresh start for each attempt: no proof of work for the address, no per-number SMS limit
      limiter.reset();
      await t.sql('DELETE FROM outbox');
      const up = await signUp('casino2.localhost', `phoneex1s${i}`, typed);
      expect(up.statusMessage, typed).toBe('selfExcluded');
      expect((up.value as unknown as { ends_at: string }).ends_at).toBe(ex.value.ends_at);
    }
    expect(await t.sql("SELECT 1 FROM players WHERE account_id LIKE 'phoneex1s%'")).toEqual([]);
  });

  it('excluded as +63 917-…, sign-up with 0917… is refused', async () => {
    const a = await player('casino3.localhost', 'phoneex2', '+63 917-444-0002');
    await exclude(a, 'self_exclusion', '1y');
    expect((await signUp('casino4.localhost', 'phoneex2s', '09174440002')).statusMessage).toBe(
      'selfExcluded',
    );
  });

  it('another account of that phone, written another way, is refused at sign-in by password and TAC', async () => {
    // the account on the sister site exists before the exclusion, its phone typed in international form
    await player('casino2.localhost', 'phoneex3b', '+63 917-222-0001');
    const a = await player('casino1.localhost', 'phoneex3a', '0917 222 0001');
    await exclude(a);
    expect((await login('phoneex3b', 'casino2.localhost')).statusMessage).toBe('selfExcluded');
    // a TAC sign-in gets no code while the phone is excluded (see the time-out case below)
    const site = { domain_name: 'casino2.localhost', account_id: 'phoneex3b' };
    expect((await t.call('/api/auth/tac/request_login', site)).statusMessage).toBe('tacSent');
    expect((await t.admin('/api/operator/tac', site)).statusCode).not.toBe(1);
  });

  it('a code asked before the exclusion is refused at login_tac', async () => {
    await player('casino2.localhost', 'phoneex4b', '639172220004');
    const a = await player('casino1.localhost', 'phoneex4a', '09172220004');
    const site = { domain_name: 'casino2.localhost', account_id: 'phoneex4b' };
    const req = await t.call<{ tac_request: string }>('/api/auth/tac/request_login', site);
    const c = await t.admin<{ code: string }>('/api/operator/tac', site);
    await exclude(a);
    const tac = await t.call('/api/auth/login_tac', {
      ...site,
      tac: c.value.code,
      tac_request: req.value.tac_request,
    });
    expect(tac.statusMessage).toBe('selfExcluded');
  });

  it('rows stored before the canonical form (as typed) are rewritten by migration 032 and still bind', async () => {
    const [site] = await t.sql<{ id: number }>(
      "SELECT id FROM sites WHERE domain_name = 'casino5.localhost'",
    );
    const [old] = await t.sql<{ id: number }>(
      `INSERT INTO players (site_id, account_id, password_hash, contact_phone) VALUES ($1, 'legacy01', 'x', '09173330001') RETURNING id`,
      [site!.id],
    );
    await t.sql(
      `INSERT INTO rg_exclusions (operator_code, phone, player_id, ends_at) VALUES ('default', '09173330001', $1, now() + interval '180 days')`,
      [old!.id],
    );
    await t.sql(
      `INSERT INTO outbox (site_id, account_id, channel, destination, purpose, body) VALUES ($1, 'legacy01', 'sms', '09173330001', 'login', 'x')`,
      [site!.id],
    );
    await t.sql("DELETE FROM schema_migrations WHERE name = '032_canonical_phones.sql'");
    expect(await migrate(t.platform.db)).toEqual(['032_canonical_phones.sql']);
    expect(await stored('legacy01')).toBe('639173330001');
    expect(await t.sql('SELECT phone FROM rg_exclusions WHERE player_id = $1', [old!.id])).toEqual([
      { phone: '639173330001' },
    ]);
    expect(await t.sql("SELECT destination FROM outbox WHERE account_id = 'legacy01'")).toEqual([
      { destination: '639173330001' },
    ]);
    // canonical rows are left as they are
    expect(await stored('phoneex1')).toBe('639051401459');
    await t.sql('DELETE FROM outbox');
    expect((await signUp('casino6.localhost', 'legacy01s', '+63 917 333 0001')).statusMessage).toBe(
      'selfExcluded',
    );
  });
});

describe('the SMS limits and the account-of-phone checks read one number', () => {
  it('register codes to 0917…, 639… and +63 917-… count as one destination', async () => {
    const forms = ['09175550200', '639175550200', '+63 917-555-0200', '0917 555 0200'];
    const answers: string[] = [];
    for (const [i, contact_phone] of forms.entries())
      answers.push(
        (
          await t.platform.app.inject({
            method: 'POST',
            url: '/api/auth/tac/request_new_register',
            payload: { domain_name: 'slot4.localhost', account_id: `pumpform${i}`, contact_phone },
            remoteAddress: `10.9.${i}.1`,
          })
        ).json<{ statusMessage: string }>().statusMessage,
      );
    expect(answers).toEqual([...Array(SMS_LIMITS.perNumberHour).fill('tacSent'), 'tooManyRequests']);
    expect(await t.sql("SELECT DISTINCT destination FROM outbox WHERE account_id LIKE 'pumpform%'")).toEqual([
      { destination: '639175550200' },
    ]);
  });

  it('forgot_password sends the reset code when the phone is typed in national form', async () => {
    // demo1's number is stored as 639170000001
    const site = { domain_name: 'slot3.localhost', account_id: 'demo1' };
    const sent = await t.call('/api/auth/forgot_password', { ...site, contact_phone: '0917 000 0001' });
    expect(sent.statusMessage).toBe('tacSent');
    const c = await t.admin<{ code: string; purpose: string; destination: string }>(
      '/api/operator/tac',
      site,
    );
    expect(c.value).toMatchObject({ purpose: 'reset', destination: '639170000001' });
  });
});

describe('a sign-in code during a time-out', () => {
  it('is not sent: the phone gets the refusal sign-in gives, the answer is the one any account gets', async () => {
    const a = await player('casino1.localhost', 'pause01', '09176660001');
    const out = await exclude(a, 'time_out', '24h');
    expect((await login('pause01', 'casino1.localhost')).statusMessage).toBe('timeOutActive');
    const site = { domain_name: 'casino1.localhost', account_id: 'pause01' };
    const req = await t.call('/api/auth/tac/request_login', site);
    const unknown = await t.call('/api/auth/tac/request_login', { ...site, account_id: 'nobody9x' });
    expect(req.statusMessage).toBe('tacSent');
    expect([req.statusCode, req.statusMessage]).toEqual([unknown.statusCode, unknown.statusMessage]);
    expect((await t.admin('/api/operator/tac', site)).statusCode).not.toBe(1);
    const [sms] = await t.sql<{ destination: string; body: string }>(
      "SELECT destination, body FROM outbox WHERE account_id = 'pause01' AND purpose = 'login'",
    );
    expect(sms?.destination).toBe('639176660001');
    expect(sms?.body).toContain('timeOutActive');
    expect(sms?.body).toContain(out.value.ends_at);
    expect(sms?.body).not.toMatch(/\b\d{6}\b/);
  });
});
