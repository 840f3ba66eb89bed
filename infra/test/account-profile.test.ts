import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskContactPhone } from '../src/api/calls/profile';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());

type Profile = {
  account_id: string;
  full_name: string;
  contact_email: string;
  contact_phone: string;
  vip_name: string;
  member_since: string;
  last_sign_in: { at: string; device: string } | null;
};

describe('account/profile', () => {
  it('masks the phone: the first four and last two digits only', () => {
    expect(maskContactPhone('639170000001')).toBe('6391******01');
    expect(maskContactPhone('+63 917 000 0001')).toBe('6391******01');
    expect(maskContactPhone('12345')).toBe('*****');
  });

  it("answers the player's own profile with the masked phone, VIP level, member since and last sign-in", async () => {
    const me = await t.login('lucky88');
    const answer = await t.call<Profile>('/api/account/profile', me);
    expect(answer.statusCode).toBe(1);
    const p = answer.value;
    expect(p.account_id).toBe('lucky88');
    expect(p.full_name).toBe('Lucky Reyes');
    expect(p.contact_email).toBe('lucky88@example.com');
    expect(p.contact_phone).toMatch(/^6391\*+\d{2}$/);
    expect(p.contact_phone).not.toContain('0001');
    expect(p.vip_name.length).toBeGreaterThan(0);
    expect(Date.parse(p.member_since)).toBeLessThan(Date.now() - 24 * 3600_000);
    expect(p.last_sign_in && Date.parse(p.last_sign_in.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the new name after profile_update, and refuses a guest', async () => {
    const me = await t.login('jackpot7');
    const up = await t.call('/api/settings/profile_update', {
      ...me,
      full_name: 'Maria  Clara',
      contact_email: 'Maria@Example.com',
    });
    expect(up.statusCode).toBe(1);
    const p = await t.call<Profile>('/api/account/profile', me);
    expect([p.value.full_name, p.value.contact_email]).toEqual(['Maria Clara', 'maria@example.com']);
    const guest = await t.call('/api/account/profile', { account_id: 'jackpot7', auth: 'x'.repeat(43) });
    expect(guest.statusCode).not.toBe(1);
  });
});
