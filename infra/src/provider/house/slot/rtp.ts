import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  LINES,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  SYMBOLS,
} from './machine';
import { linePay } from './engine';
import { STRIPS } from './strips';

/**
 * The exact return to player of the slot, from the reel strips: a line's five symbols are independent (one per
 * reel, each uniform over its strip), so its expected pay is a sum over all symbol 5-tuples; scatters are counted
 * per reel window (each strip holds one, so a window shows at most one).
 */
export function exactRtp(strips: readonly (readonly number[])[] = STRIPS): {
  rtp: number;
  triggerChance: number;
  baseLineReturn: number;
} {
  const freq = strips.map((strip) =>
    SYMBOLS.map((_, s) => strip.filter((x) => x === s).length / strip.length),
  );
  let line = 0;
  const walk = (reel: number, symbols: number[], p: number) => {
    if (reel === REELS) {
      line += p * linePay(symbols).pay;
      return;
    }
    freq[reel]!.forEach((f, s) => {
      if (f > 0) walk(reel + 1, [...symbols, s], p * f);
    });
  };
  walk(0, [], 1);
  // Distribution of the number of scatters in view.
  let dist = [1];
  for (const strip of strips) {
    const q = (strip.filter((x) => x === SCATTER).length * ROWS) / strip.length;
    dist = [...dist, 0].map((_, n) => (dist[n] ?? 0) * (1 - q) + (dist[n - 1] ?? 0) * q);
  }
  const scatterUnits = dist.reduce(
    (sum, p, n) => sum + (n >= 3 ? p * (SCATTER_PAYS[n - 3] ?? 0) * LINES : 0),
    0,
  );
  const triggerChance = dist.reduce((sum, p, n) => sum + (n >= 3 ? p : 0), 0);
  const spinUnits = LINES * line + scatterUnits;
  const playUnits = spinUnits * (1 + triggerChance * FREE_SPINS * FREE_SPIN_MULTIPLIER);
  return { rtp: (playUnits / LINES) * 100, triggerChance, baseLineReturn: line };
}
