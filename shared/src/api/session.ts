import { api, siteRef } from './index';
import type { Envelope } from './envelope';
import type { LoginValue } from './types';
import { authRef, useUserStore } from '../stores/user';
import { bus } from '../events/bus';

/** After a successful password login: balance, VIP data and favourites (SPEC §4). */
export async function loadPlayerData(): Promise<void> {
  const ref = authRef();
  if (!ref) return;
  const store = useUserStore.getState();
  const [balance, vip, favs] = await Promise.all([
    api.call('/api/auth/get_balance', ref),
    api.call('/api/auth/vip', ref),
    api.call('/api/home/fav_list', ref),
  ]);
  if (balance.statusCode === 1 && balance.value)
    store.setBalance(balance.value.game_balance, balance.value.game_token);
  if (vip.statusCode === 1 && vip.value) store.setVip(vip.value.nextLevel[0] ?? null);
  if (favs.statusCode === 1 && Array.isArray(favs.value)) store.setFavourites(favs.value);
}

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
export async function signInWithTac(account_id: string, tac: string): Promise<Envelope<LoginValue>> {
  const answer = await api.call('/api/auth/login_tac', { ...siteRef(), account_id, tac });
  if (useUserStore.getState().setLogin(answer)) bus.emit('auth:login', { account_id });
  return answer;
}
