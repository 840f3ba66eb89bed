/**
 * Request and answer types of every call, inferred from the contract's schemas (`@site/shared/contract`, one
 * file per domain). Nothing here is written by hand: change a schema and these follow. Field names are exactly
 * SPEC §7's. Answers are the `value` of the envelope; login answers carry their fields at the top level of the
 * envelope as well (SPEC §7 reads `token`, `user`, `fullname`, `email` from the login answer).
 */
import type * as z from 'zod/mini';
import type * as c from '../contract/index';

import type { ApiPath, AnswerOf, RequestOf } from '../contract/calls';

export type { ApiPath, AnswerOf, BodyOf, RequestOf, Contract } from '../contract/calls';
/** What a client sends to a path. */
export type ApiRequest<P extends ApiPath> = RequestOf<P>;
/** The envelope's value on success for a path. */
export type ApiValue<P extends ApiPath> = AnswerOf<P>;

type In<S extends z.ZodMiniType> = z.input<S>;
type Out<S extends z.ZodMiniType> = z.output<S>;

export type SiteRef = In<typeof c.siteOnly>;
export type AuthRef = In<typeof c.authOnly>;

export type Site = Out<typeof c.siteValue>;
export type MenuItem = Out<typeof c.menuItem>;
export type Maintenance = Out<typeof c.maintenance>;
export type ProviderCount = Out<typeof c.providerCount>;
export type LiveChat = Out<typeof c.liveChat>;
export type StartupValue = Out<typeof c.startupValue>;
export type Compliance = Out<typeof c.compliance>;
export type DepositLimit = Out<typeof c.depositLimit>;
export type RealityCheck = Out<typeof c.realityCheckView>;
export type RgStatus = Out<typeof c.rgStatus>;
export type SessionsValue = Out<typeof c.sessionsValue>;
export type VipLadder = Out<typeof c.vipLadder>;

export type LoginRequest = In<typeof c.loginRequest>;
export type LoginTacRequest = In<typeof c.loginTacRequest>;
export type LoginValue = Out<typeof c.loginValue>;
export type BalanceValue = Out<typeof c.balanceValue>;
export type ForgotPasswordRequest = In<typeof c.forgotPasswordRequest>;
export type SignupRequest = In<typeof c.signupRequest>;
export type TacVerifyRequest = In<typeof c.tacVerifyRequest>;
export type TacRequest = In<typeof c.tacLoginRequest>;
export type TacRequestValue = Out<typeof c.tacRequestValue>;
export type UpdatePasswordRequest = In<typeof c.updatePasswordRequest>;

export type VipLevelInfo = Out<typeof c.vipLevelInfo>;
export type VipValue = Out<typeof c.vipValue>;
export type GameEntry = Out<typeof c.gameEntry>;
export type FavItem = Out<typeof c.favItem>;
export type HotGamesRequest = In<typeof c.hotGamesRequest>;
export type SeoRequest = In<typeof c.seoRequest>;
export type SeoRecord = Out<typeof c.seoRecord>;
export type ProfileUpdateRequest = In<typeof c.profileUpdateRequest>;
export type ProfileUpdateValue = Out<typeof c.profileUpdateValue>;
export type ProfileValue = Out<typeof c.profileValue>;
export type SocialAccount = Out<typeof c.socialAccount>;
export type Top10Stats = Out<typeof c.top10Stats>;
export type CmsKey = (typeof c.CMS_KEYS)[number];
export type InboxItem = Out<typeof c.inboxItem>;
export type ClaimInboxRequest = In<typeof c.claimInboxRequest>;
export type AnalyticsScript = Out<typeof c.analyticsScript>;
export type AdsVisitRequest = In<typeof c.adsVisitRequest>;
