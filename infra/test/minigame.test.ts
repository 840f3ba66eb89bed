import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WheelValue } from '@site/shared';
import { testApi, type TestApi } from './helpers';
import {
  WHEEL,
  WHEEL_LIMITS,
  WHEEL_TOTAL_WEIGHT,
  checkWheel,
  drawPrize,
  wheelOf,
  writeWheel,
} from '../src/api/domain/minigame';

/**
 * The minigame's wheel (docs/minigame.md): the published wheel and its odds, a site's own wheel and its rules.
 * Earning tokens and spinning: minigame-tokens.test.ts.
 */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());

const key = () => `spin-${randomBytes(8).toString('hex')}`;

describe('the wheel and its odds', () => {
  it('publishes every segment with its weight, and the draw follows the weights exactly', async () => {
    const w = await t.call<WheelValue>('/api/minigame/wheel', { domain_name: 'localhost' });
    expect(w.statusCode).toBe(1);
    expect(w.value).toEqual({ cost: 1, total_weight: WHEEL_TOTAL_WEIGHT, prizes: WHEEL });
    expect(w.value.prizes.map((p) => p.segment)).toEqual(WHEEL.map((_, i) => i));
    // every pick in [0, total) lands on a segment, each segment as often as its weight
    const counts = new Map<number, number>();
    for (let i = 0; i < WHEEL_TOTAL_WEIGHT; i++) {
      const p = drawPrize(WHEEL, i);
      counts.set(p.segment, (counts.get(p.segment) ?? 0) + 1);
    }
    for (const p of WHEEL) expect(counts.get(p.segment)).toBe(p.weight);
    expect(() => drawPrize(WHEEL, WHEEL_TOTAL_WEIGHT)).toThrow(RangeError);
  });

  it('refuses an unknown site', async () => {
    expect((await t.call('/api/minigame/wheel', { domain_name: 'nowhere.example' })).statusMessage).toBe(
      'siteNotFound',
    );
  });
});

describe("a site's own wheel", () => {
  const OWN = [
    { kind: 'bonus', amount: 2_500, weight: 3 },
    { kind: 'none', amount: 0, weight: 1 },
  ] as const;

  it('is what the site publishes and what its spins draw from; other sites keep the default', async () => {
    const [slot1] = await t.sql<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'slot1.localhost'`);
    const checked = checkWheel(OWN);
    if (!checked.ok) throw new Error(checked.refusal.reason);
    await t.platform.db.tx((q) => writeWheel(q, slot1!.id, checked.wheel));
    try {
      const w = await t.call<WheelValue>('/api/minigame/wheel', { domain_name: 'slot1.localhost' });
      expect(w.value).toEqual({
        cost: 1,
        total_weight: 4,
        prizes: [
          { segment: 0, kind: 'bonus', amount: 2_500, weight: 3 },
          { segment: 1, kind: 'none', amount: 0, weight: 1 },
        ],
      });
      expect(await wheelOf(t.platform.db, slot1!.id)).toEqual({ prizes: w.value.prizes, custom: true });
      // the draw follows this wheel's weights: picks 0-2 the bonus, 3 nothing
      expect([0, 1, 2, 3].map((i) => drawPrize(w.value.prizes, i).segment)).toEqual([0, 0, 0, 1]);
      // another site still publishes the default
      const other = await t.call<WheelValue>('/api/minigame/wheel', { domain_name: 'localhost' });
      expect(other.value.prizes).toEqual(WHEEL);

      // a player of slot1 spinning over the API wins one of slot1's prizes, never one of the default's
      const player = await t.login('demo1', 'slot1.localhost');
      const [me] = await t.sql<{ id: number }>(
        'SELECT p.id FROM players p JOIN sites s ON s.id = p.site_id WHERE p.account_id = $1 AND s.id = $2',
        [player.account_id, slot1!.id],
      );
      await t.sql('INSERT INTO minigame_token_moves (player_id, delta, ref) VALUES ($1, 4, $2)', [
        me!.id,
        `test:grant:${randomBytes(6).toString('hex')}`,
      ]);
      for (let i = 0; i < 4; i++) {
        const spin = await t.call<{
          spin: { segment: number; kind: string; amount: number };
          wheel: WheelValue;
        }>('/api/minigame/spin', { ...player, idempotency_key: key() });
        expect(spin.statusCode).toBe(1);
        const drawn = w.value.prizes[spin.value.spin.segment];
        expect(spin.value.spin).toMatchObject({ kind: drawn?.kind, amount: drawn?.amount });
        // the answer carries the wheel the prize was drawn from (contract 17.7.0), the page lands on it
        expect(spin.value.wheel).toEqual(w.value);
      }
    } finally {
      await t.platform.db.tx((q) => writeWheel(q, slot1!.id, null));
    }
    expect(await wheelOf(t.platform.db, slot1!.id)).toEqual({ prizes: WHEEL, custom: false });
  });

  it('refuses a wheel outside the rules, naming the segment and field', () => {
    const refused = (wheel: Parameters<typeof checkWheel>[0]) => {
      const r = checkWheel(wheel);
      return r.ok ? null : r.refusal.field;
    };
    expect(refused([OWN[0]])).toBe('prizes');
    expect(refused(Array.from({ length: WHEEL_LIMITS.maxSegments + 1 }, () => OWN[1]))).toBe('prizes');
    expect(refused([OWN[0], { kind: 'bonus', amount: 0, weight: 1 }])).toBe('prizes.1.amount');
    expect(refused([OWN[0], { kind: 'bonus', amount: 12.5, weight: 1 }])).toBe('prizes.1.amount');
    expect(refused([OWN[0], { kind: 'bonus', amount: WHEEL_LIMITS.maxBonus + 1, weight: 1 }])).toBe(
      'prizes.1.amount',
    );
    expect(refused([OWN[0], { kind: 'token', amount: WHEEL_LIMITS.maxTokens + 1, weight: 1 }])).toBe(
      'prizes.1.amount',
    );
    expect(refused([OWN[0], { kind: 'none', amount: 5, weight: 1 }])).toBe('prizes.1.amount');
    expect(refused([{ kind: 'bonus', amount: 100, weight: 0 }, OWN[1]])).toBe('prizes.0.weight');
    expect(refused([OWN[0], { kind: 'none', amount: 0, weight: 1.5 }])).toBe('prizes.1.weight');
    expect(refused([OWN[0], { kind: 'jackpot' as 'none', amount: 0, weight: 1 }])).toBe('prizes.1.kind');
    expect(refused([...OWN])).toBeNull();
  });

  it('a stored wheel that breaks the rules is not drawn from: the site spins the default', async () => {
    const [slot1] = await t.sql<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'slot1.localhost'`);
    await t.sql(
      `INSERT INTO minigame_wheels (site_id, prizes) VALUES ($1, '[{"kind":"bonus","amount":-5,"weight":1}]')`,
      [slot1!.id],
    );
    try {
      expect(await wheelOf(t.platform.db, slot1!.id)).toEqual({ prizes: WHEEL, custom: false });
    } finally {
      await t.platform.db.tx((q) => writeWheel(q, slot1!.id, null));
    }
  });
});
