import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mission } from '@site/shared';
import { key, testApi, type TestApi } from './helpers';
import { houseClient, launchToken } from './provider/wallet-kit';

// "Place 3 bets" (daily-bets) counts every bet placed today: sportsbook bets and game rounds (house slot,
// crash, …), a round once however many bet transactions it took.

let t: TestApi;
let demo: { account_id: string; auth: string };
let n = 0;
const id = (p: string) => `missions-${p}-${++n}`;

beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
  // The seed places demo1's bets hours before "now"; move today's to yesterday so the test holds at any hour.
  const today = `date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  await t.sql(`UPDATE bets SET placed_at = ${today} - interval '1 hour' WHERE placed_at >= ${today}`);
  await t.sql(
    `UPDATE provider_transactions SET created_at = ${today} - interval '1 hour' WHERE created_at >= ${today}`,
  );
});
afterAll(() => t?.close());

const dailyBets = async () =>
  (await t.call<Mission[]>('/api/account/missions', demo)).value.find((m) => m.code === 'daily-bets')!;

describe('missions: daily bets', () => {
  it('counts game rounds once each and sportsbook bets; refused bets do not count', async () => {
    expect((await dailyBets()).progress).toBe(0);
    const wallet = houseClient(t);
    const token = await launchToken(t, demo);
    const bet = (round_id: string, amount = 100) =>
      wallet.call('/provider/v1/bet', {
        token,
        round_id,
        transaction_id: id('b'),
        game_code: 'HOUSE-SLOT-001',
        amount,
      });
    // One round with two bet transactions (e.g. a re-bet), then a second round: two bets placed.
    const first = id('r');
    expect((await bet(first)).statusCode).toBe(1);
    expect((await bet(first)).statusCode).toBe(1);
    expect((await bet(id('r'))).statusCode).toBe(1);
    // A refused bet (more than the balance) is not a bet placed.
    expect((await bet(id('r'), 10_000_000_000)).statusMessage).toBe('insufficientBalance');
    const two = await dailyBets();
    expect(two).toMatchObject({ progress: 2, completed: false });

    const body = { bet_type: '1X2', stake: 500, selections: [await t.selection('1X2', 3)] };
    expect(
      (await t.call('/api/sportsbook/place_bet', { ...demo, ...body, idempotency_key: key() })).statusCode,
    ).toBe(1);
    expect(await dailyBets()).toMatchObject({ progress: 3, completed: true });
    const claimed = await t.call<Mission>('/api/account/mission_claim', {
      ...demo,
      mission_id: two.mission_id,
    });
    expect(claimed.value).toMatchObject({ completed: true, claimed: true });
  });
});
