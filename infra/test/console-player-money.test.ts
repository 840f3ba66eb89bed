import { beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '@site/shared';
import { feedFor } from '../src/sportsbook/feed';
import type { FeedMessage } from '../src/sportsbook/hub';
import { key } from './helpers';
import type { TestApi } from './helpers';
import { playersConsole } from './console-players-fixture';

/**
 * The console's money actions on a player (issue 17 §6): a bonus within the role's limit (moving money once),
 * manual bet settlement through the feed's `settleBet` — each in the console audit trail with before and after.
 * Search, detail, status and inbox: console-players.test.ts.
 */
const c = playersConsole();
const { as, newPlayer, balanceOf, auditRows } = c;
let t: TestApi;
beforeAll(() => {
  t = c.t;
});

describe('bonus', () => {
  it('support: over the limit refused with the limit named; within it the balance rises once per key; audited', async () => {
    const p = await newPlayer();
    const before = await balanceOf(p.id);
    const over = await as<{ error: string; detail: string }>('support', 'POST', `/players/${p.id}/bonus`, {
      amount: 5_001,
      reason: 'goodwill',
      idempotency_key: key(),
    });
    expect(over.status).toBe(403);
    expect(over.body.error).toBe('overLimit');
    expect(over.body.detail).toContain('50.00');
    expect(over.body.detail).toContain('support');
    expect(await balanceOf(p.id)).toBe(before);

    const k = key();
    const body = {
      amount: 5_000,
      reason: 'goodwill for a late payout',
      idempotency_key: k,
      message: { title: 'A bonus for you', body: 'Thank you for your patience.' },
    };
    const first = await as<{ bonus_id: number; balance: number; replayed: boolean; inbox_id: number }>(
      'support',
      'POST',
      `/players/${p.id}/bonus`,
      body,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ balance: before + 5_000, replayed: false });
    // the same key again (a double click, a retry): the first answer, no second movement — even concurrently
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        as<{ bonus_id: number; replayed: boolean }>('support', 'POST', `/players/${p.id}/bonus`, body),
      ),
    );
    for (const r of replays) expect(r.body).toMatchObject({ bonus_id: first.body.bonus_id, replayed: true });
    expect(await balanceOf(p.id)).toBe(before + 5_000);
    const ledger = await t.sql<{ kind: string; amount: number; ref: string }>(
      "SELECT kind, amount, ref FROM ledger WHERE player_id = $1 AND kind = 'bonus'",
      [p.id],
    );
    expect(ledger).toEqual([{ kind: 'bonus', amount: 5_000, ref: `console-bonus:${first.body.bonus_id}` }]);
    // the same key for another amount is refused
    const conflict = await as<{ error: string }>('support', 'POST', `/players/${p.id}/bonus`, {
      ...body,
      amount: 10,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toBe('idempotencyConflict');
    // the player reads the note (not claimable: the money is already credited)
    const inbox = await t.call<{ inbox_id: number; claimable: boolean }[]>(
      '/api/settings/get_inbox',
      p.session,
    );
    expect(inbox.value).toEqual([
      expect.objectContaining({ inbox_id: first.body.inbox_id, claimable: false }),
    ]);
    expect(
      (await t.call<{ game_balance: number }>('/api/auth/get_balance', p.session)).value.game_balance,
    ).toBe(before + 5_000);

    const [row] = await auditRows('players.bonus', `player:localhost/${p.account_id}`);
    expect(row).toMatchObject({
      role: 'support',
      before: { wallet: { balance: before } },
      after: {
        amount: 5_000,
        limit: 5_000,
        wallet: { balance: before + 5_000 },
        reason: 'goodwill for a late payout',
      },
    });
    expect(await auditRows('players.bonus', `player:localhost/${p.account_id}`)).toHaveLength(1);
  });

  it('the owner has no limit; a cashier may not; the limit is data (console_action_limits)', async () => {
    const p = await newPlayer();
    const big = await as<{ balance: number }>('owner', 'POST', `/players/${p.id}/bonus`, {
      amount: 1_000_000,
      reason: 'VIP welcome',
      idempotency_key: key(),
    });
    expect(big.status).toBe(200);
    expect(big.body.balance).toBe(1_000_000);
    expect(
      (
        await as<{ error: string }>('cashier', 'POST', `/players/${p.id}/bonus`, {
          amount: 1,
          reason: 'x x',
          idempotency_key: key(),
        })
      ).body.error,
    ).toBe('permissionDenied');

    await t.sql(
      "UPDATE console_action_limits SET max_amount = 100 WHERE role = 'support' AND action = 'players.bonus'",
    );
    try {
      const over = await as<{ error: string; detail: string }>('support', 'POST', `/players/${p.id}/bonus`, {
        amount: 101,
        reason: 'goodwill',
        idempotency_key: key(),
      });
      expect(over.body.error).toBe('overLimit');
      expect(over.body.detail).toContain('1.00');
      await t.sql("DELETE FROM console_action_limits WHERE role = 'support' AND action = 'players.bonus'");
      const none = await as<{ error: string }>('support', 'POST', `/players/${p.id}/bonus`, {
        amount: 1,
        reason: 'goodwill',
        idempotency_key: key(),
      });
      expect(none.status).toBe(403);
      expect(none.body.error).toBe('bonusNotAllowed');
    } finally {
      await t.sql(
        `INSERT INTO console_action_limits (role, action, max_amount) VALUES ('support', 'players.bonus', 5000)
         ON CONFLICT (role, action) DO UPDATE SET max_amount = 5000`,
      );
    }
    expect(await balanceOf(p.id)).toBe(1_000_000);
  });

  it('no bonus to a blocked or self-excluded player; the body is checked', async () => {
    const blocked = await newPlayer();
    await as('support', 'POST', `/players/${blocked.id}/status`, {
      status: 'BLOCK',
      reason: 'test block',
      expected_status: 'ACTIVE',
    });
    const b = await as<{ error: string }>('support', 'POST', `/players/${blocked.id}/bonus`, {
      amount: 100,
      reason: 'goodwill',
      idempotency_key: key(),
    });
    expect(b.status).toBe(409);
    expect(b.body.error).toBe('playerNotActive');

    const excluded = await newPlayer();
    await t.call('/api/account/rg_exclude', { ...excluded.session, kind: 'self_exclusion', duration: '6m' });
    const e = await as<{ error: string }>('support', 'POST', `/players/${excluded.id}/bonus`, {
      amount: 100,
      reason: 'goodwill',
      idempotency_key: key(),
    });
    expect(e.status).toBe(409);
    expect(e.body.error).toBe('playerExcluded');
    expect(await balanceOf(excluded.id)).toBe(0);

    for (const bad of [
      { amount: 0, reason: 'goodwill', idempotency_key: key() },
      { amount: 1.5, reason: 'goodwill', idempotency_key: key() },
      { amount: 100, reason: '', idempotency_key: key() },
      { amount: 100, reason: 'goodwill', idempotency_key: 'short' },
      { amount: 100, reason: 'goodwill' },
    ])
      expect((await as('owner', 'POST', `/players/${blocked.id}/bonus`, bad)).status).toBe(400);
  });
});

describe('bet settlement', () => {
  async function openBet(p: Awaited<ReturnType<typeof newPlayer>>, stake = 1_000) {
    await t.sql('UPDATE wallets SET balance = 100000 WHERE player_id = $1', [p.id]);
    const s = await t.selection('HDP', 1, 0);
    const placed = await t.call<Bet>('/api/sportsbook/place_bet', {
      ...p.session,
      bet_type: 'HDP',
      stake,
      idempotency_key: key(),
      selections: [s],
    });
    expect(placed.statusCode, placed.statusDetail).toBe(1);
    return placed.value;
  }

  it('a cashier lists open bets and settles one once through settleBet; a second try is 409; audited', async () => {
    const p = await newPlayer();
    const bet = await openBet(p);
    const list = await as<{ items: (Bet & { account_id: string; player_id: number })[]; total: number }>(
      'cashier',
      'GET',
      `/bets?player_id=${p.id}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((b) => b.bet_id)).toEqual([bet.bet_id]);
    expect(list.body.items[0]).toMatchObject({ account_id: p.account_id, status: 'open' });
    expect(
      (await as<{ total: number }>('cashier', 'GET', `/bets?site=localhost&account=${p.account_id}`)).body
        .total,
    ).toBe(1);

    const balance = await balanceOf(p.id);
    expect((await as('cashier', 'POST', `/bets/${bet.bet_id}/settle`, { result: 'won' })).status).toBe(400);
    expect(
      (
        await as<{ error: string }>('support', 'POST', `/bets/${bet.bet_id}/settle`, {
          result: 'won',
          reason: 'feed down',
        })
      ).body.error,
    ).toBe('permissionDenied');
    const pushes: FeedMessage[] = [];
    const unsubscribe = feedFor(t.platform.db).hub.subscribe((m) => pushes.push(m));
    const won = await as<Bet>('cashier', 'POST', `/bets/${bet.bet_id}/settle`, {
      result: 'won',
      reason: 'feed down',
    });
    unsubscribe();
    expect(won.status).toBe(200);
    // the player's /sports page hears of it after the commit (the feed's `settled` push names the bet's event)
    const [eventRow] = await t.sql<{ event_id: number }>(
      `SELECT m.event_id FROM bet_selections bs JOIN sport_selections s ON s.id = bs.selection_id
         JOIN sport_markets m ON m.id = s.market_id WHERE bs.bet_id = $1`,
      [bet.bet_id],
    );
    expect(pushes).toEqual([{ type: 'settled', data: { event_ids: [eventRow!.event_id] } }]);
    expect(won.body).toMatchObject({ status: 'won', payout: bet.potential_payout });
    expect(await balanceOf(p.id)).toBe(balance + bet.potential_payout);

    const twice = await as<{ error: string }>('cashier', 'POST', `/bets/${bet.bet_id}/settle`, {
      result: 'void',
      reason: 'second try',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('alreadySettled');
    expect(await balanceOf(p.id)).toBe(balance + bet.potential_payout);
    expect(
      await t.sql("SELECT 1 FROM ledger WHERE player_id = $1 AND ref = $2 AND kind IN ('win', 'refund')", [
        p.id,
        `bet:${bet.bet_id}`,
      ]),
    ).toHaveLength(1);
    expect((await as<{ total: number }>('cashier', 'GET', `/bets?player_id=${p.id}`)).body.total).toBe(0);

    const [row] = await auditRows('bets.settle', `bet:${bet.bet_id}`);
    expect(row).toMatchObject({
      role: 'cashier',
      before: { status: 'open', wallet: { balance } },
      after: { status: 'won', payout: bet.potential_payout, reason: 'feed down' },
    });
    expect(
      (await as('cashier', 'POST', '/bets/99999999/settle', { result: 'won', reason: 'nothing' })).status,
    ).toBe(404);
  });

  it('void refunds the stake; lost pays nothing', async () => {
    const p = await newPlayer();
    const a = await openBet(p, 1_000);
    const b = await openBet(p, 2_000);
    const start = await balanceOf(p.id);
    expect(
      (
        await as<Bet>('owner', 'POST', `/bets/${a.bet_id}/settle`, {
          result: 'void',
          reason: 'match abandoned',
        })
      ).body,
    ).toMatchObject({
      status: 'void',
      payout: 1_000,
    });
    expect(
      (await as<Bet>('owner', 'POST', `/bets/${b.bet_id}/settle`, { result: 'lost', reason: 'feed down' }))
        .body,
    ).toMatchObject({
      status: 'lost',
      payout: 0,
    });
    expect(await balanceOf(p.id)).toBe(start + 1_000);
  });
});
