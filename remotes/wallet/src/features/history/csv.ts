/** A number written with a fixed number of decimals (`-50.00`): a CSV number cell, never defused as text. */
export interface Numeral {
  readonly numeral: string;
}

/** An amount in minor units as a decimal number cell with two decimals (`-5000` → `-50.00`). */
export function decimalAmount(minor: number): Numeral {
  return { numeral: (minor / 100).toFixed(2) };
}

export type CsvValue = string | number | Numeral;

/**
 * One CSV cell: quoted when needed. A number (or a Numeral) is written as a number, so a spreadsheet sums the
 * column; text a spreadsheet would run as a formula (starting with = + - @ tab or CR) is prefixed with `'`.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    if (!/^-?\d+(\.\d+)?$/.test(value.numeral)) throw new Error(`not a number: ${value.numeral}`);
    return value.numeral;
  }
  const s = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 CSV (CRLF line ends) of a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
