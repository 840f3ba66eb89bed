import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

let t: TestApi;
/** The moved clock of the time rules (cooling-off, exclusions, reality check): Date.now() + offset. */
let offset = 0;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await testApi();
  t.platform.config.now = () => Date.now() + offset;
});
afterAll(() => t?.close());
beforeEach(() => {
  limiter.reset();
  offset = 0;
});

type Auth = { account_id: string; auth: string };

/** A new player through the real sign-up flow (request_new_register → operator tac → verify → signup). */
async function signUp(domain: string, account: string, phone: string, extra: object = {}) {
  const site = { domain_name: domain };
  await t.call('/api/auth/tac/request_new_register', { ...site, account_id: account, contact_phone: phone });
  const c = await t.admin<{ code: string }>('/api/operator/tac', { ...site, account_id: account });
  await t.call('/api/auth/tac/verify', { ...site, account_id: account, tac: c.value.code });
  return t.call<{ token: string }>('/api/auth/signup', {
    ...site,
    account_id: account,
    password: 'Secret#2026',
    contact_phone: phone,
    age_confirmed: true,
    ...extra,
  });
}
async function player(domain: string, account: string, phone: string, extra: object = {}): Promise<Auth> {
  const up = await signUp(domain, account, phone, extra);
  if (up.statusCode !== 1) throw new Error(`signup ${account}: ${up.statusMessage} ${up.statusDetail}`);
  return { account_id: account, auth: up.value.token };
}
const deposit = (a: Auth, amount: number) =>
  t.call<unknown>('/api/wallet/deposit', { ...a, amount, method: 'GCASH', idempotency_key: key() });
const login = (account: string, domain: string) =>
  t.call<{ ends_at?: string }>('/api/auth/login', {
    account_id: account,
    password: 'Secret#2026',
    domain_name: domain,
  });

describe('deposit limits', () => {
  it('a deposit past the daily limit is refused with depositLimitReached and the amount still allowed', async () => {
    const a = await player('localhost', 'limit01', '639171110001');
    const set = await t.call<{ applies: string }>('/api/account/deposit_limit', {
      ...a,
      period: 'day',
      amount: 50_000,
    });
    expect(set.statusMessage).toBe('depositLimitSet');
    expect(set.value.applies).toBe('now');
    expect((await deposit(a, 30_000)).statusCode).toBe(1);
    const refused = await deposit(a, 30_000);
    expect(refused.statusMessage).toBe('depositLimitReached');
    expect(refused.value).toEqual({ period: 'day', limit: 50_000, used: 30_000, allowed: 20_000 });
    expect(refused.statusDetail).toContain('PHP 200.00');
    expect((await deposit(a, 20_000)).statusCode).toBe(1);
    // the refusal moved no money: balance = the two accepted deposits
    const b = await t.call<{ game_balance: number }>('/api/auth/get_balance', a);
    expect(b.value.game_balance).toBe(50_000);
  });

  it('an increase waits 24 hours (its date answered) while the old limit holds; a decrease applies at once', async () => {
    const a = await player('localhost', 'limit02', '639171110002');
    await t.call('/api/account/deposit_limit', { ...a, period: 'week', amount: 20_000 });
    const raise = await t.call<{
      applies: string;
      limit: { amount: number; pending: { effective_at: string } };
    }>('/api/account/deposit_limit', { ...a, period: 'week', amount: 100_000 });
    expect(raise.statusMessage).toBe('depositLimitPending');
    expect(raise.value.applies).toBe('pending');
    expect(raise.value.limit.amount).toBe(20_000);
    const due = Date.parse(raise.value.limit.pending.effective_at);
    expect(Math.abs(due - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect(raise.statusDetail).toContain(raise.value.limit.pending.effective_at);
    expect((await deposit(a, 30_000)).statusMessage).toBe('depositLimitReached');
    offset = 23 * HOUR;
    expect((await deposit(a, 30_000)).statusMessage).toBe('depositLimitReached');
    offset = 24 * HOUR + 60_000;
    expect((await deposit(a, 30_000)).statusCode).toBe(1);
    const lower = await t.call<{ applies: string }>('/api/account/deposit_limit', {
      ...a,
      period: 'week',
      amount: 40_000,
    });
    expect(lower.value.applies).toBe('now');
    expect((await deposit(a, 20_000)).statusMessage).toBe('depositLimitReached');
    const history = await t.call<{ action: string; actor: string }[]>('/api/account/rg_history', a);
    expect(history.value.map((h) => `${h.actor}:${h.action}`)).toEqual([
      'player:deposit_limit_set',
      'system:deposit_limit_applied',
      'player:deposit_limit_requested',
      'player:deposit_limit_set',
    ]);
  });

  it('a removal also waits for the cooling-off; limits chosen at sign-up apply at once', async () => {
    const a = await player('localhost', 'limit03', '639171110003', { deposit_limit_month: 10_000 });
    const status = await t.call<{ limits: { period: string; amount: number | null }[] }>(
      '/api/account/rg_status',
      a,
    );
    expect(status.value.limits.find((l) => l.period === 'month')?.amount).toBe(10_000);
    const remove = await t.call('/api/account/deposit_limit', { ...a, period: 'month', amount: null });
    expect(remove.statusMessage).toBe('depositLimitPending');
    expect((await deposit(a, 10_001)).statusMessage).toBe('depositLimitReached');
    offset = 25 * HOUR;
    expect((await deposit(a, 10_001)).statusCode).toBe(1);
  });
});

describe('time-out and self-exclusion', () => {
  it('a 24-hour time-out ends every session and refuses sign-in with timeOutActive until it ends', async () => {
    const a = await player('localhost', 'break01', '639171110004');
    const other = await t.login('break01', 'localhost', 'Secret#2026');
    const out = await t.call<{ ends_at: string }>('/api/account/rg_exclude', {
      ...a,
      kind: 'time_out',
      duration: '24h',
    });
    expect(out.statusCode).toBe(1);
    for (const s of [a, other])
      expect((await t.call('/api/settings/check_status', s)).statusMessage).toBe('sessionExpired');
    const refused = await login('break01', 'localhost');
    expect(refused.statusMessage).toBe('timeOutActive');
    expect(refused.value.ends_at).toBe(out.value.ends_at);
    offset = 23 * HOUR;
    expect((await login('break01', 'localhost')).statusMessage).toBe('timeOutActive');
    offset = 24 * HOUR + 1000;
    expect((await login('break01', 'localhost')).statusCode).toBe(1);
  });

  it('a time-out takes only 24h, 7d or 30d, a self-exclusion only 6m, 1y or 5y', async () => {
    const a = await player('localhost', 'break02', '639171110005');
    const bad = await t.call('/api/account/rg_exclude', { ...a, kind: 'time_out', duration: '1y' });
    expect(bad.statusMessage).toBe('invalidInput');
    expect((await t.call('/api/settings/check_status', a)).statusCode).toBe(1);
  });

  it('self-exclusion refuses sign-in by password and TAC, and sign-up with that phone on a sister site', async () => {
    const a = await player('slot2.localhost', 'exclude1', '639171110006');
    // a sign-in code asked before the exclusion (while excluded, none is sent: responsible-phone.test.ts)
    const req = await t.call<{ tac_request: string }>('/api/auth/tac/request_login', {
      domain_name: 'slot2.localhost',
      account_id: 'exclude1',
    });
    const c = await t.admin<{ code: string }>('/api/operator/tac', {
      domain_name: 'slot2.localhost',
      account_id: 'exclude1',
    });
    const ex = await t.call<{ ends_at: string }>('/api/account/rg_exclude', {
      ...a,
      kind: 'self_exclusion',
      duration: '6m',
    });
    expect(ex.statusCode).toBe(1);
    expect((await login('exclude1', 'slot2.localhost')).statusMessage).toBe('selfExcluded');
    const tac = await t.call('/api/auth/login_tac', {
      domain_name: 'slot2.localhost',
      account_id: 'exclude1',
      tac: c.value.code,
      tac_request: req.value.tac_request,
    });
    expect(tac.statusMessage).toBe('selfExcluded');
    const sister = await signUp('slot3.localhost', 'exclude2', '+63 917 111 0006');
    expect(sister.statusMessage).toBe('selfExcluded');
    expect((await t.sql('SELECT 1 FROM players WHERE account_id = $1', ['exclude2'])).length).toBe(0);
    // five months later it still holds; after six it is over
    offset = 150 * 24 * HOUR;
    expect((await login('exclude1', 'slot2.localhost')).statusMessage).toBe('selfExcluded');
    offset = 183 * 24 * HOUR;
    expect((await login('exclude1', 'slot2.localhost')).statusCode).toBe(1);
  });

  it('another operator’s site does not share the exclusion', async () => {
    const a = await player('slot4.localhost', 'exclude3', '639171110007');
    await t.call('/api/account/rg_exclude', { ...a, kind: 'self_exclusion', duration: '1y' });
    await t.sql(`UPDATE sites SET operator_code = 'other' WHERE domain_name = 'slot5.localhost'`);
    expect((await signUp('slot5.localhost', 'exclude4', '639171110007')).statusCode).toBe(1);
    expect((await signUp('slot6.localhost', 'exclude5', '639171110007')).statusMessage).toBe('selfExcluded');
  });
});

describe('reality check', () => {
  it('counts session time on the server: a second call (reload, tab) neither resets nor doubles it', async () => {
    const a = await player('localhost', 'clock01', '639171110008');
    const set = await t.call<{ interval: number; due: boolean; next_due_at: string }>(
      '/api/account/reality_check_set',
      { ...a, interval: 30 },
    );
    expect(set.value.interval).toBe(30);
    expect(set.value.due).toBe(false);
    const firstDue = set.value.next_due_at;
    offset = 29 * 60_000;
    const early = await t.call<{ due: boolean; next_due_at: string }>('/api/account/reality_check', a);
    expect(early.value.due).toBe(false);
    expect(early.value.next_due_at).toBe(firstDue);
    offset = 31 * 60_000;
    const due = await t.call<{ due: boolean; elapsed_seconds: number }>('/api/account/reality_check', a);
    expect(due.value.due).toBe(true);
    expect(due.value.elapsed_seconds).toBeGreaterThanOrEqual(31 * 60);
    // a second tab asks again: still the same check, still due
    expect((await t.call<{ due: boolean }>('/api/account/reality_check', a)).value.due).toBe(true);
    const cont = await t.call<{ due: boolean; next_due_at: string }>('/api/account/reality_check', {
      ...a,
      acknowledge: true,
    });
    expect(cont.value.due).toBe(false);
    expect(Date.parse(cont.value.next_due_at) - Date.parse(firstDue)).toBe(30 * 60_000);
  });

  it('answers the session’s stakes and net result from the ledger', async () => {
    const a = await player('localhost', 'clock02', '639171110009');
    const [row] = await t.sql<{ id: number }>('SELECT id FROM players WHERE account_id = $1', ['clock02']);
    // a stake of 50.00 and a win of 20.00 in this session (written as the games would write them)
    await t.sql(
      `INSERT INTO ledger (player_id, kind, amount, balance_after, ref) VALUES ($1, 'bet', -5000, 0, 'bet:rc1'), ($1, 'win', 2000, 2000, 'win:rc1')`,
      [row?.id],
    );
    const rc = await t.call<{ stakes: number; net_result: number }>('/api/account/reality_check', a);
    expect(rc.value).toMatchObject({ stakes: 5_000, net_result: -3_000 });
  });

  it('the site default applies until the player chooses; startup serves it', async () => {
    const s = await t.call<{ compliance: { reality_check_default: number } }>('/api/startup', {
      domain_name: 'slot2.localhost',
    });
    expect(s.value.compliance.reality_check_default).toBe(60);
    const a = await player('slot2.localhost', 'clock03', '639171110010');
    expect((await t.call<{ interval: number }>('/api/account/reality_check', a)).value.interval).toBe(60);
  });
});
