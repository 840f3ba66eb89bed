import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { hashPassword, hashPool } from '../src/security/passwords';
import { testApi, type TestApi } from './helpers';

/** Issue 9 §1: every check-then-count limit reserves the attempt before the check runs. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => {
  limiter.reset();
  t.securityLog.clear();
});

const site = { domain_name: 'localhost', external_id: 'localhost' };
const verifications = () => hashPool.stats.verifications;
const from = (ip: string) => ({ remoteAddress: ip });

async function burst(bodies: object[], path = '/api/auth/login', ip = '10.9.0.1') {
  return Promise.all(
    bodies.map(async (body) => {
      const res = await t.platform.app.inject({ method: 'POST', url: path, payload: body, ...from(ip) });
      return res.json() as { statusCode: number; statusMessage: string };
    }),
  );
}

describe('login limit under concurrency', () => {
  it('50 concurrent guesses on one account: at most 10 verified, the right password 36th is refused', async () => {
    const before = verifications();
    const bodies = Array.from({ length: 50 }, (_, i) => ({
      ...site,
      account_id: 'demo1',
      password: i === 35 ? 'Demo#2026' : `wrong-guess-${i}`,
    }));
    const answers = await burst(bodies);
    expect(verifications() - before).toBeLessThanOrEqual(10);
    const passed = answers.filter((a) => a.statusMessage !== 'tooManyRequests');
    expect(passed.length).toBeLessThanOrEqual(10);
    expect(answers[35]!.statusMessage).toBe('tooManyRequests');
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(0);
    // still limited afterwards: the right password does not get in
    expect((await burst([{ ...site, account_id: 'demo1', password: 'Demo#2026' }]))[0]!.statusMessage).toBe(
      'tooManyRequests',
    );
    expect(t.securityLog.lines('auth.login.failure').length).toBe(passed.length);
    expect(t.securityLog.lines('auth.limited').length).toBeGreaterThanOrEqual(40);
  });

  it('100 concurrent sign-ins on different accounts from one address: at most 30 verified', async () => {
    const before = verifications();
    const answers = await burst(
      Array.from({ length: 100 }, (_, i) => ({ ...site, account_id: `nobody${i}`, password: 'x' })),
      '/api/auth/login',
      '10.9.0.2',
    );
    expect(verifications() - before).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.statusMessage === 'invalidCredentials').length).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.statusMessage === 'tooManyRequests').length).toBeGreaterThanOrEqual(70);
  });

  it('a correct sign-in gives its reservation back: a player is not limited by their own successes', async () => {
    for (let i = 0; i < 12; i++) await t.login();
  });
});

describe('update_password limit under concurrency', () => {
  it('30 concurrent wrong current passwords: at most 10 verified, then refused', async () => {
    const me = await t.login('lucky88');
    const before = verifications();
    const answers = await burst(
      Array.from({ length: 30 }, (_, i) => ({
        ...me,
        password: `not-it-${i}`,
        new_password: 'a fresh passphrase 42',
      })),
      '/api/auth/update_password',
    );
    expect(verifications() - before).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusMessage === 'invalidPassword').length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusMessage === 'tooManyRequests').length).toBeGreaterThanOrEqual(20);
  });
});

describe('TAC check limit under concurrency', () => {
  it('40 concurrent login_tac guesses: at most 10 reach the code', async () => {
    const answers = await burst(
      Array.from({ length: 40 }, (_, i) => ({
        ...site,
        account_id: 'jackpot7',
        tac: String(100000 + i),
        tac_request: 'A'.repeat(43),
      })),
      '/api/auth/login_tac',
      '10.9.0.3',
    );
    expect(answers.filter((a) => a.statusMessage !== 'tooManyRequests').length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusMessage === 'tooManyRequests').length).toBeGreaterThanOrEqual(30);
  });
});

describe('hashing off the event loop', () => {
  it('the event loop keeps turning while a password is hashed', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await hashPassword('a long enough passphrase');
    done = true;
    // argon2id on the event loop would allow ~0 turns during the ~150 ms hash
    expect(turns).toBeGreaterThan(20);
  });
});
