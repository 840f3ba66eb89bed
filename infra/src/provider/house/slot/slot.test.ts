import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '../rng';
import { evaluate, linePay, play, simulateRtp } from './engine';
import { DECLARED_RTP, FREE_SPINS, LINES, SCATTER, WILD } from './machine';
import { exactRtp } from './rtp';
import { STRIPS } from './strips';

/** An Rng that answers the given numbers in turn (then seeded ones). */
function scripted(values: number[]): Rng {
  const rest = seededRng(7);
  return { int: (n) => (values.length ? values.shift()! % n : rest.int(n)) };
}

describe('Jade Lantern Reels: pay rules', () => {
  it('pays the longest run from the left, with wilds standing in and a scatter breaking the line', () => {
    expect(linePay([0, 0, 0, 1, 1])).toEqual({ symbol: 0, count: 3, pay: 5 });
    expect(linePay([WILD, 7, WILD, 7, 2])).toEqual({ symbol: 7, count: 4, pay: 100 });
    expect(linePay([WILD, WILD, WILD, WILD, WILD]).pay).toBe(470);
    expect(linePay([3, 3, SCATTER, 3, 3]).pay).toBe(0);
    expect(linePay([1, 2, 1, 1, 1]).pay).toBe(0);
  });

  it('three scatters anywhere pay 2 × the total bet and start the free spins', () => {
    const grid = [
      [SCATTER, 0, 1],
      [2, SCATTER, 3],
      [4, 5, SCATTER],
      [6, 0, 1],
      [2, 3, 4],
    ];
    expect(evaluate(grid).scatters).toBe(3);
    expect(evaluate(grid).units).toBe(2 * LINES);
    const stopAt = STRIPS.map((strip) => strip.indexOf(SCATTER));
    const p = play(scripted([stopAt[0]!, stopAt[1]!, stopAt[2]!, 1, 1]));
    expect(p.base.scatters).toBeGreaterThanOrEqual(3);
    expect(p.free).toHaveLength(FREE_SPINS);
    expect(p.units).toBe(p.base.units + p.free.reduce((n, s) => n + s.units, 0));
  });

  it('the simulator draws and pays exactly as real play does', () => {
    const a = seededRng(42);
    let units = 0;
    for (let i = 0; i < 20_000; i++) units += play(a).units;
    expect(simulateRtp(seededRng(42), 20_000)).toBeCloseTo((units / LINES / 20_000) * 100, 9);
  });
});

describe('Jade Lantern Reels: return to player', () => {
  it(`the exact RTP from the reel strips is the declared ${DECLARED_RTP.toFixed(1)} %`, () => {
    expect(Math.abs(exactRtp().rtp - DECLARED_RTP)).toBeLessThan(0.05);
  });

  it('10^6 simulated spins return the declared RTP within ±0.5 percentage points', () => {
    const rtp = simulateRtp(seededRng(20_261_123), 1_000_000);
    expect(Math.abs(rtp - DECLARED_RTP)).toBeLessThanOrEqual(0.5);
  }, 120_000);
});
