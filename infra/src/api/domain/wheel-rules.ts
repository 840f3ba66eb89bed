import type { WheelPrize } from '@site/shared';

/**
 * What an operator's prize wheel must keep (docs/minigame.md "A site's own wheel"), as one rule set for the server,
 * which refuses a wheel by its first refusal (`checkWheel` in minigame.ts), and the console's form, which shows every
 * one at its field before sending (infra/console/src/sites/wheel-rows.ts). No code imports: the console bundles it.
 */

export interface WheelLimits {
  minSegments: number;
  maxSegments: number;
  /** a bonus prize, minor units */
  maxBonus: number;
  /** tokens back */
  maxTokens: number;
  maxWeight: number;
}

/**
 * A segment as an operator sets it, before it is checked (any kind: the rules refuse an unknown one); its place on
 * the wheel is its position in the list.
 */
export type WheelSegmentInput = Pick<WheelPrize, 'amount' | 'weight'> & { kind: string };

/** The rule a refusal breaks; `field` is `prizes` or `prizes.<i>.<kind|amount|weight>`. */
export type WheelRule = 'segments' | 'kind' | 'bonus' | 'tokens' | 'none' | 'weight';

export interface WheelRefusal {
  field: string;
  rule: WheelRule;
  reason: string;
}

const whole = (n: unknown, min: number, max: number) =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * Every refusal of a wheel, in order: its number of segments, then each segment's kind (bonus, token or none), its
 * amount (a bonus of 1 to `maxBonus` minor units, 1 to `maxTokens` tokens back, 0 for no prize) and its weight (a
 * whole number from 1 to `maxWeight`).
 */
export function wheelRefusals(segments: readonly WheelSegmentInput[], l: WheelLimits): WheelRefusal[] {
  const out: WheelRefusal[] = [];
  if (segments.length < l.minSegments || segments.length > l.maxSegments)
    out.push({
      field: 'prizes',
      rule: 'segments',
      reason: `${l.minSegments} to ${l.maxSegments} segments (${segments.length})`,
    });
  segments.forEach((p, i) => {
    const at = (field: string, rule: WheelRule, reason: string) =>
      out.push({ field: `prizes.${i}.${field}`, rule, reason });
    if (!['bonus', 'token', 'none'].includes(p.kind)) at('kind', 'kind', 'bonus, token or none');
    else if (p.kind === 'bonus' && !whole(p.amount, 1, l.maxBonus))
      at('amount', 'bonus', `a bonus of 1 to ${l.maxBonus}`);
    else if (p.kind === 'token' && !whole(p.amount, 1, l.maxTokens))
      at('amount', 'tokens', `1 to ${l.maxTokens} tokens`);
    else if (p.kind === 'none' && p.amount !== 0) at('amount', 'none', 'no prize has no amount');
    if (!whole(p.weight, 1, l.maxWeight)) at('weight', 'weight', `a whole number from 1 to ${l.maxWeight}`);
  });
  return out;
}
