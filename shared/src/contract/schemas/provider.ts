import * as z from 'zod/mini';
import { gameCode } from './fields';

/**
 * The seamless-wallet API a game provider calls (docs/provider.md). Not a browser call: every request is signed
 * with the provider's secret (HMAC-SHA256 of the raw body in the `x-signature` header), so these paths live in
 * their own map, `PROVIDER_CONTRACT`, outside the player API's `CONTRACT`.
 */
const ident = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/, '1 to 64 characters of A-Z a-z 0-9 _ . : -'));
const signed = {
  /** the provider's code, e.g. HOUSE */
  provider_id: z.string().check(z.regex(/^[A-Z0-9_]{2,16}$/, 'a provider code')),
  /** when the provider sent the request, milliseconds since 1970 UTC; refused when more than 30 s off */
  timestamp: z.int().check(z.positive()),
  /** the game token of product/launch */
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, 'not a game token')),
};
/** Minor units; a win may be 0 (a lost round closes with a zero win). */
const stake = z.int().check(z.positive(), z.maximum(1_000_000_000_000));
const payout = z.int().check(z.minimum(0), z.maximum(1_000_000_000_000));

export const providerAuthenticateRequest = z.object({ ...signed, transaction_id: z.optional(ident) });
export const providerBalanceRequest = providerAuthenticateRequest;
export const providerBetRequest = z.object({
  ...signed,
  round_id: ident,
  transaction_id: ident,
  game_code: gameCode,
  amount: stake,
});
export const providerWinRequest = z.object({
  ...signed,
  round_id: ident,
  transaction_id: ident,
  amount: payout,
});
export const providerRollbackRequest = z.object({
  ...signed,
  round_id: ident,
  transaction_id: ident,
  /** the bet to undo */
  ref_transaction_id: ident,
});

export const providerPlayer = z.object({
  player_id: z.string(),
  currency: z.string(),
  balance: z.number(),
  game_code: z.string(),
  language: z.string(),
});
export const providerBalance = z.object({ currency: z.string(), balance: z.number() });
export const providerMovement = z.object({
  currency: z.string(),
  balance: z.number(),
  transaction_id: z.string(),
  /** the ledger row written, or null when this call moved nothing (a rollback of an unseen bet) */
  ledger_id: z.nullable(z.string()),
});

export const providerCalls = {
  '/provider/v1/authenticate': { request: providerAuthenticateRequest, answer: providerPlayer },
  '/provider/v1/balance': { request: providerBalanceRequest, answer: providerBalance },
  '/provider/v1/bet': { request: providerBetRequest, answer: providerMovement },
  '/provider/v1/win': { request: providerWinRequest, answer: providerMovement },
  '/provider/v1/rollback': { request: providerRollbackRequest, answer: providerMovement },
} as const;

/** The house game server's own API, called by its game clients (in the game frame) with the game token. */
export const houseSpinRequest = z.object({ token: signed.token, stake: stake });
export const housePickRequest = z.object({
  token: signed.token,
  stake: stake,
  pick: z.enum(['big', 'small', 'odd', 'even']),
});
export const houseChainRequest = z.object({ game_code: gameCode });
export const houseRound = z.object({
  round_id: z.string(),
  stake: z.number(),
  payout: z.number(),
  balance: z.number(),
});
export const houseChain = z.object({
  terminating_hash: z.string(),
  salt: z.string(),
  next_index: z.number(),
});

/** Demo play (fun money): no token, no wallet, no ledger; the client keeps the fun balance. */
export const houseDemoSpinRequest = z.object({ stake: stake });
export const houseDemoPickRequest = z.object({
  stake: stake,
  pick: z.enum(['big', 'small', 'odd', 'even']),
});
export const houseDemoRound = z.object({ round_id: z.string(), stake: z.number(), payout: z.number() });

export const houseBalanceRequest = z.object({ token: signed.token });

/**
 * The crash game (HOUSE-CRASH-001): a round per player. `start` bets and starts the multiplier; `cashout` takes the
 * multiplier of the server's clock; `state` tells a running round from a settled one (settling it once its end has
 * passed); `current` finds the player's unfinished round again with a new game token. Multipliers are hundredths
 * (180 = ×1.80); the optional auto cash-out is at least ×1.01 and at most the cap, ×1,000.00.
 */
const autoCashout = z.int().check(z.minimum(101), z.maximum(100_000));
export const houseCrashStartRequest = z.object({
  token: signed.token,
  stake: stake,
  auto_cashout: z.optional(z.nullable(autoCashout)),
});
export const houseCrashRoundRequest = z.object({ token: signed.token, round_id: ident });
export const houseCrashCurrentRequest = z.object({ token: signed.token });
export const houseCrashStarted = z.object({
  round_id: z.string(),
  stake: z.number(),
  balance: z.number(),
  /** the server's clock when the multiplier started (ms since 1970) */
  started_at: z.number(),
  /** the server's clock as it answered: the client draws the curve at its own clock + (now − its clock) */
  now: z.number(),
  auto_cashout: z.nullable(z.number()),
});
export const houseCrashRunning = z.object({
  round_id: z.string(),
  stake: z.number(),
  status: z.literal('running'),
  started_at: z.number(),
  now: z.number(),
  auto_cashout: z.nullable(z.number()),
});
export const houseCrashSettled = z.object({
  round_id: z.string(),
  stake: z.number(),
  status: z.literal('settled'),
  crash_point: z.number(),
  /** the multiplier paid (hundredths), or null for a lost round */
  cashout: z.nullable(z.number()),
  payout: z.number(),
  /** the wallet balance after the round (absent in demo play) */
  balance: z.optional(z.number()),
  seed: z.string(),
  index: z.number(),
  salt: z.string(),
  terminating_hash: z.string(),
  hash: z.string(),
});
export const houseCrashState = z.union([houseCrashRunning, houseCrashSettled]);
export const houseCrashCurrent = z.object({ round: z.nullable(houseCrashState) });
export const houseDemoCrashStartRequest = z.object({
  stake: stake,
  auto_cashout: z.optional(z.nullable(autoCashout)),
});
export const houseDemoCrashRoundRequest = z.object({ round_id: ident });
export const houseDemoCrashStarted = z.object({
  round_id: z.string(),
  stake: z.number(),
  started_at: z.number(),
  now: z.number(),
  auto_cashout: z.nullable(z.number()),
});

export const houseCalls = {
  '/provider/house/api/balance': { request: houseBalanceRequest, answer: providerBalance },
  '/provider/house/api/slot/spin': { request: houseSpinRequest, answer: houseRound },
  '/provider/house/api/demo/slot/spin': { request: houseDemoSpinRequest, answer: houseDemoRound },
  '/provider/house/api/demo/hash/play': { request: houseDemoPickRequest, answer: houseDemoRound },
  '/provider/house/api/hash/play': { request: housePickRequest, answer: houseRound },
  '/provider/house/api/chain': { request: houseChainRequest, answer: houseChain },
  '/provider/house/api/crash/start': { request: houseCrashStartRequest, answer: houseCrashStarted },
  '/provider/house/api/crash/cashout': { request: houseCrashRoundRequest, answer: houseCrashSettled },
  '/provider/house/api/crash/state': { request: houseCrashRoundRequest, answer: houseCrashState },
  '/provider/house/api/crash/current': { request: houseCrashCurrentRequest, answer: houseCrashCurrent },
  '/provider/house/api/demo/crash/start': {
    request: houseDemoCrashStartRequest,
    answer: houseDemoCrashStarted,
  },
  '/provider/house/api/demo/crash/cashout': {
    request: houseDemoCrashRoundRequest,
    answer: houseCrashSettled,
  },
  '/provider/house/api/demo/crash/state': { request: houseDemoCrashRoundRequest, answer: houseCrashState },
} as const;
