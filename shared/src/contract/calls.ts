import type * as z from 'zod/mini';
import { authCalls } from './schemas/auth';
import { walletCalls } from './schemas/wallet';
import { gamesCalls } from './schemas/games';
import { sportsbookCalls } from './schemas/sportsbook';
import { accountCalls } from './schemas/account';
import { contentCalls } from './schemas/content';
import { feedbackCalls } from './schemas/feedback';
import { siteCalls } from './schemas/site';
import { operatorCalls } from './schemas/operator';
import { providerCalls } from './schemas/provider';
import { responsibleCalls } from './schemas/responsible';
import { minigameCalls } from './schemas/minigame';
import { betLimitCalls } from './schemas/bet-limits';

/**
 * Every call the API answers, path → { request, answer } schemas. infra validates request bodies with these and
 * types its handlers by them; the browser's `api.call(path, body)` is typed by them. A page's form imports the
 * one schema it needs from `@site/shared/contract` instead of this map, so it pays only for that schema.
 */
export const CONTRACT = {
  ...authCalls,
  ...walletCalls,
  ...gamesCalls,
  ...sportsbookCalls,
  ...accountCalls,
  ...contentCalls,
  ...feedbackCalls,
  ...siteCalls,
  ...operatorCalls,
  ...responsibleCalls,
  ...minigameCalls,
  ...betLimitCalls,
} as const;

export type Contract = typeof CONTRACT;
export type ApiPath = keyof Contract;
/** What a client sends (defaults may be left out, ids may be digit strings). */
export type RequestOf<P extends ApiPath> = z.input<Contract[P]['request']>;
/** What a handler receives after validation (defaults filled in, ids as numbers). */
export type BodyOf<P extends ApiPath> = z.output<Contract[P]['request']>;
/** The envelope's `value` on success. */
export type AnswerOf<P extends ApiPath> = z.output<Contract[P]['answer']>;

/** Calls that need the operator's x-admin-token header. */
export const OPERATOR_PATHS = Object.keys(CONTRACT).filter(
  (p) => p.startsWith('/api/operator/') || p.startsWith('/api/admin/'),
) as ApiPath[];

/**
 * The seamless-wallet API game providers call (docs/provider.md): signed with the provider's secret instead of a
 * player session, so it is kept apart from `CONTRACT` (no browser `api.call` reaches it).
 */
export const PROVIDER_CONTRACT = providerCalls;
export type ProviderPath = keyof typeof PROVIDER_CONTRACT;
export type ProviderBodyOf<P extends ProviderPath> = z.output<(typeof PROVIDER_CONTRACT)[P]['request']>;
export type ProviderRequestOf<P extends ProviderPath> = z.input<(typeof PROVIDER_CONTRACT)[P]['request']>;
export type ProviderAnswerOf<P extends ProviderPath> = z.output<(typeof PROVIDER_CONTRACT)[P]['answer']>;
