import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { leadingZeroBits, powDigest, POW } from '../src/api/domain/challenge';
import { SMS_LIMITS } from '../src/api/domain/sms-guard';
import { testApi, type TestApi } from './helpers';

/** Issue 9 §6: SMS pumping — per-number and per-range limits, a daily budget per site, proof of work. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(async () => {
  limiter.reset();
  t.securityLog.clear();
  // each test starts with an empty outbox and code table, so earlier tests' messages do not count
  await t.sql('DELETE FROM outbox');
  await t.sql('DELETE FROM tac_codes');
});

const domain_name = 'slot5.localhost';
type Answer = {
  statusCode: number;
  statusMessage: string;
  value: { challenge: string; difficulty: number } | null;
};
async function register(ip: string, account_id: string, contact_phone: string, extra: object = {}) {
  const res = await t.platform.app.inject({
    method: 'POST',
    url: '/api/auth/tac/request_new_register',
    payload: { domain_name, account_id, contact_phone, ...extra },
    remoteAddress: ip,
  });
  return res.json() as Answer;
}
const sentTo = async (number: string) =>
  (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE destination = $1`, [number]))[0]!
    .n;
function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) if (leadingZeroBits(powDigest(challenge, String(n))) >= difficulty) return String(n);
}

describe('per destination', () => {
  it('120 register requests to one number from 40 addresses send at most 3 codes', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 120; i++)
      answers.push(await register(`10.6.${Math.floor(i / 3)}.1`, `pump${i}x`, '+63 917 555 0100'));
    expect(await sentTo('639175550100')).toBe(SMS_LIMITS.perNumberHour);
    expect(answers.filter((a) => a.statusMessage === 'tacSent')).toHaveLength(SMS_LIMITS.perNumberHour);
    expect(answers.slice(3).every((a) => a.statusMessage === 'tooManyRequests')).toBe(true);
    expect(t.securityLog.lines('sms.destination_limited')[0]).toMatchObject({ destination: '63917***0100' });
  });

  it('a number range (all but the last 3 digits) gets at most 20 codes an hour', async () => {
    let sent = 0;
    for (let i = 0; i < 30; i++) {
      const a = await register(`10.5.${i}.1`, `range${i}x`, `63918444${String(i).padStart(4, '0')}`);
      if (a.statusMessage === 'tacSent') sent++;
    }
    // numbers 639184440000…0029 share the range 639184440
    expect(sent).toBe(SMS_LIMITS.perRangeHour);
  });

  it('over its number limit, a sign-in code is not sent and the answer is the same as for an unknown account', async () => {
    const phone = '639170000100'; // lucky88's number
    for (let i = 0; i < SMS_LIMITS.perNumberHour; i++)
      await t.sql(
        `INSERT INTO outbox (site_id, account_id, channel, destination, purpose, body) VALUES (1, 'x', 'sms', $1, 'login', 'x')`,
        [phone],
      );
    const known = await t.call('/api/auth/tac/request_login', { domain_name, account_id: 'lucky88' });
    const unknown = await t.call('/api/auth/tac/request_login', { domain_name, account_id: 'nobody77' });
    expect(known.statusMessage).toBe('tacSent');
    expect(unknown.statusMessage).toBe('tacSent');
    expect(await sentTo(phone)).toBe(SMS_LIMITS.perNumberHour);
    expect(t.securityLog.lines('tac.suppressed')).toHaveLength(1);
  });
});

describe('daily budget per site', () => {
  it('after the budget, every request of that site is refused alike and the log says so once', async () => {
    await t.sql(`UPDATE sites SET sms_daily_budget = 2 WHERE domain_name = $1`, [domain_name]);
    try {
      expect((await register('10.4.0.1', 'budget1x', '639181110001')).statusMessage).toBe('tacSent');
      expect((await register('10.4.0.2', 'budget2x', '639182220002')).statusMessage).toBe('tacSent');
      expect((await register('10.4.0.3', 'budget3x', '639183330003')).statusMessage).toBe('tooManyRequests');
      const known = await t.call('/api/auth/tac/request_login', { domain_name, account_id: 'demo1' });
      const unknown = await t.call('/api/auth/tac/request_login', { domain_name, account_id: 'ghost55' });
      expect(known.statusMessage).toBe('tooManyRequests');
      expect({ ...unknown, value: null }).toEqual({ ...known, value: null });
      expect(t.securityLog.lines('sms.budget_reached')).toHaveLength(1);
      expect(t.securityLog.lines('sms.budget_reached')[0]).toMatchObject({ level: 'warn', budget: 2 });
    } finally {
      await t.sql(`UPDATE sites SET sms_daily_budget = 2000 WHERE domain_name = $1`, [domain_name]);
    }
  });
});

describe('proof of work on registration', () => {
  it('the 4th request from an address must solve a challenge; a solution works once', async () => {
    for (let i = 0; i < POW.freePerAddress; i++)
      expect((await register('10.3.0.1', `powfree${i}`, `6391900000${i}0`)).statusMessage).toBe('tacSent');
    const asked = await register('10.3.0.1', 'powpaid1', '639190001234');
    expect(asked.statusMessage).toBe('challengeRequired');
    expect(asked.value!.difficulty).toBe(POW.baseDifficulty);
    const { challenge, difficulty } = asked.value!;
    const wrong = await register('10.3.0.1', 'powpaid1', '639190001234', { challenge, challenge_nonce: '0' });
    expect(wrong.statusMessage).toBe('challengeRequired'); // and that challenge is spent
    const next = await register('10.3.0.1', 'powpaid1', '639190001234');
    const nonce = solve(next.value!.challenge, next.value!.difficulty);
    const paid = await register('10.3.0.1', 'powpaid1', '639190001234', {
      challenge: next.value!.challenge,
      challenge_nonce: nonce,
    });
    expect(paid.statusMessage).toBe('tacSent');
    const replay = await register('10.3.0.1', 'powpaid2', '639190004321', {
      challenge: next.value!.challenge,
      challenge_nonce: nonce,
    });
    expect(replay.statusMessage).toBe('challengeRequired');
    expect(difficulty).toBeGreaterThanOrEqual(POW.baseDifficulty);
  });

  it('many addresses at once: past the site-wide burst every new address must solve a challenge', async () => {
    for (let i = 0; i < POW.siteBurst; i++)
      expect(
        (await register(`10.2.${i}.1`, `burst${i}x`, `639${String(100000000 + i * 7919)}`)).statusMessage,
      ).toBe('tacSent');
    expect((await register('10.2.200.1', 'burstnew', '639201234567')).statusMessage).toBe(
      'challengeRequired',
    );
  });
});
