import { toMinor, type WheelPrize } from '@site/shared';
import { wheelRefusals, type WheelLimits, type WheelRefusal } from '../../../src/api/domain/wheel-rules';

/**
 * The prize wheel form's rows (WheelForm.tsx): a segment as typed — a bonus in the site's currency (major units,
 * as the kit's amount field keeps it), tokens back as digits, a weight as digits — and what the form checks before
 * sending: the server's own rules (`wheelRefusals`, api/domain/wheel-rules.ts) with the limits it answers.
 */
export type WheelKind = WheelPrize['kind'];

export interface WheelRow {
  /** a key for React, kept while rows are added and removed */
  id: number;
  kind: WheelKind;
  /** the bonus as typed (`25.00`) or the tokens back (`2`); empty for no prize */
  amount: string;
  weight: string;
}

export const rowOf = (p: Pick<WheelPrize, 'kind' | 'amount' | 'weight'>, id: number): WheelRow => ({
  id,
  kind: p.kind,
  amount: p.kind === 'bonus' ? (p.amount / 100).toFixed(2) : p.kind === 'token' ? String(p.amount) : '',
  weight: String(p.weight),
});

const wholeOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The amount a row means: minor units for a bonus, a count of tokens, 0 for no prize; null if not a number. */
export function amountOf(row: WheelRow): number | null {
  if (row.kind === 'none') return 0;
  return row.kind === 'bonus' ? toMinor(row.amount) : wholeOf(row.amount);
}

export const weightOf = (row: WheelRow) => wholeOf(row.weight);

/** The rows as the console API takes them. */
export const prizesOf = (rows: readonly WheelRow[]) =>
  rows.map((r) => ({ kind: r.kind, amount: amountOf(r) ?? -1, weight: weightOf(r) ?? 0 }));

/**
 * What is wrong with the rows, each at the field the server would name (`prizes.<i>.amount`): the server's own
 * rules (`wheelRefusals`), every refusal rather than the first; a number that does not read as one breaks its rule.
 */
export const wheelProblems = (rows: readonly WheelRow[], l: WheelLimits): WheelRefusal[] =>
  wheelRefusals(prizesOf(rows), l);

/**
 * Each row's chance in percent, as /spin shows it (two decimals at most), from the weights typed so far; null
 * for a row whose weight is not a valid number yet.
 */
export function chancesOf(rows: readonly WheelRow[]): (number | null)[] {
  const weights = rows.map((r) => {
    const w = weightOf(r);
    return w !== null && w > 0 ? w : null;
  });
  const total = weights.reduce<number>((s, w) => s + (w ?? 0), 0);
  return weights.map((w) => (w === null || !total ? null : Math.round((w / total) * 10_000) / 100));
}
