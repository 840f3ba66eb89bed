import * as z from 'zod/mini';
import { authOnly, authPair, idempotencyKey, instant, siteOnly } from './fields';

/**
 * The minigame economy (docs/minigame.md): tokens earned from real-money turnover, frozen until the next UTC day,
 * spent one per spin of the prize wheel, whose prizes and weights the server publishes and draws from.
 */
export const WHEEL_PRIZE_KINDS = ['bonus', 'token', 'none'] as const;

/** One segment of the wheel: a bonus (minor units), tokens back, or nothing; `weight` of `total_weight`. */
export const wheelPrize = z.object({
  segment: z.number(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  amount: z.number(),
  weight: z.number(),
});
export const wheelValue = z.object({
  cost: z.number(),
  total_weight: z.number(),
  prizes: z.array(wheelPrize),
});

export const wheelSpin = z.object({
  spin_id: z.number(),
  segment: z.number(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  amount: z.number(),
  at: instant,
});

export const minigameTokens = z.object({
  token_balance: z.number(),
  frozen_token: z.number(),
  /** When today's frozen tokens become usable (the next 00:00 UTC). */
  unfreeze_at: instant,
  turnover_per_token: z.number(),
  daily_cap: z.number(),
  /** Turnover counted today (UTC) and toward today's tokens. */
  today_turnover: z.number(),
  spins: z.array(wheelSpin),
});

export const wheelSpinRequest = z.object({ ...authPair, idempotency_key: idempotencyKey });
export const wheelSpinAnswer = z.object({
  spin: wheelSpin,
  token_balance: z.number(),
  frozen_token: z.number(),
  balance: z.number(),
  /** The wheel the prize was drawn from (17.7.0): the page lands on its segment even after an operator's change. */
  wheel: wheelValue,
});

export const minigameCalls = {
  '/api/minigame/wheel': { request: siteOnly, answer: wheelValue },
  '/api/minigame/tokens': { request: authOnly, answer: minigameTokens },
  '/api/minigame/spin': { request: wheelSpinRequest, answer: wheelSpinAnswer },
} as const;
