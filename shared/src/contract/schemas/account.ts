import * as z from 'zod/mini';
import { authOnly, authPair, email, instant, intId, siteRef } from './fields';

/** VIP, referral, missions, leaderboard, profile and inbox of a signed-in player. */
export const vipLevelInfo = z.object({
  starting_deposit: z.number(),
  cycle_deposit: z.number(),
  deposit_next: z.number(),
  starting_turnover: z.number(),
  cycle_turnover: z.number(),
  turnover_next: z.number(),
  vip_name: z.string(),
  vip_name_next: z.string(),
});
export const vipValue = z.object({ level: z.number(), nextLevel: z.array(vipLevelInfo) });

export const referralValue = z.object({
  referral_code: z.string(),
  referral_url: z.string(),
  invited: z.number(),
  deposited: z.number(),
  friends: z.array(z.object({ account_id: z.string(), joined_at: instant, deposited: z.boolean() })),
});

export const mission = z.object({
  mission_id: z.number(),
  code: z.string(),
  title: z.string(),
  metric: z.enum(['deposit', 'turnover', 'bets']),
  period: z.enum(['daily', 'weekly']),
  period_key: z.string(),
  target: z.number(),
  progress: z.number(),
  reward: z.number(),
  completed: z.boolean(),
  claimed: z.boolean(),
});
export const missionClaimRequest = z.object({ ...authPair, mission_id: intId });

export const leaderboardRequest = z.object({
  ...siteRef,
  period: z._default(z.optional(z.enum(['week', 'month'])), 'week'),
});
export const leaderboardEntry = z.object({ rank: z.number(), account_id: z.string(), turnover: z.number() });
/** The signed-in player's own place on the same board: rank null while they have no turnover in the period. */
export const leaderboardRankRequest = z.object({
  ...authPair,
  period: z._default(z.optional(z.enum(['week', 'month'])), 'week'),
});
export const leaderboardRankValue = z.object({
  period: z.enum(['week', 'month']),
  rank: z.nullable(z.number()),
  turnover: z.number(),
  players: z.number(),
});

export const profileUpdateRequest = z.object({
  ...authPair,
  full_name: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[\p{L} ]+$/u, 'letters and spaces only')),
  contact_email: email,
});
export const profileUpdateValue = z.array(z.object({ contact_email: z.string(), full_name: z.string() }));

/** The signed-in player's own profile (/profile): the phone masked by the API, the VIP level as auth/vip computes it. */
export const profileValue = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
  /** Masked by the API: the first four and the last two digits (`6391******01`). */
  contact_phone: z.string(),
  vip_level: z.number(),
  vip_name: z.string(),
  member_since: instant,
  /** The latest successful sign-in (this session's, for a fresh one); null when none is recorded. */
  last_sign_in: z.nullable(z.object({ at: instant, ip: z.string(), device: z.string() })),
});

export const inboxItem = z.object({
  inbox_id: z.number(),
  title: z.string(),
  body: z.string(),
  created_at: instant,
  read: z.boolean(),
  claimable: z.boolean(),
  claimed: z.boolean(),
  amount: z.number(),
});
export const claimInboxRequest = z.object({ ...authPair, inbox_id: intId });

export const accountCalls = {
  '/api/auth/vip': { request: authOnly, answer: vipValue },
  '/api/account/referral': { request: authOnly, answer: referralValue },
  '/api/account/missions': { request: authOnly, answer: z.array(mission) },
  '/api/account/mission_claim': { request: missionClaimRequest, answer: mission },
  '/api/account/leaderboard': { request: leaderboardRequest, answer: z.array(leaderboardEntry) },
  '/api/account/leaderboard_rank': { request: leaderboardRankRequest, answer: leaderboardRankValue },
  '/api/settings/profile_update': { request: profileUpdateRequest, answer: profileUpdateValue },
  '/api/account/profile': { request: authOnly, answer: profileValue },
  '/api/settings/get_inbox': { request: authOnly, answer: z.array(inboxItem) },
  '/api/settings/claim_inbox': { request: claimInboxRequest, answer: inboxItem },
} as const;
