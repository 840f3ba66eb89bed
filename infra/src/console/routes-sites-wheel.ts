import { z } from 'zod';
import { checkWheel, wheelOf, writeWheel } from '../api/domain/minigame';
import { ConsoleError } from './errors';
import { route } from './route';
import { changeSite } from './site-settings';

/** At most this many rows are read from a body (the rules allow 12: a longer list is refused by them). */
const MAX_ROWS = 50;

/**
 * A site's prize wheel (docs/minigame.md "A site's own wheel"): `{prizes}` sets the segments in wheel order,
 * checked by the minigame's own rules (`checkWheel`: a refusal names `prizes` or `prizes.<i>.<field>`);
 * `{default: true}` gives the site the default wheel again. One transaction with its `sites.wheel` audit row
 * (the wheel before and after); spins already made keep what they drew.
 */
export const setWheel = route({
  method: 'POST',
  path: '/sites/:domain/wheel',
  access: 'sites.change',
  body: z.union([
    z.object({ default: z.literal(true) }).strict(),
    z
      .object({
        prizes: z
          .array(z.object({ kind: z.string(), amount: z.number(), weight: z.number() }).strict())
          .max(MAX_ROWS),
      })
      .strict(),
  ]),
  async handle(ctx) {
    const body = ctx.body;
    let wheel = null;
    if ('prizes' in body) {
      const checked = checkWheel(body.prizes);
      if (!checked.ok)
        throw new ConsoleError(400, 'invalidInput', `${checked.refusal.field}: ${checked.refusal.reason}`);
      wheel = checked.wheel;
    }
    return changeSite(ctx, 'wheel', async (q, site) => {
      const before = await wheelOf(q, site.id);
      await writeWheel(q, site.id, wheel);
      return { before, after: await wheelOf(q, site.id) };
    });
  },
});
