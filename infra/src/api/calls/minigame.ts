import { DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { idempotent } from '../domain/idempotent';
import { nowOf } from '../domain/responsible';
import { SPIN_COST, WHEEL, WHEEL_TOTAL_WEIGHT, spinWheel, tokensOf } from '../domain/minigame';

/** The prize wheel's segments and their weights: the published odds (public, so a guest can read them). */
export const minigameWheel = defineCall(DESIGNED_CALLS.minigameWheel, {
  async handle({ site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    return ok({ cost: SPIN_COST, total_weight: WHEEL_TOTAL_WEIGHT, prizes: [...WHEEL] });
  },
});

/** The player's tokens: usable, frozen until the next 00:00 UTC, how they are earned, and the last spins. */
export const minigameTokens = defineCall(DESIGNED_CALLS.minigameTokens, {
  auth: true,
  async handle({ db, config, player }) {
    return ok(await tokensOf(db, player!.id, nowOf(config)));
  },
});

/**
 * Spins the wheel once per idempotency key: one token spent, the prize drawn on the server and credited once. A
 * replay answers the first answer; spins run one at a time per player (wallet lock), so tokens never go negative.
 */
export const minigameSpin = defineCall(DESIGNED_CALLS.minigameSpin, {
  auth: true,
  async handle({ db, config, body, player }) {
    const me = player!;
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.minigameSpin, body, async (q) =>
      ok(await spinWheel(q, me.id, { now: nowOf(config) })),
    );
  },
});
