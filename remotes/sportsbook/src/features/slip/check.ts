/**
 * What Place bet (the button or Enter in a stake) does before any request, pure and unit-tested (check.test.ts):
 * the slip's problems as messages, or the bets to place. A message is kept as its key and its amounts (minor
 * units), or as the server's answer, and is put into words when drawn: a language switch re-reads it.
 */
import type { AnswerLike } from '@site/shared';
import {
  API_STAKE_LIMITS,
  parlayProblem,
  stakeMinor,
  stakeProblem,
  type Slip,
  type StakeLimits,
} from './slip';

export type SlipMessage =
  | { key: string; amounts?: Record<string, number> }
  /** a refusal of the server, read by the shared answer text */
  | { answer: AnswerLike };

/** Messages by place: a selection_id (its stake), `parlay` (the parlay stake) or `form` (the whole slip). */
export type SlipErrors = Record<string, SlipMessage>;

export interface PlannedBet {
  /** where its refusal shows (a selection_id or `parlay`) */
  key: string;
  bet_type: string;
  /** minor units */
  stake: number;
  selections: { selection_id: number; odds: number }[];
  /** the legs that leave the slip once it is placed */
  legs: number[];
}

export function checkSlip(
  slip: Slip,
  prices: { moved: number; closed: number },
  balance: number | null,
  limits: StakeLimits | undefined,
): { errors: SlipErrors } | { bets: PlannedBet[] } {
  if (prices.closed) return { errors: { form: { key: 'marketClosed' } } };
  if (prices.moved) return { errors: { form: { key: 'confirmFirst' } } };
  const bounds = limits ?? API_STAKE_LIMITS;
  const amounts = { min: bounds.min, max: bounds.max };
  const problem = (stake: number | null, left: number | null): SlipMessage | null => {
    const p = stakeProblem(stake, left, limits);
    return p ? { key: p, amounts } : null;
  };
  if (slip.mode === 'parlay') {
    const p = parlayProblem(slip.legs);
    if (p) return { errors: { form: { key: p } } };
    const stake = stakeMinor(slip.parlayStake);
    const m = problem(stake, balance);
    if (m) return { errors: { parlay: m } };
    return {
      bets: [
        {
          key: 'parlay',
          bet_type: 'PARLAY',
          stake: stake!,
          selections: slip.legs.map((l) => ({ selection_id: l.selection_id, odds: l.odds })),
          legs: slip.legs.map((l) => l.selection_id),
        },
      ],
    };
  }
  const errors: SlipErrors = {};
  const bets: PlannedBet[] = [];
  let total = 0;
  for (const l of slip.legs) {
    const key = String(l.selection_id);
    const stake = stakeMinor(slip.stakes[key] ?? '');
    const m = problem(stake, balance === null ? null : balance - total);
    if (m) errors[key] = m;
    else {
      total += stake!;
      bets.push({
        key,
        bet_type: l.bet_type,
        stake: stake!,
        selections: [{ selection_id: l.selection_id, odds: l.odds }],
        legs: [l.selection_id],
      });
    }
  }
  return Object.keys(errors).length ? { errors } : { bets };
}
