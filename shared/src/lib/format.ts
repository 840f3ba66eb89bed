/**
 * The `fmt` number format (SPEC §9): zero shows as empty; up to 4 decimals below 10, then one decimal fewer
 * per extra integer digit (3 for 10–99, 2 for 100–999, 1 for 1,000–9,999, 0 from 10,000). Thousands separated.
 */
export function fmt(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n) || n === 0) return '';
  const abs = Math.abs(n);
  const intDigits = abs < 1 ? 1 : Math.floor(Math.log10(abs)) + 1;
  const decimals = intDigits <= 1 ? 4 : Math.max(0, 5 - intDigits);
  return n.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
}

/** Money in minor units (cents) to a display amount with the site currency, e.g. `PHP 1,234.50`. */
export function money(minor: number, currency = ''): string {
  const text = (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${currency} ${text}` : text;
}
