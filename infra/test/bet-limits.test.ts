import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetLimits } from '@site/shared';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());

const key = () => `bet-${randomBytes(8).toString('hex')}`;
const bet = async (stake: number) =>
  t.call('/api/sportsbook/place_bet', {
    ...demo,
    bet_type: '1X2',
    stake,
    selections: [await t.selection('1X2', 3)],
    idempotency_key: key(),
  });

describe('per-site stake limits (issue 14 §5)', () => {
  it('a site answers its limits: the API bounds by default, its own where the operator set them', async () => {
    const own = await t.call<BetLimits>('/api/sportsbook/bet_limits', { domain_name: 'localhost' });
    expect(own.value).toEqual({ min_stake: 100, max_stake: 100_000_000 });
    const sb = await t.call<BetLimits>('/api/sportsbook/bet_limits', {
      domain_name: 'sportsbook1.localhost',
    });
    expect(sb.value).toEqual({ min_stake: 1_000, max_stake: 5_000_000 });
    expect(
      (await t.call('/api/sportsbook/bet_limits', { domain_name: 'nowhere.example' })).statusMessage,
    ).toBe('siteNotFound');
  });

  it('place_bet refuses a stake outside the player’s site’s limits and places one within them', async () => {
    const set = await t.admin<BetLimits>('/api/operator/site_bet_limits', {
      domain_name: 'localhost',
      min_stake: 500,
      max_stake: 2_000,
    });
    expect(set.value).toEqual({ min_stake: 500, max_stake: 2_000 });
    const low = await bet(499);
    expect(low).toMatchObject({ statusMessage: 'stakeOutOfLimits', statusDetail: 'stake: 500 to 2000' });
    expect((await bet(2_001)).statusMessage).toBe('stakeOutOfLimits');
    expect((await bet(500)).statusCode).toBe(1);
    // nothing was written for the refused ones
    const bets = await t.sql<{ stake: string }>(
      `SELECT b.stake FROM bets b JOIN players p ON p.id = b.player_id WHERE p.account_id = 'demo1' AND b.stake IN (499, 2001)`,
    );
    expect(bets).toHaveLength(0);
  });

  it('the operator call: fields left out stay, min above max is refused, each change is audited', async () => {
    const only = await t.admin<BetLimits>('/api/operator/site_bet_limits', {
      domain_name: 'localhost',
      max_stake: 9_000,
    });
    expect(only.value).toEqual({ min_stake: 500, max_stake: 9_000 });
    const bad = await t.admin('/api/operator/site_bet_limits', {
      domain_name: 'localhost',
      min_stake: 10_000,
    });
    expect(bad.statusMessage).toBe('invalidInput');
    expect(
      (await t.admin('/api/operator/site_bet_limits', { domain_name: 'localhost', min_stake: 99 }))
        .statusCode,
    ).not.toBe(1);
    const audit = await t.sql<{ detail: { before: BetLimits; after: BetLimits } }>(
      `SELECT detail FROM rg_audit WHERE action = 'site_bet_limits' ORDER BY id`,
    );
    expect(audit.map((a) => a.detail.after)).toEqual([
      { min_stake: 500, max_stake: 2_000 },
      { min_stake: 500, max_stake: 9_000 },
    ]);
    // without the admin token it is refused
    expect(
      (await t.call('/api/operator/site_bet_limits', { domain_name: 'localhost', min_stake: 100 }))
        .statusCode,
    ).not.toBe(1);
  });
});
