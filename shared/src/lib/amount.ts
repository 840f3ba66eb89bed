/** Parses a typed amount in major units ("1,250.5", "100.") to integer minor units, or null when it is not a positive amount. */
export function toMinor(input: string): number | null {
  const clean = input.normalize('NFKC').replace(/,/g, '').trim();
  // "100." is 100: the point typed before the decimals (or left there) is not a different amount
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const minor = Math.round(Number(clean) * 100);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Keeps what an amount field may hold: digits and one decimal point with at most two decimals. Full-width digits and
 * point (`１００．５`, a Chinese keyboard's) become ASCII first (NFKC), so they are kept.
 */
export function amountInput(input: string): string {
  const [int = '', ...rest] = input
    .normalize('NFKC')
    .replace(/[^\d.]/g, '')
    .split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, 2)}` : int;
}
