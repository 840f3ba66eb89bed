import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../helpers';
import { WalletClient } from '../../src/provider/house/wallet-client';
import { spinSlot } from '../../src/provider/house/rounds';
import { sweepOpenRounds } from '../../src/provider/house/sweep';
import { HOUSE_PROVIDER } from '../../src/provider/wallet/providers';
import { balanceOf, houseClient, injectTransport, launchToken, ledgerInvariants } from './wallet-kit';

let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());

const roundOf = async (id: string) =>
  (
    await t.sql<{ status: string; token: string | null }>(
      'SELECT status, token FROM house_rounds WHERE round_id = $1',
      [id],
    )
  )[0];

describe('the sweeper finishes house rounds left open by a lost wallet answer', () => {
  it('a decided round whose win answer was lost is paid once by the sweep, and its token is forgotten', async () => {
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const before = await balanceOf(t, 'demo1');
    const real = injectTransport(t);
    // the wallet answers the bet; every win answer is lost on the way back
    const lossy = new WalletClient(
      HOUSE_PROVIDER,
      t.platform.config.houseProviderSecret,
      async (path, body, h) => {
        const answer = await real(path, body, h);
        if (path.endsWith('/win')) throw new Error('connection reset');
        return answer;
      },
    );
    const r = await spinSlot(t.platform.db, lossy, token, 1_000);
    expect(r.statusMessage).toBe('serviceUnavailable');
    const [open] = await t.sql<{ round_id: string; payout: string }>(
      `SELECT round_id, payout FROM house_rounds WHERE status = 'open' ORDER BY created_at DESC LIMIT 1`,
    );
    expect((await roundOf(open!.round_id))?.token).toBe(token);
    // the lost answers were for a win the wallet did receive: the sweep's repeat settles the round, paid once
    expect(await sweepOpenRounds(t.platform.db, houseClient(t), 0)).toMatchObject({ paid: 1, left: 0 });
    expect(await roundOf(open!.round_id)).toEqual({ status: 'settled', token: null });
    expect(await balanceOf(t, 'demo1')).toBe(before - 1_000 + Number(open!.payout));
    expect(await sweepOpenRounds(t.platform.db, houseClient(t), 0)).toEqual({
      paid: 0,
      rolledBack: 0,
      left: 0,
    });
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('a round stopped after its bet and before its result gets the stake back', async () => {
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const before = await balanceOf(t, 'demo1');
    const id = 'hsweep-crashed-1';
    await t.sql('INSERT INTO house_rounds (round_id, game_code, stake, token) VALUES ($1, $2, $3, $4)', [
      id,
      'HOUSE-SLOT-001',
      500,
      token,
    ]);
    const bet = await houseClient(t).call('/provider/v1/bet', {
      token,
      round_id: id,
      transaction_id: `${id}-bet`,
      game_code: 'HOUSE-SLOT-001',
      amount: 500,
    });
    expect(bet.statusCode).toBe(1);
    expect(await balanceOf(t, 'demo1')).toBe(before - 500);
    expect(await sweepOpenRounds(t.platform.db, houseClient(t), 0)).toMatchObject({ rolledBack: 1 });
    expect(await roundOf(id)).toEqual({ status: 'rolled_back', token: null });
    expect(await balanceOf(t, 'demo1')).toBe(before);
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('a young open round is left alone (it may still be playing)', async () => {
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    await t.sql('INSERT INTO house_rounds (round_id, game_code, stake, token) VALUES ($1, $2, $3, $4)', [
      'hsweep-young-1',
      'HOUSE-SLOT-001',
      100,
      token,
    ]);
    expect(await sweepOpenRounds(t.platform.db, houseClient(t))).toEqual({ paid: 0, rolledBack: 0, left: 0 });
    expect((await roundOf('hsweep-young-1'))?.status).toBe('open');
  });
});
