import * as z from 'zod/mini';
import { BET_TYPES } from '../../lib/constants';
import {
  authPair,
  idempotencyKey,
  instant,
  intId,
  isoDate,
  nullableInstant,
  paged,
  paging,
  timeZone,
} from './fields';

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
    /** placed while the event was live: the score then ("1-0", home first) and the minute (14 §1) */
    live_score: z.optional(z.string()),
    live_minute: z.optional(z.number()),
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
  tz: z.optional(timeZone),
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
export const eventPhase = z.enum(['not_started', 'live', 'finished']);
/** An event; team names per language flattened to `home_name_<lang>` / `away_name_<lang>`. */
export const sportEvent = z.catchall(
  z.object({
    event_id: z.number(),
    sport: z.string(),
    league: z.string(),
    home_team: z.string(),
    away_team: z.string(),
    starts_at: instant,
    /** the feed's phase (14 §3): `live` events carry the minute and the score; absent: not started */
    phase: z.optional(eventPhase),
    minute: z.optional(z.number()),
    home_score: z.optional(z.number()),
    away_score: z.optional(z.number()),
    markets: z.array(sportMarket),
  }),
  z.union([z.string(), z.number(), z.array(sportMarket)]),
);

/**
 * Drives the simulated feed (operator, admin token; docs/api.md): `tick` runs one tick; `create` a scripted match
 * of `sport` (moved only by these calls) starting in an hour; `start` kicks `event_id` off now; `goal` scores for
 * `side` (suspends its markets for two ticks); `move` sets `odds` of `selection_id` (or moves it 2–6 %);
 * `finish` ends `event_id` with the final score given (or as it stands) and settles its bets.
 */
export const sportsFeedRequest = z.object({
  action: z.enum(['tick', 'create', 'start', 'goal', 'move', 'finish']),
  sport: z.optional(z.enum(['football', 'basketball', 'tennis', 'esports'])),
  event_id: z.optional(intId),
  selection_id: z.optional(intId),
  side: z.optional(z.union([z.literal(1), z.literal(2)])),
  odds: z.optional(z.number().check(z.minimum(1.01), z.maximum(1000))),
  home_score: z.optional(z.int().check(z.minimum(0), z.maximum(999))),
  away_score: z.optional(z.int().check(z.minimum(0), z.maximum(999))),
  ht_home_score: z.optional(z.int().check(z.minimum(0), z.maximum(999))),
  ht_away_score: z.optional(z.int().check(z.minimum(0), z.maximum(999))),
});
export const sportsFeedAnswer = z.object({
  event_id: z.optional(z.number()),
  phase: z.optional(eventPhase),
  minute: z.optional(z.number()),
  home_score: z.optional(z.number()),
  away_score: z.optional(z.number()),
  selection_id: z.optional(z.number()),
  odds: z.optional(z.number()),
  price_version: z.optional(z.number()),
  /** bets settled by this call */
  settled: z.array(z.number()),
});

export const sportsbookCalls = {
  '/api/operator/sports_feed': { request: sportsFeedRequest, answer: sportsFeedAnswer },
  '/api/sportsbook/bet_history': { request: betHistoryRequest, answer: paged(bet) },
  '/api/sportsbook/place_bet': { request: placeBetRequest, answer: z.extend(bet, { balance: z.number() }) },
  '/api/sportsbook/events': { request: sportEventsRequest, answer: z.array(sportEvent) },
} as const;
