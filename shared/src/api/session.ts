import { api, siteRef } from './index';
import type { Envelope } from './envelope';
import type { LoginValue } from './types';
import { useUserStore } from '../stores/user';
import { loadPlayerData } from '../data/player';
import { bus } from '../events/bus';

/** Password sign-in: sets the user store from the answer (SPEC §4) and loads the player's data on success. */
export async function signIn(account_id: string, password: string): Promise<Envelope<LoginValue>> {
  const answer = await api.call('/api/auth/login', { ...siteRef(), account_id, password });
  if (useUserStore.getState().setLogin(answer)) {
    bus.emit('auth:login', { account_id });
    await loadPlayerData();
  }
  return answer;
}

/** TAC sign-in: the same state rule as the password login (SPEC §4). */
export async function signInWithTac(
  account_id: string,
  tac: string,
  tac_request: string,
): Promise<Envelope<LoginValue>> {
  const answer = await api.call('/api/auth/login_tac', { ...siteRef(), account_id, tac, tac_request });
  if (useUserStore.getState().setLogin(answer)) bus.emit('auth:login', { account_id });
  return answer;
}
