// Installs the common-password list into the contract's password rule (issue 9 §9).
import '../security/password-policy';
import type { ApiCall } from './types';
import { startup } from './calls/startup';
import { checkStatus, login, logout } from './calls/session';
import { loginTac } from './calls/login-tac';
import { tacRequestLogin, tacRequestRegister, tacVerify } from './calls/tac';
import { signup } from './calls/signup';
import { forgotPassword, updatePassword } from './calls/password';
import { getBalance, vip } from './calls/balance';
import {
  bankOptions,
  cancelWithdrawal,
  deposit,
  processingTimes,
  withdraw,
  withdrawalInfo,
} from './calls/wallet';
import { bankAdd, bankRemove, banks } from './calls/banks';
import { statement, transactions } from './calls/history';
import { games, hotGames, launch, providers, recent } from './calls/games';
import { favouriteAdd, favouriteList, favouriteRemove } from './calls/favourites';
import { betHistory, placeBet, sportsbookEvents } from './calls/sportsbook';
import { leaderboard, leaderboardRank, missionClaim, missions, referral } from './calls/account';
import { claimInbox, getInbox } from './calls/inbox';
import { profile, profileUpdate } from './calls/profile';
import {
  analytics,
  cms,
  news,
  operatorCmsWrite,
  operatorNewsWrite,
  operatorPromotionWrite,
  promotions,
  seo,
  socialAccounts,
} from './calls/content';
import { adsVisit, siteInfoDetail, top10 } from './calls/site-info';
import {
  contactSend,
  operatorContactList,
  operatorReviewHide,
  reviewMine,
  reviewWrite,
  reviews,
} from './calls/feedback';
import { promotionClaim, promotionClaims } from './calls/promotion-claim';
import {
  depositLimit,
  realityCheckCall,
  realityCheckSet,
  rgExclude,
  rgHistory,
  rgStatus,
} from './calls/responsible';
import { accountSessions, sessionRevoke } from './calls/sessions';
import { minigameSpin, minigameTokens, minigameWheel } from './calls/minigame';
import { betLimits, operatorSiteBetLimits } from './calls/bet-limits';
import { vipLevels } from './calls/vip-levels';
import { operatorSiteCompliance } from './calls/compliance';
import {
  operatorDecide,
  operatorInboxSend,
  operatorPayments,
  operatorPlayerStatus,
  operatorSettleBet,
  operatorSportsFeed,
  operatorTac,
  operatorPrune,
} from './calls/operator';
import { operatorAudit, operatorPreviewToken } from './calls/operator-security';

/** Every call the API answers (docs/api.md lists them). One file per group under calls/; add new calls here. */
export const CALLS: ApiCall[] = [
  // SPEC §7
  startup,
  login,
  loginTac,
  getBalance,
  forgotPassword,
  signup,
  tacVerify,
  tacRequestRegister,
  tacRequestLogin,
  updatePassword,
  vip,
  favouriteList,
  hotGames,
  seo,
  profileUpdate,
  socialAccounts,
  top10,
  siteInfoDetail,
  getInbox,
  claimInbox,
  checkStatus,
  analytics,
  adsVisit,
  // designed
  logout,
  deposit,
  withdraw,
  cancelWithdrawal,
  banks,
  bankAdd,
  bankRemove,
  transactions,
  statement,
  withdrawalInfo,
  bankOptions,
  processingTimes,
  games,
  providers,
  launch,
  recent,
  favouriteAdd,
  favouriteRemove,
  betHistory,
  placeBet,
  sportsbookEvents,
  referral,
  missions,
  missionClaim,
  leaderboard,
  leaderboardRank,
  minigameWheel,
  minigameTokens,
  minigameSpin,
  betLimits,
  operatorSiteBetLimits,
  promotions,
  news,
  cms,
  operatorCmsWrite,
  contactSend,
  operatorContactList,
  reviews,
  reviewMine,
  reviewWrite,
  promotionClaim,
  promotionClaims,
  operatorReviewHide,
  operatorPromotionWrite,
  operatorNewsWrite,
  // operator (x-admin-token)
  operatorPayments,
  operatorDecide,
  operatorSettleBet,
  operatorSportsFeed,
  operatorPlayerStatus,
  operatorInboxSend,
  operatorTac,
  operatorAudit,
  operatorPreviewToken,
  // responsible gaming, sessions, VIP ladder, compliance (issue 10; docs/responsible-gaming.md)
  rgStatus,
  depositLimit,
  rgExclude,
  realityCheckCall,
  realityCheckSet,
  rgHistory,
  accountSessions,
  sessionRevoke,
  vipLevels,
  profile,
  operatorSiteCompliance,
  operatorPrune,
] as ApiCall[];
