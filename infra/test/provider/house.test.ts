import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRound } from '@site/shared';
import { testApi, type TestApi } from '../helpers';
import { WalletClient } from '../../src/provider/house/wallet-client';
import { playHash, spinSlot } from '../../src/provider/house/rounds';
import { currentChain } from '../../src/provider/house/chain';
import { balanceOf, houseClient, launchToken, ledgerInvariants } from './wallet-kit';

let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());

describe('house games over the seamless wallet', () => {
  it('a slot spin debits the stake and credits what the reels paid, through the ledger', async () => {
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const before = await balanceOf(t, 'demo1');
    const r = await spinSlot(t.platform.db, houseClient(t), token, 1_000);
    expect(r.statusCode).toBe(1);
    expect(r.value.balance).toBe(before - 1_000 + r.value.payout);
    expect(await balanceOf(t, 'demo1')).toBe(r.value.balance);
    const kinds = await t.sql<{ kind: string }>(`SELECT kind FROM ledger WHERE ref LIKE $1 ORDER BY id`, [
      `HOUSE:${r.value.round_id}-%`,
    ]);
    expect(kinds.map((k) => k.kind)).toEqual(r.value.payout > 0 ? ['bet', 'win'] : ['bet']);
    expect((await spinSlot(t.platform.db, houseClient(t), token, 15)).statusMessage).toBe('invalidInput');
  });

  it('a hash round reveals a seed that the browser’s verifier places in the committed chain', async () => {
    const token = await launchToken(t, demo, 'HOUSE-HASH-001');
    const committed = await currentChain(t.platform.db, 'HOUSE-HASH-001');
    const r = await playHash(t.platform.db, houseClient(t), token, 500, 'big');
    expect(r.statusCode).toBe(1);
    expect(r.value.terminating_hash).toBe(committed.terminating_hash);
    const v = await verifyRound({
      seed: r.value.seed,
      index: r.value.index,
      terminatingHash: committed.terminating_hash,
      salt: 'HOUSE-HASH-001',
    });
    expect(v.inChain).toBe(true);
    expect(v.hash).toBe(r.value.hash);
    expect(r.value.payout).toBe(v.outcome.big ? 980 : 0);
  });

  it('when the wallet cannot be reached the round moves nothing', async () => {
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const before = await balanceOf(t, 'demo1');
    const down = new WalletClient('HOUSE', t.platform.config.houseProviderSecret, async () => {
      throw new Error('connection refused');
    });
    const r = await spinSlot(t.platform.db, down, token, 1_000);
    expect(r.statusMessage).toBe('serviceUnavailable');
    expect(await balanceOf(t, 'demo1')).toBe(before);
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('the house game server’s HTTP API spins over a real HTTP connection to the wallet', async () => {
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const before = await balanceOf(t, 'demo1');
    const r = await t.call<{ payout: number; balance: number }>('/provider/house/api/slot/spin', {
      token,
      stake: 200,
    });
    expect(r.statusCode).toBe(1);
    expect(r.value.balance).toBe(before - 200 + r.value.payout);
    const bad = await t.call('/provider/house/api/slot/spin', { token, stake: -5 });
    expect(bad.statusMessage).toBe('invalidInput');
    const chain = await t.call<{ terminating_hash: string }>('/provider/house/api/chain', {
      game_code: 'HOUSE-HASH-001',
    });
    expect(chain.value.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
