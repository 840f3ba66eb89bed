import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { CALLS } from '../src/api/index';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

/** The table of SPEC §7. */
const SPEC_CALLS = [
  '/api/startup',
  '/api/auth/login',
  '/api/auth/login_tac',
  '/api/auth/get_balance',
  '/api/auth/forgot_password',
  '/api/auth/signup',
  '/api/auth/tac/verify',
  '/api/auth/tac/request_new_register',
  '/api/auth/tac/request_login',
  '/api/auth/update_password',
  '/api/auth/vip',
  '/api/home/fav_list',
  '/api/product/get_hot_games',
  '/api/seo',
  '/api/settings/profile_update',
  '/api/settings/social_account',
  '/api/settings/top10winner_withdrawal',
  '/api/settings/siteinfodetail',
  '/api/settings/get_inbox',
  '/api/settings/claim_inbox',
  '/api/settings/check_status',
  '/api/settings/get_analytics',
  '/api/settings/adsvisit',
];

describe('SPEC §7 contract', () => {
  it('every call of SPEC §7 is served, and answers {} with an envelope refusing the missing field', async () => {
    const served = new Set<string>(CALLS.map((c) => c.path));
    expect(SPEC_CALLS.filter((p) => !served.has(p))).toEqual([]);
    for (const path of SPEC_CALLS) {
      const a = await t.call(path, {});
      expect(a.statusCode, path).not.toBe(1);
      expect(a.statusMessage, path).toBe('invalidInput');
      expect(a.statusDetail, path).toMatch(/^[a-z_]+: /);
    }
  });

  it('startup for slot2.localhost returns the site with theme_code slot2', async () => {
    const a = await t.call<{ site: { theme_code: string } }>('/api/startup', {
      domain_name: 'slot2.localhost',
    });
    expect(a.statusCode).toBe(1);
    expect(a.value.site.theme_code).toBe('slot2');
  });

  it('demo1 signs in; get_balance and vip succeed with the token', async () => {
    const a = await t.call<Record<string, unknown>>('/api/auth/login', {
      account_id: 'demo1',
      password: 'Demo#2026',
      domain_name: 'localhost',
      external_id: 'localhost',
    });
    expect(a.statusCode).toBe(1);
    const v = a.value as {
      token: string;
      user: { account_id: string; session_token: string };
      fullname: string;
      email: string;
    };
    expect(v.token.length).toBeGreaterThanOrEqual(22);
    expect(v.user).toEqual({ account_id: 'demo1', session_token: v.token });
    expect(v.fullname).toBe('Demo Player');
    expect(v.email).toBe('demo1@example.com');
    const ref = { account_id: 'demo1', auth: v.token };
    const bal = await t.call<{ game_balance: number; game_token: string }>('/api/auth/get_balance', ref);
    expect(bal.statusCode).toBe(1);
    expect(bal.value.game_balance).toBeGreaterThan(0);
    expect(bal.value.game_token).toMatch(/^[0-9a-f]{24}$/);
    const vip = await t.call<{ nextLevel: Record<string, unknown>[] }>('/api/auth/vip', ref);
    expect(vip.statusCode).toBe(1);
    expect(Object.keys(vip.value.nextLevel[0] ?? {}).sort()).toEqual(
      [
        'starting_deposit',
        'cycle_deposit',
        'deposit_next',
        'starting_turnover',
        'cycle_turnover',
        'turnover_next',
        'vip_name',
        'vip_name_next',
      ].sort(),
    );
  });

  it('a forged token fails with sessionExpired', async () => {
    const a = await t.call('/api/auth/get_balance', { account_id: 'demo1', auth: 'A'.repeat(43) });
    expect(a.statusCode).not.toBe(1);
    expect(a.statusMessage).toBe('sessionExpired');
  });
});
