import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

type Sessions = {
  sessions: { session_id: string; device: string; current: boolean; ip: string }[];
  sign_ins: { outcome: string; device: string; method: string }[];
};

async function loginAs(account: string, password: string, ua: string) {
  return t.call<{ token: string }>(
    '/api/auth/login',
    { account_id: account, password, domain_name: 'slot7.localhost' },
    { 'user-agent': ua },
  );
}

describe('account/sessions and session_revoke', () => {
  it('lists the active sessions with their device, flags the current one, and shows sign-in history', async () => {
    const bad = await loginAs('demo1', 'wrong-password', WINDOWS);
    expect(bad.statusMessage).toBe('invalidCredentials');
    const phone = await loginAs('demo1', 'Demo#2026', ANDROID);
    const pc = await loginAs('demo1', 'Demo#2026', WINDOWS);
    const me = { account_id: 'demo1', auth: phone.value.token };
    const list = await t.call<Sessions>('/api/account/sessions', me);
    expect(list.statusCode).toBe(1);
    const current = list.value.sessions.find((s) => s.current);
    expect(current?.device).toBe('Chrome on Android');
    expect(list.value.sessions.some((s) => !s.current && s.device === 'Firefox on Windows')).toBe(true);
    expect(list.value.sign_ins.slice(0, 3).map((s) => `${s.outcome}/${s.device}`)).toEqual([
      'success/Firefox on Windows',
      'success/Chrome on Android',
      'invalidCredentials/Firefox on Windows',
    ]);
    // signing out the PC session from the phone: the PC's next call gets sessionExpired, the phone stays
    const target = list.value.sessions.find((s) => s.device === 'Firefox on Windows' && !s.current);
    const revoke = await t.call<{ revoked: number }>('/api/account/session_revoke', {
      ...me,
      session_id: target?.session_id,
    });
    expect(revoke.value.revoked).toBe(1);
    const pcAuth = { account_id: 'demo1', auth: pc.value.token };
    expect((await t.call('/api/settings/check_status', pcAuth)).statusMessage).toBe('sessionExpired');
    expect((await t.call('/api/settings/check_status', me)).statusCode).toBe(1);
  });

  it('"sign out all others" keeps only the current session; another player’s session id is not found', async () => {
    const a = await loginAs('demo1', 'Demo#2026', ANDROID);
    const b = await loginAs('demo1', 'Demo#2026', WINDOWS);
    const me = { account_id: 'demo1', auth: a.value.token };
    const all = await t.call<{ revoked: number }>('/api/account/session_revoke', { ...me, others: true });
    expect(all.value.revoked).toBeGreaterThanOrEqual(1);
    const left = await t.call<Sessions>('/api/account/sessions', me);
    expect(left.value.sessions).toHaveLength(1);
    expect(left.value.sessions[0]?.current).toBe(true);
    expect(
      (await t.call('/api/settings/check_status', { account_id: 'demo1', auth: b.value.token }))
        .statusMessage,
    ).toBe('sessionExpired');
    const other = await t.login('lucky88', 'localhost', 'Demo#2026');
    const theirs = await t.call<Sessions>('/api/account/sessions', other);
    const foreign = await t.call('/api/account/session_revoke', {
      ...me,
      session_id: theirs.value.sessions[0]?.session_id,
    });
    expect(foreign.statusMessage).toBe('notFound');
    expect((await t.call('/api/settings/check_status', other)).statusCode).toBe(1);
  });
});

describe('account/vip_levels', () => {
  it('answers the site’s whole ladder with thresholds and benefits, and the player’s level', async () => {
    const me = await t.login('demo1', 'localhost');
    const v = await t.call<{
      level: number;
      levels: {
        level: number;
        vip_name: string;
        deposit_needed: number;
        benefits: { rebate_percent: number };
      }[];
    }>('/api/account/vip_levels', me);
    expect(v.statusCode).toBe(1);
    expect(v.value.levels.map((l) => l.vip_name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(v.value.levels[1]?.deposit_needed).toBe(500_000);
    expect(v.value.levels[4]?.benefits.rebate_percent).toBe(1.2);
    const vip = await t.call<{ level: number }>('/api/auth/vip', me);
    expect(v.value.level).toBe(vip.value.level);
  });
});

describe('compliance settings per site', () => {
  it('startup serves them; the operator changes them (audited); sign-up asks for the age confirmation', async () => {
    const s = await t.call<{
      compliance: { min_age: number; age_confirmation: boolean; rg_tagline: { EN: string } };
    }>('/api/startup', { domain_name: 'casino3.localhost' });
    expect(s.value.compliance).toMatchObject({ min_age: 21, age_confirmation: true });
    expect(s.value.compliance.rg_tagline.EN).toContain('21');
    const denied = await t.call('/api/operator/site_compliance', {
      domain_name: 'casino3.localhost',
      min_age: 18,
    });
    expect(denied.statusMessage).toBe('permissionDenied');
    const changed = await t.admin<{ min_age: number; rg_helpline: string }>('/api/operator/site_compliance', {
      domain_name: 'casino3.localhost',
      min_age: 19,
      rg_helpline: '1800-HELP',
    });
    expect(changed.value).toMatchObject({ min_age: 19, rg_helpline: '1800-HELP' });
    const after = await t.call<{ compliance: { min_age: number } }>('/api/startup', {
      domain_name: 'casino3.localhost',
    });
    expect(after.value.compliance.min_age).toBe(19);
    const audit = await t.sql<{
      actor: string;
      detail: { before: { min_age: number }; after: { min_age: number } };
    }>(`SELECT actor, detail FROM rg_audit WHERE action = 'site_compliance' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]).toMatchObject({
      actor: 'operator',
      detail: { before: { min_age: 21 }, after: { min_age: 19 } },
    });

    const site = { domain_name: 'casino3.localhost' };
    await t.call('/api/auth/tac/request_new_register', {
      ...site,
      account_id: 'ageless1',
      contact_phone: '639172220001',
    });
    const c = await t.admin<{ code: string }>('/api/operator/tac', { ...site, account_id: 'ageless1' });
    await t.call('/api/auth/tac/verify', { ...site, account_id: 'ageless1', tac: c.value.code });
    const body = { ...site, account_id: 'ageless1', password: 'Secret#2026', contact_phone: '639172220001' };
    const noAge = await t.call('/api/auth/signup', body);
    expect(noAge.statusMessage).toBe('ageConfirmationRequired');
    expect(noAge.statusDetail).toMatch(/^age_confirmed: .*19/);
    // nothing was lost: the verified code still signs the player up once the box is ticked
    expect((await t.call('/api/auth/signup', { ...body, age_confirmed: true })).statusCode).toBe(1);
  });

  it('cancel_withdrawal honours a site that forbids reversing a pending withdrawal', async () => {
    await t.admin('/api/operator/site_compliance', { domain_name: 'localhost', withdrawal_cancel: false });
    // no turnover requirement on this site for the test: the rule under test is the cancellation
    await t.sql(`UPDATE sites SET turnover_multiplier = 0 WHERE domain_name = 'localhost'`);
    const me = await t.login('lucky88', 'localhost', 'Demo#2026');
    const [bank] = await t.sql<{ id: number }>(
      `SELECT b.id FROM bank_accounts b JOIN players p ON p.id = b.player_id WHERE p.account_id = 'lucky88' AND b.removed_at IS NULL`,
    );
    const w = await t.call('/api/wallet/withdraw', {
      ...me,
      amount: 10_000,
      bank_account_id: bank?.id,
      idempotency_key: key(),
    });
    expect(w.statusCode).toBe(1);
    const cancel = await t.call('/api/wallet/cancel_withdrawal', { ...me, idempotency_key: key() });
    expect(cancel.statusMessage).toBe('withdrawalCancelNotAllowed');
    await t.admin('/api/operator/site_compliance', { domain_name: 'localhost', withdrawal_cancel: true });
    expect(
      (await t.call('/api/wallet/cancel_withdrawal', { ...me, idempotency_key: key() })).statusCode,
    ).toBe(1);
  });
});
