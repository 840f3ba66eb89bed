import * as z from 'zod/mini';
import { domainName, siteOnly } from './fields';

/** A site's sportsbook stake limits, minor units (issue 14 §5): what the slip shows and place_bet enforces. */
export const betLimits = z.object({ min_stake: z.number(), max_stake: z.number() });

/** The API's own bounds of a stake: a site's limits lie within them. */
export const STAKE_BOUNDS = { min: 100, max: 100_000_000 } as const;

const boundedStake = z.int().check(z.minimum(STAKE_BOUNDS.min), z.maximum(STAKE_BOUNDS.max));

export const siteBetLimitsRequest = z.object({
  domain_name: domainName,
  min_stake: z.optional(boundedStake),
  max_stake: z.optional(boundedStake),
});

export const betLimitCalls = {
  '/api/sportsbook/bet_limits': { request: siteOnly, answer: betLimits },
  '/api/operator/site_bet_limits': { request: siteBetLimitsRequest, answer: betLimits },
} as const;
