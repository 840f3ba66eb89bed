import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../helpers';
import { sign } from '../../src/provider/wallet/signature';
import type { WalletClient } from '../../src/provider/house/wallet-client';
import { balanceOf, houseClient, launchToken, ledgerInvariants } from './wallet-kit';

let t: TestApi;
let wallet: WalletClient;
let demo: { account_id: string; auth: string };
let token: string;
let n = 0;
const id = (p: string) => `${p}-${++n}`;

beforeAll(async () => {
  t = await testApi();
  wallet = houseClient(t);
  demo = await t.login();
  token = await launchToken(t, demo);
});
afterAll(() => t?.close());

const post = (path: string, body: string, signature: string) =>
  t.platform.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });

describe('seamless wallet: money moves once', () => {
  it('authenticate answers the game token’s player, currency and balance', async () => {
    const a = await wallet.call('/provider/v1/authenticate', { token });
    expect(a.statusCode).toBe(1);
    expect(a.value).toMatchObject({
      currency: 'PHP',
      game_code: 'HOUSE-SLOT-001',
      balance: await balanceOf(t, 'demo1'),
    });
  });

  it('a bet debits and a win credits through the ledger; a repeated transaction answers the first answer', async () => {
    const before = await balanceOf(t, 'demo1');
    const round = id('r');
    const b = { token, round_id: round, transaction_id: id('b'), game_code: 'HOUSE-SLOT-001', amount: 500 };
    const first = await wallet.call('/provider/v1/bet', b);
    expect(first.statusCode).toBe(1);
    expect(first.value.balance).toBe(before - 500);
    expect(await wallet.call('/provider/v1/bet', b)).toEqual(first);
    expect((await wallet.call('/provider/v1/bet', { ...b, amount: 600 })).statusMessage).toBe(
      'transactionConflict',
    );
    const w = { token, round_id: round, transaction_id: id('w'), amount: 1_200 };
    const won = await wallet.call('/provider/v1/win', w);
    expect(won.value.balance).toBe(before + 700);
    expect(await wallet.call('/provider/v1/win', w)).toEqual(won);
    expect(await balanceOf(t, 'demo1')).toBe(before + 700);
    const rows = await t.sql<{ kind: string; amount: number }>(
      `SELECT kind, amount FROM ledger WHERE ref IN ($1, $2) ORDER BY id`,
      [`HOUSE:${b.transaction_id}`, `HOUSE:${w.transaction_id}`],
    );
    expect(rows).toEqual([
      { kind: 'bet', amount: -500 },
      { kind: 'win', amount: 1_200 },
    ]);
  });

  it('a bet past the balance is refused, and stays refused when repeated', async () => {
    const b = {
      token,
      round_id: id('r'),
      transaction_id: id('b'),
      game_code: 'HOUSE-SLOT-001',
      amount: 10 ** 12,
    };
    expect((await wallet.call('/provider/v1/bet', b)).statusMessage).toBe('insufficientBalance');
    expect((await wallet.call('/provider/v1/bet', b)).statusMessage).toBe('insufficientBalance');
  });

  it('two wins for one round, a rollback after the win, and a win without a bet are refused', async () => {
    const round = id('r');
    const bet = id('b');
    await wallet.call('/provider/v1/bet', {
      token,
      round_id: round,
      transaction_id: bet,
      game_code: 'HOUSE-SLOT-001',
      amount: 100,
    });
    expect(
      (await wallet.call('/provider/v1/win', { token, round_id: round, transaction_id: id('w'), amount: 0 }))
        .statusCode,
    ).toBe(1);
    const again = await wallet.call('/provider/v1/win', {
      token,
      round_id: round,
      transaction_id: id('w'),
      amount: 300,
    });
    expect(again.statusMessage).toBe('roundClosed');
    const late = await wallet.call('/provider/v1/rollback', {
      token,
      round_id: round,
      transaction_id: id('x'),
      ref_transaction_id: bet,
    });
    expect(late.statusMessage).toBe('roundClosed');
    const orphan = await wallet.call('/provider/v1/win', {
      token,
      round_id: id('nobet'),
      transaction_id: id('w'),
      amount: 300,
    });
    expect(orphan.statusMessage).toBe('roundNotFound');
  });

  it('a rollback gives the stake back once; a win after it finds no standing bet', async () => {
    const before = await balanceOf(t, 'demo1');
    const round = id('r');
    const bet = id('b');
    await wallet.call('/provider/v1/bet', {
      token,
      round_id: round,
      transaction_id: bet,
      game_code: 'HOUSE-SLOT-001',
      amount: 250,
    });
    const rb = { token, round_id: round, transaction_id: id('x'), ref_transaction_id: bet };
    expect((await wallet.call('/provider/v1/rollback', rb)).value.balance).toBe(before);
    expect(
      (await wallet.call('/provider/v1/rollback', { ...rb, transaction_id: id('x') })).value.ledger_id,
    ).toBeNull();
    const w = await wallet.call('/provider/v1/win', {
      token,
      round_id: round,
      transaction_id: id('w'),
      amount: 500,
    });
    expect(w.statusMessage).toBe('betNotFound');
    expect(await balanceOf(t, 'demo1')).toBe(before);
  });

  it('a rollback that arrives before its bet is kept, and the late bet is refused', async () => {
    const before = await balanceOf(t, 'demo1');
    const round = id('r');
    const bet = id('b');
    const rb = await wallet.call('/provider/v1/rollback', {
      token,
      round_id: round,
      transaction_id: id('x'),
      ref_transaction_id: bet,
    });
    expect(rb.value).toMatchObject({ balance: before, ledger_id: null });
    const b = await wallet.call('/provider/v1/bet', {
      token,
      round_id: round,
      transaction_id: bet,
      game_code: 'HOUSE-SLOT-001',
      amount: 250,
    });
    expect(b.statusMessage).toBe('transactionRolledBack');
    expect(await balanceOf(t, 'demo1')).toBe(before);
  });

  it('turnover counts real play (VIP turnover rises by the stake)', async () => {
    type Vip = { nextLevel: { starting_turnover: number; cycle_turnover: number }[] };
    const vip = async () => {
      const l = (await t.call<Vip>('/api/auth/vip', demo)).value.nextLevel[0]!;
      return l.starting_turnover + l.cycle_turnover;
    };
    const before = await vip();
    await wallet.call('/provider/v1/bet', {
      token,
      round_id: id('r'),
      transaction_id: id('b'),
      game_code: 'HOUSE-SLOT-001',
      amount: 1_000,
    });
    expect((await vip()) - before).toBe(1_000);
  });
});

describe('seamless wallet: forged, replayed and late calls', () => {
  const secret = () => t.platform.config.houseProviderSecret;
  const body = (extra: object = {}) =>
    JSON.stringify({ provider_id: 'HOUSE', timestamp: Date.now(), token, ...extra });

  it('a wrong signature, a body changed after signing, an unknown provider and a stale timestamp are refused', async () => {
    const b = body();
    expect((await post('/provider/v1/balance', b, sign('not-the-secret', b))).json().statusMessage).toBe(
      'invalidSignature',
    );
    const forged = b.replace('"HOUSE"', '"HOUSE" ');
    expect((await post('/provider/v1/balance', forged, sign(secret(), b))).json().statusMessage).toBe(
      'invalidSignature',
    );
    const other = JSON.stringify({ provider_id: 'EVO', timestamp: Date.now(), token });
    expect((await post('/provider/v1/balance', other, sign(secret(), other))).json().statusMessage).toBe(
      'unknownProvider',
    );
    const stale = body({ timestamp: Date.now() - 31_000 });
    expect((await post('/provider/v1/balance', stale, sign(secret(), stale))).json().statusMessage).toBe(
      'staleRequest',
    );
    const ok = await post('/provider/v1/balance', b, sign(secret(), b));
    expect(ok.json().statusCode).toBe(1);
    expect(ok.headers['x-signature']).toBe(sign(secret(), ok.body));
  });

  it('malformed JSON and a wrong game token answer an envelope, never a 5xx', async () => {
    const bad = await post('/provider/v1/bet', '{"provider_id":', 'x');
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().statusMessage).toBe('invalidInput');
    const wrong = await wallet.call('/provider/v1/balance', { token: 'x'.repeat(43) });
    expect(wrong.statusMessage).toBe('invalidToken');
    const otherGame = await wallet.call('/provider/v1/bet', {
      token,
      round_id: id('r'),
      transaction_id: id('b'),
      game_code: 'HOUSE-CRASH-001',
      amount: 100,
    });
    expect(otherGame.statusMessage).toBe('invalidToken');
  });

  it('after logout the token opens no play, but the open round is still settled once', async () => {
    const who = await t.login('lucky88');
    const tk = await launchToken(t, who);
    const round = id('r');
    await wallet.call('/provider/v1/bet', {
      token: tk,
      round_id: round,
      transaction_id: id('b'),
      game_code: 'HOUSE-SLOT-001',
      amount: 100,
    });
    await t.call('/api/auth/logout', who);
    const before = await balanceOf(t, 'lucky88');
    expect((await wallet.call('/provider/v1/authenticate', { token: tk })).statusMessage).toBe(
      'sessionExpired',
    );
    const late = await wallet.call('/provider/v1/bet', {
      token: tk,
      round_id: id('r'),
      transaction_id: id('b'),
      game_code: 'HOUSE-SLOT-001',
      amount: 100,
    });
    expect(late.statusMessage).toBe('sessionExpired');
    const w = await wallet.call('/provider/v1/win', {
      token: tk,
      round_id: round,
      transaction_id: id('w'),
      amount: 400,
    });
    expect(w.value.balance).toBe(before + 400);
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('product/launch refuses other providers’ games instead of showing a fake one', async () => {
    const l = await t.call('/api/product/launch', { ...demo, game_code: 'JILI-SLOT_GAME-002' });
    expect(l.statusMessage).toBe('gameUnavailable');
  });
});
