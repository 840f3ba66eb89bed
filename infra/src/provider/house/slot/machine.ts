/**
 * "Jade Lantern Reels" (HOUSE-SLOT-001): a 5×3 video slot with 10 fixed paylines, a wild that substitutes for
 * every symbol but the scatter, and a free-spins feature (3 or more scatters anywhere: 8 free spins, wins ×2,
 * no retrigger). Pure data; machine.ts's numbers are what rtp.ts computes the exact return of.
 */
export const SYMBOLS = [
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'coin',
  'fan',
  'lantern',
  'wild',
  'scatter',
] as const;
export type SymbolName = (typeof SYMBOLS)[number];
export const WILD = 8;
export const SCATTER = 9;
export const ROWS = 3;
export const REELS = 5;

/** Line pays in line bets for 3, 4 and 5 of a kind (index = symbol). A line of five wilds pays as the lantern. */
export const PAYS: readonly (readonly [number, number, number])[] = [
  [5, 10, 50], // ten
  [5, 10, 50], // jack
  [5, 15, 75], // queen
  [5, 20, 100], // king
  [10, 25, 125], // ace
  [15, 40, 200], // coin
  [20, 60, 300], // fan
  [30, 100, 470], // lantern
];
/** Scatter pays in total bets for 3, 4 and 5 scatters anywhere. */
export const SCATTER_PAYS = [2, 10, 50] as const;
export const FREE_SPINS = 8;
export const FREE_SPIN_MULTIPLIER = 2;

/** Rows of each payline, reel by reel (0 = top). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const LINES = PAYLINES.length;

/** How many of each symbol a reel strip holds (index = symbol); the strips interleave them (strip.ts). */
export const STRIP_COUNTS: readonly (readonly number[])[] = [
  [5, 5, 5, 5, 4, 3, 3, 2, 3, 1],
  [5, 5, 5, 5, 4, 3, 3, 2, 3, 1],
  [5, 5, 5, 5, 4, 3, 3, 2, 3, 1],
  [5, 5, 5, 5, 4, 3, 3, 2, 3, 1],
  [5, 5, 5, 5, 4, 3, 3, 2, 3, 1],
];

/** The declared return to player, percent (rtp.test.ts checks it against the exact figure and a simulation). */
export const DECLARED_RTP = 96.0;
