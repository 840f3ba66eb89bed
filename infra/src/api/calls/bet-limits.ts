import { DESIGNED_CALLS, type BetLimits } from '@site/shared';
import type { Queryable } from '../../db/index';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { findSite } from '../site';
import { audit, nowOf } from '../domain/responsible';

/** A site's stake limits (minor units). */
export async function betLimitsOf(q: Queryable, siteId: number): Promise<BetLimits> {
  const [row] = await q.query<{ bet_min: string | number; bet_max: string | number }>(
    'SELECT bet_min, bet_max FROM sites WHERE id = $1',
    [siteId],
  );
  return { min_stake: Number(row?.bet_min ?? 100), max_stake: Number(row?.bet_max ?? 100_000_000) };
}

/** The refusal of a stake outside the site's limits (`stakeOutOfLimits`, detail names both ends), or null. */
export async function stakeRefusal(q: Queryable, siteId: number, stake: number) {
  const l = await betLimitsOf(q, siteId);
  return stake < l.min_stake || stake > l.max_stake
    ? fail('stakeOutOfLimits', `stake: ${l.min_stake} to ${l.max_stake}`)
    : null;
}

/** The site's sportsbook stake limits (public: the slip shows them before a guest signs in). */
export const betLimits = defineCall(DESIGNED_CALLS.betLimits, {
  async handle({ db, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    return ok(await betLimitsOf(db, site.id));
  },
});

/**
 * Operator call (x-admin-token): sets a site's stake limits; a field left out stays. Minimum above maximum is
 * refused. The change (before and after) is a row of the audit trail.
 */
export const operatorSiteBetLimits = defineCall(DESIGNED_CALLS.operatorSiteBetLimits, {
  admin: true,
  async handle({ db, body, config }) {
    const site = await findSite(db, body.domain_name);
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const before = await betLimitsOf(db, site.id);
    const after = {
      min_stake: body.min_stake ?? before.min_stake,
      max_stake: body.max_stake ?? before.max_stake,
    };
    if (after.min_stake > after.max_stake)
      return fail('invalidInput', `min_stake: ${after.min_stake} is above max_stake ${after.max_stake}`);
    await db.tx(async (q) => {
      await q.query('UPDATE sites SET bet_min = $2, bet_max = $3 WHERE id = $1', [
        site.id,
        after.min_stake,
        after.max_stake,
      ]);
      await audit(
        q,
        {
          siteId: site.id,
          playerId: null,
          actor: 'operator',
          action: 'site_bet_limits',
          detail: { before, after },
        },
        nowOf(config),
      );
    });
    return ok(after);
  },
});
