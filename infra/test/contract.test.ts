import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

describe('SPEC §7 contract', () => {
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
