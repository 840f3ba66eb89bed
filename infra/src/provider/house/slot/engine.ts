import type { Rng } from '../rng';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  LINES,
  PAYLINES,
  PAYS,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  WILD,
} from './machine';
import { STRIPS } from './strips';

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** in line bets, before a free-spin multiplier */
  pay: number;
}
export interface Spin {
  /** symbol ids, [reel][row] */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** everything this spin pays, in line bets, multiplier applied */
  units: number;
}
export interface Play {
  base: Spin;
  free: Spin[];
  /** total pay of the play in line bets */
  units: number;
}

/**
 * The winning run of one line of five symbols: the longest run from the left, wilds standing in; five wilds count
 * as the top symbol. Answers symbol × 8 + count (symbol −1 when the run has none), allocation-free for the simulator.
 */
function run(symbols: readonly number[]): number {
  let symbol = -1;
  let count = 0;
  for (let i = 0; i < symbols.length; i++) {
    const s = symbols[i]!;
    if (s === SCATTER) break;
    if (s !== WILD) {
      if (symbol === -1) symbol = s;
      else if (s !== symbol) break;
    }
    count++;
  }
  if (symbol === -1) symbol = count === REELS ? PAYS.length - 1 : -1;
  return symbol * 8 + count;
}

const payOf = (code: number): number => {
  const symbol = Math.floor(code / 8);
  const count = code - symbol * 8;
  return symbol >= 0 && count >= 3 ? (PAYS[symbol]?.[count - 3] ?? 0) : 0;
};

/** The pay of one line in line bets, with the symbol and run length that make it. */
export function linePay(symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  const code = run(symbols);
  const symbol = Math.floor(code / 8);
  return { symbol, count: code - symbol * 8, pay: payOf(code) };
}

/** What a grid pays in line bets, without the details (the simulation's inner loop; same rules as evaluate). */
export function gridUnits(grid: number[][], line: number[] = [0, 0, 0, 0, 0]): number {
  let units = 0;
  for (const rows of PAYLINES) {
    for (let reel = 0; reel < REELS; reel++) line[reel] = grid[reel]![rows[reel]!]!;
    units += payOf(run(line));
  }
  let scatters = 0;
  for (const col of grid) for (const s of col) if (s === SCATTER) scatters++;
  return scatters >= 3 ? units + (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) * LINES : units;
}

export function evaluate(grid: number[][], multiplier = 1): Spin {
  const lineWins: LineWin[] = [];
  const line: number[] = [0, 0, 0, 0, 0];
  let units = 0;
  for (let l = 0; l < PAYLINES.length; l++) {
    const rows = PAYLINES[l]!;
    for (let reel = 0; reel < REELS; reel++) line[reel] = grid[reel]![rows[reel]!]!;
    const w = linePay(line);
    if (w.pay > 0) {
      lineWins.push({ line: l, ...w });
      units += w.pay;
    }
  }
  let scatters = 0;
  for (const col of grid) for (const s of col) if (s === SCATTER) scatters++;
  if (scatters >= 3) units += (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) * LINES;
  return { grid, lineWins, scatters, units: units * multiplier };
}

/** Stops each reel at a uniformly drawn position and shows the three symbols from there (into `grid`). */
export function spinGrid(rng: Rng, grid: number[][] = STRIPS.map(() => [0, 0, 0])): number[][] {
  for (let reel = 0; reel < REELS; reel++) {
    const strip = STRIPS[reel]!;
    const stop = rng.int(strip.length);
    for (let row = 0; row < ROWS; row++) grid[reel]![row] = strip[(stop + row) % strip.length]!;
  }
  return grid;
}

/** One paid spin and, on 3+ scatters, its free spins (wins ×2, no retrigger). */
export function play(rng: Rng): Play {
  const base = evaluate(spinGrid(rng));
  const free: Spin[] = [];
  if (base.scatters >= 3)
    for (let i = 0; i < FREE_SPINS; i++) free.push(evaluate(spinGrid(rng), FREE_SPIN_MULTIPLIER));
  return { base, free, units: base.units + free.reduce((n, s) => n + s.units, 0) };
}

/**
 * Simulates `spins` paid spins (free spins included in their pay) and answers the return in percent; draws the
 * same numbers in the same order as `play`, so a seeded run of one equals the other.
 */
export function simulateRtp(rng: Rng, spins: number): number {
  const grid = STRIPS.map(() => [0, 0, 0]);
  const line = [0, 0, 0, 0, 0];
  let units = 0;
  for (let i = 0; i < spins; i++) {
    spinGrid(rng, grid);
    units += gridUnits(grid, line);
    let scatters = 0;
    for (const col of grid) for (const s of col) if (s === SCATTER) scatters++;
    if (scatters >= 3)
      for (let f = 0; f < FREE_SPINS; f++)
        units += gridUnits(spinGrid(rng, grid), line) * FREE_SPIN_MULTIPLIER;
  }
  return (units / LINES / spins) * 100;
}
