import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinigameTokens } from '@site/shared';
import { testApi, type TestApi } from './helpers';
import { lockWallet, post } from '../src/api/domain/ledger';
import {
  DAILY_TOKEN_CAP,
  TURNOVER_PER_TOKEN,
  WHEEL,
  spinWheel,
  tokensFor,
  tokensOf,
  utcDay,
} from '../src/api/domain/minigame';

/**
 * The minigame's tokens (docs/minigame.md): earned from turnover (capped per UTC day), spent one per spin, a spin
 * credited once per key. The wheel and its odds: minigame.test.ts.
 */
let t: TestApi;
let demo: { account_id: string; auth: string };
let demoId: number;
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
  demoId = (await t.sql<{ id: number }>(`SELECT id FROM players WHERE account_id = 'demo1'`))[0]!.id;
});
afterAll(() => t?.close());

const key = () => `spin-${randomBytes(8).toString('hex')}`;

/** A player of demo1's site with nothing but what the test posts. */
async function freshPlayer(): Promise<number> {
  const [me] = await t.sql<{ id: number }>(
    `INSERT INTO players (site_id, account_id, password_hash, contact_phone)
     SELECT site_id, $1, 'x', '09170000009' FROM players WHERE account_id = 'demo1' RETURNING id`,
    [`mg${randomBytes(4).toString('hex')}`],
  );
  const id = me!.id;
  await t.platform.db.tx(async (q) => {
    await lockWallet(q, id);
    await post(q, id, 'deposit', 1_000_000, `test:deposit:${id}`);
  });
  return id;
}

async function bet(id: number, amount: number, daysAgo = 0) {
  const ref = `test:bet:${randomBytes(6).toString('hex')}`;
  await t.platform.db.tx(async (q) => {
    await lockWallet(q, id);
    await post(q, id, 'bet', -amount, ref);
  });
  if (daysAgo)
    await t.sql(`UPDATE ledger SET created_at = now() - make_interval(days => $2) WHERE ref = $1`, [
      ref,
      daysAgo,
    ]);
}

/** Sets demo1's usable tokens to `n` (whatever its seeded play earned) with a token movement of the test's own. */
async function giveDemoTokens(n: number) {
  const now = await tokensOf(t.platform.db, demoId);
  await t.sql('INSERT INTO minigame_token_moves (player_id, delta, ref) VALUES ($1, $2, $3)', [
    demoId,
    n - now.token_balance,
    `test:grant:${randomBytes(6).toString('hex')}`,
  ]);
}

describe('earning tokens', () => {
  it('one token per fixed turnover a day, capped, frozen until the next UTC midnight', async () => {
    expect(tokensFor(TURNOVER_PER_TOKEN - 1)).toBe(0);
    expect(tokensFor(TURNOVER_PER_TOKEN * 3 + 5)).toBe(3);
    expect(tokensFor(TURNOVER_PER_TOKEN * 1000)).toBe(DAILY_TOKEN_CAP);
    expect(tokensFor(-TURNOVER_PER_TOKEN)).toBe(0);
    expect(utcDay(new Date('2026-11-26T23:59:59Z'))).toEqual({
      day: '2026-11-26',
      next: new Date('2026-11-27T00:00:00Z'),
    });

    const id = await freshPlayer();
    expect(await tokensOf(t.platform.db, id)).toMatchObject({ token_balance: 0, frozen_token: 0, spins: [] });
    await bet(id, TURNOVER_PER_TOKEN * 2 + 1); // today: 2 tokens, frozen
    await bet(id, TURNOVER_PER_TOKEN * 3, 1); // yesterday: 3, usable
    await bet(id, TURNOVER_PER_TOKEN * 50, 2); // two days ago: capped
    const now = new Date();
    const tk = await tokensOf(t.platform.db, id, now);
    expect(tk).toMatchObject({
      token_balance: 3 + DAILY_TOKEN_CAP,
      frozen_token: 2,
      today_turnover: TURNOVER_PER_TOKEN * 2 + 1,
      unfreeze_at: utcDay(now).next.toISOString(),
    });
    // the next day today's tokens are usable (nothing stored changes: the ledger decides)
    const tomorrow = await tokensOf(t.platform.db, id, utcDay(now).next);
    expect(tomorrow).toMatchObject({
      token_balance: 5 + DAILY_TOKEN_CAP,
      frozen_token: 0,
      today_turnover: 0,
    });
  });

  it('a refunded stake does not earn', async () => {
    const id = await freshPlayer();
    await bet(id, TURNOVER_PER_TOKEN * 2, 1);
    await t.platform.db.tx(async (q) => {
      await lockWallet(q, id);
      await post(q, id, 'refund', TURNOVER_PER_TOKEN * 2, 'test:refund');
    });
    await t.sql(`UPDATE ledger SET created_at = now() - interval '1 day' WHERE ref = 'test:refund'`);
    expect((await tokensOf(t.platform.db, id)).token_balance).toBe(0);
  });
});

describe('spinning', () => {
  it('spends one token, credits the drawn prize once, and remembers the spin', async () => {
    const id = await freshPlayer();
    await bet(id, TURNOVER_PER_TOKEN * 2, 1);
    const bonus = WHEEL.find((p) => p.kind === 'bonus')!;
    const r = await t.platform.db.tx(async (q) => {
      await lockWallet(q, id);
      return spinWheel(q, id, { draw: () => bonus });
    });
    expect(r).toMatchObject({
      token_balance: 1,
      frozen_token: 0,
      spin: { segment: bonus.segment, amount: bonus.amount },
    });
    const rows = await t.sql<{ amount: string }>(`SELECT amount FROM ledger WHERE ref = $1`, [
      `spin:${r.spin.spin_id}`,
    ]);
    expect(rows.map((x) => Number(x.amount))).toEqual([bonus.amount]);
    // a token prize comes back as tokens, not money
    const token = WHEEL.find((p) => p.kind === 'token')!;
    const r2 = await t.platform.db.tx(async (q) => {
      await lockWallet(q, id);
      return spinWheel(q, id, { draw: () => token });
    });
    expect(r2.token_balance).toBe(token.amount);
    expect(r2.balance).toBe(r.balance);
    expect((await tokensOf(t.platform.db, id)).spins.map((s) => s.spin_id)).toEqual([
      r2.spin.spin_id,
      r.spin.spin_id,
    ]);
  });

  it('with no usable token the spin is refused and nothing is written', async () => {
    const id = await freshPlayer();
    await bet(id, TURNOVER_PER_TOKEN * 4); // today's tokens are frozen
    await expect(
      t.platform.db.tx(async (q) => {
        await lockWallet(q, id);
        return spinWheel(q, id);
      }),
    ).rejects.toMatchObject({ statusMessage: 'noTokens' });
    expect(await t.sql('SELECT 1 FROM minigame_spins WHERE player_id = $1', [id])).toHaveLength(0);
  });

  it('over the API: a replayed key answers the first spin; concurrent spins never run the tokens negative', async () => {
    await giveDemoTokens(3);
    const k = key();
    const first = await t.call<{ spin: { spin_id: number }; token_balance: number }>('/api/minigame/spin', {
      ...demo,
      idempotency_key: k,
    });
    expect(first.statusCode).toBe(1);
    expect(first.value.token_balance).toBeGreaterThanOrEqual(2);
    const again = await t.call<{ spin: { spin_id: number } }>('/api/minigame/spin', {
      ...demo,
      idempotency_key: k,
    });
    expect(again.value.spin.spin_id).toBe(first.value.spin.spin_id);
    expect(await t.sql('SELECT 1 FROM minigame_spins WHERE player_id = $1', [demoId])).toHaveLength(1);

    await giveDemoTokens(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('/api/minigame/spin', { ...demo, idempotency_key: key() })),
    );
    const won = answers.filter((a) => a.statusCode === 1);
    // a spin may win tokens back, so at least the two tokens were spent, and every refusal is noTokens
    expect(won.length).toBeGreaterThanOrEqual(2);
    for (const a of answers.filter((x) => x.statusCode !== 1)) expect(a.statusMessage).toBe('noTokens');
    const tk = await t.call<MinigameTokens>('/api/minigame/tokens', demo);
    expect(tk.value.token_balance).toBeGreaterThanOrEqual(0);
    // each bonus spin has exactly one ledger row of its amount
    const spins = await t.sql<{ id: string; kind: string; amount: string }>(
      'SELECT id, kind, amount FROM minigame_spins WHERE player_id = $1',
      [demoId],
    );
    for (const s of spins) {
      const rows = await t.sql<{ amount: string }>('SELECT amount FROM ledger WHERE ref = $1', [
        `spin:${s.id}`,
      ]);
      expect(rows.map((r) => Number(r.amount))).toEqual(s.kind === 'bonus' ? [Number(s.amount)] : []);
    }
  });

  it('needs a session', async () => {
    expect((await t.call('/api/minigame/tokens', { account_id: 'demo1', auth: 'nope' })).statusCode).not.toBe(
      1,
    );
    expect(
      (await t.call('/api/minigame/spin', { account_id: 'demo1', auth: 'nope', idempotency_key: key() }))
        .statusCode,
    ).not.toBe(1);
  });
});
