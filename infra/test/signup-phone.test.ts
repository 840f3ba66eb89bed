import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { latestCode } from '../src/api/domain/outbox';
import { testApi, type TestApi } from './helpers';

// A sign-up code is bound to the phone it was sent to (docs/api.md "TAC codes", migration 034).

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const site = { domain_name: 'slot2.localhost', external_id: 'slot2' };
const code = async (account: string) => (await latestCode(t.platform.db, account, null))?.code ?? '';

async function verifiedFor(account_id: string, contact_phone: string): Promise<void> {
  const req = await t.call('/api/auth/tac/request_new_register', { ...site, account_id, contact_phone });
  expect(req.statusCode).toBe(1);
  const ok = await t.call('/api/auth/tac/verify', { ...site, account_id, tac: await code(account_id) });
  expect(ok.statusCode).toBe(1);
}

const signup = (account_id: string, contact_phone: string) =>
  t.call('/api/auth/signup', {
    ...site,
    account_id,
    password: 'Secret#2026',
    contact_phone,
    age_confirmed: true, // slot2 asks for it (compliance)
  });

describe('sign-up code bound to its phone', () => {
  it('a verified code for one phone does not open an account with another: refused at contact_phone, naming it, and the code stays good for its own phone', async () => {
    await verifiedFor('boundph1', '0917 555 0101');
    const other = await signup('boundph1', '09175550202');
    expect(other.statusMessage).toBe('tacNotVerified');
    expect(other.statusDetail).toMatch(/^contact_phone: /);
    expect(other.statusDetail).toContain('639175550202');
    expect(await t.sql(`SELECT 1 FROM players WHERE account_id = 'boundph1'`)).toEqual([]);
    // the same phone written another way is the same phone (canonical form): the sign-up goes through
    const same = await signup('boundph1', '+63 917-555-0101');
    expect(same.statusCode).toBe(1);
    const [p] = await t.sql(`SELECT contact_phone FROM players WHERE account_id = 'boundph1'`);
    expect(p?.contact_phone).toBe('639175550101');
  });

  it('the self-exclusion check cannot be stepped around: an excluded phone that got the code cannot sign up with a fresh one', async () => {
    // demo1's phone is 639170000001 (seed); exclude it operator-wide
    const demo = await t.login('demo1', 'slot2.localhost');
    const ex = await t.call('/api/account/rg_exclude', { ...demo, kind: 'self_exclusion', duration: '6m' });
    expect(ex.statusMessage).toBe('exclusionStarted');
    await verifiedFor('boundph2', '09170000001');
    expect((await signup('boundph2', '09170000001')).statusMessage).toBe('selfExcluded');
    const fresh = await signup('boundph2', '09175550303');
    expect(fresh.statusMessage).toBe('tacNotVerified');
    expect(fresh.statusDetail).toMatch(/^contact_phone: /);
    expect(await t.sql(`SELECT 1 FROM players WHERE account_id = 'boundph2'`)).toEqual([]);
  });
});
