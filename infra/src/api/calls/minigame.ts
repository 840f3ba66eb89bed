import { DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { idempotent } from '../domain/idempotent';
import { nowOf } from '../domain/responsible';
import { SPIN_COST, spinWheel, tokensOf, totalWeight, wheelOf } from '../domain/minigame';

/**
 * The site's prize wheel, its segments and their weights: the published odds (public, so a guest can read them),
 * the same the site's spins draw from.
 */
export const minigameWheel = defineCall(DESIGNED_CALLS.minigameWheel, {
  async handle({ db, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const { prizes } = await wheelOf(db, site.id);
    return ok({ cost: SPIN_COST, total_weight: totalWeight(prizes), prizes: [...prizes] });
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
 * The answer carries the wheel the prize was drawn from (contract 17.7.0).
 */
export const minigameSpin = defineCall(DESIGNED_CALLS.minigameSpin, {
  auth: true,
  async handle({ db, config, body, player }) {
    const me = player!;
    return idempotent(db, me.id, body.idempotency_key, DESIGNED_CALLS.minigameSpin, body, async (q) => {
      const { prizes } = await wheelOf(q, me.site_id);
      const spun = await spinWheel(q, me.id, { now: nowOf(config), wheel: prizes });
      // the wheel the prize was drawn from: the page lands on it even if the operator has changed it since
      return ok({
        ...spun,
        wheel: { cost: SPIN_COST, total_weight: totalWeight(prizes), prizes: [...prizes] },
      });
    });
  },
});
