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

/** How many of the slip's picks moved, are suspended for now, or closed since they were added. */
export interface PriceCounts {
  moved: number;
  closed: number;
  suspended: number;
}

export function checkSlip(
  slip: Slip,
  prices: PriceCounts,
  balance: number | null,
  limits: StakeLimits | undefined,
): { errors: SlipErrors } | { bets: PlannedBet[] } {
  if (prices.closed) return { errors: { form: { key: 'marketClosed' } } };
  if (prices.suspended) return { errors: { form: { key: 'marketSuspended' } } };
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

/** What made a message about the slip's prices, by its key or the server's refusal. */
function priceCause(m: SlipMessage): keyof PriceCounts | null {
  const key = 'answer' in m ? m.answer.statusMessage : m.key;
  if (key === 'confirmFirst' || key === 'oddsChanged' || key === 'oddsAboveMaximum') return 'moved';
  if (key === 'marketSuspended') return 'suspended';
  if (key === 'marketClosed') return 'closed';
  return null;
}

/**
 * The slip's messages without those whose cause has just gone (its count went from some to none between the
 * renders `before` and `now`): "accept the new odds" once no price is moved any more (Accept new odds,
 * auto-accept, the pick removed), "suspended" once the market reopened, "closed" once no closed pick is left. A
 * refusal of the server shown before the refetched prices arrive (its count still 0) stays until then. The same
 * object when nothing is dropped; null when nothing is left.
 */
export function withoutResolved(
  errors: SlipErrors | null,
  before: PriceCounts,
  now: PriceCounts,
): SlipErrors | null {
  if (!errors) return null;
  const kept = Object.entries(errors).filter(([, m]) => {
    const cause = priceCause(m);
    return cause === null || !(before[cause] > 0 && now[cause] === 0);
  });
  if (kept.length === Object.keys(errors).length) return errors;
  return kept.length ? Object.fromEntries(kept) : null;
}
