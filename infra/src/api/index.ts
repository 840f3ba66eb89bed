import type { ApiCall } from './types';
import { startup } from './calls/startup';
import { checkStatus, login, logout } from './calls/session';
import { getBalance, vip } from './calls/money';
import { analytics, favList, hotGames, seo, socialAccounts } from './calls/content';

/** Every call the API answers. One file per group under calls/; add new calls here. */
export const CALLS: ApiCall[] = [
  startup,
  login,
  logout,
  checkStatus,
  getBalance,
  vip,
  hotGames,
  favList,
  seo,
  analytics,
  socialAccounts,
] as ApiCall[];
