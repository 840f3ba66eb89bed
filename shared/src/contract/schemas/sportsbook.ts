import * as z from 'zod/mini';
import { BET_TYPES } from '../../lib/constants';
import { authPair, idempotencyKey, instant, intId, isoDate, nullableInstant, paged, paging } from './fields';

/** Sportsbook bets (SPEC §9 bet types). Stakes and payouts in minor units. */
export const betStatus = z.enum(['open', 'won', 'lost', 'void']);
const homeAway = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A selection as answered: team names per language flattened to `home_name_<lang>` / `away_name_<lang>`. */
export const betSelection = z.catchall(
  z.object({
    bet_type: z.string(),
    home_away: homeAway,
    criteria1: z.string(),
    home_team_name: z.string(),
    away_team_name: z.string(),
  }),
  z.union([z.string(), z.number()]),
);
export const bet = z.object({
  bet_id: z.number(),
  bet_type: z.string(),
  stake: z.number(),
  odds: z.number(),
  status: betStatus,
  payout: z.number(),
  potential_payout: z.number(),
  placed_at: instant,
  settled_at: nullableInstant,
  selections: z.array(betSelection),
});

export const betHistoryRequest = z.object({
  ...authPair,
  ...paging,
  status: z.optional(betStatus),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
});

/** A selection of the server's own markets (`/api/sportsbook/events`) and the odds the player accepted (9.3). */
const selectionRequest = z.object({
  selection_id: intId,
  odds: z.number().check(z.minimum(1.01), z.maximum(1000)),
});
export const placeBetRequest = z.object({
  ...authPair,
  bet_type: z.enum(BET_TYPES),
  stake: z.int().check(z.minimum(100), z.maximum(100_000_000)),
  selections: z.array(selectionRequest).check(z.minLength(1), z.maxLength(10)),
  idempotency_key: idempotencyKey,
});

/** Open events with their markets and the server's current prices (what a bet is placed at). */
export const sportEventsRequest = z.object({
  sport: z.optional(z.enum(['football', 'basketball', 'tennis', 'esports'])),
  limit: z._default(z.optional(z.int().check(z.minimum(1), z.maximum(100))), 50),
});
export const sportSelection = z.object({
  selection_id: z.number(),
  home_away: homeAway,
  label: z.string(),
  odds: z.number(),
});
export const sportMarket = z.object({
  market_id: z.number(),
  bet_type: z.string(),
  criteria1: z.string(),
  /** suspended markets are shown greyed and refused by place_bet (absent: open) */
  status: z.optional(z.enum(['open', 'suspended'])),
  selections: z.array(sportSelection),
});
/** An event; team names per language flattened to `home_name_<lang>` / `away_name_<lang>`. */
export const sportEvent = z.catchall(
  z.object({
    event_id: z.number(),
    sport: z.string(),
    league: z.string(),
    home_team: z.string(),
    away_team: z.string(),
    starts_at: instant,
    markets: z.array(sportMarket),
  }),
  z.union([z.string(), z.number(), z.array(sportMarket)]),
);

export const sportsbookCalls = {
  '/api/sportsbook/bet_history': { request: betHistoryRequest, answer: paged(bet) },
  '/api/sportsbook/place_bet': { request: placeBetRequest, answer: z.extend(bet, { balance: z.number() }) },
  '/api/sportsbook/events': { request: sportEventsRequest, answer: z.array(sportEvent) },
} as const;
