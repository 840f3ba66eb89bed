/**
 * Odds formats (issue 14 point 2). The server prices in decimal odds (stake × odds is the return); the other
 * formats are views of the same price. Pure; unit-tested (odds.test.ts).
 *
 * - Hong Kong: the net win per unit staked, d − 1.
 * - Malay: d − 1 while that is at most 1 (positive); above even money −1 / (d − 1) (negative, the stake to win 1).
 * - Indonesian: d − 1 from even money up (positive, ≥ 1); below even money −1 / (d − 1) (negative, ≤ −1).
 * - American: +100 × (d − 1) from even money up; −100 / (d − 1) below.
 * Rounded half away from zero to 2 decimals (American to a whole number); even money (2.00) reads 1.00 in HK,
 * Malay and Indo and +100 in American.
 */
export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Half away from zero, with a guard against binary fractions (1.005 → 1.01). */
function round(n: number, places: number): number {
  const f = 10 ** places;
  return (Math.sign(n) * Math.round(Math.abs(n) * f + 1e-9)) / f;
}

/** The price in `format` as a number (decimal odds ≥ 1.01 in). */
export function convertOdds(decimal: number, format: OddsFormat): number {
  const net = decimal - 1;
  switch (format) {
    case 'decimal':
      return round(decimal, 2);
    case 'hk':
      return round(net, 2);
    case 'malay':
      return net <= 1 ? round(net, 2) : round(-1 / net, 2);
    case 'indo':
      return net >= 1 ? round(net, 2) : round(-1 / net, 2);
    case 'american':
      return net >= 1 ? round(net * 100, 0) : round(-100 / net, 0);
  }
}

/** The price as a player reads it in `format` (`1.95` → HK `0.95`, Malay `-0.67`, American `+150`). */
export function formatOdds(decimal: number, format: OddsFormat): string {
  const v = convertOdds(decimal, format);
  if (format === 'american') return v > 0 ? `+${v}` : String(v);
  return v.toFixed(2);
}

export function isOddsFormat(v: unknown): v is OddsFormat {
  return typeof v === 'string' && (ODDS_FORMATS as readonly string[]).includes(v);
}
