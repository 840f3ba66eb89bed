import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { Envelope } from '../api/envelope';
import type { FavItem, LoginValue, VipLevelInfo } from '../api/types';
import { FORCE_LOGOUT_KEY, USER_STORAGE_KEY } from '../lib/constants';

/** User store (SPEC §3). */
export interface UserState {
  isAuthenticated: boolean;
  user: { account_id: string; session_token: string; full_name?: string; contact_email?: string } | null;
  token: string;
  game: { balance: number | null; token: string };
  email: string;
  fullname: string;
  game_fav_list: FavItem[];
  vip: VipLevelInfo | null;
  minigame: { frozen_token: number; token_balance: number };
  /** SPEC §4: statusCode 1 with a token → authenticated; anything else → not. Fields stored either way. */
  setLogin(answer: Envelope<Partial<LoginValue> | null>): boolean;
  setBalance(balance: number, token: string): void;
  setVip(vip: VipLevelInfo | null): void;
  setFavourites(list: FavItem[]): void;
  setMinigame(minigame: { frozen_token: number; token_balance: number }): void;
  setProfile(full_name: string, contact_email: string): void;
  reset(): void;
}

const initial = {
  isAuthenticated: false,
  user: null,
  token: '',
  game: { balance: null, token: '' },
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: null,
  minigame: { frozen_token: 0, token_balance: 0 },
} satisfies Partial<UserState>;

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...initial,
      setLogin(answer) {
        const v = (answer.value ?? {}) as Partial<LoginValue>;
        const ok = answer.statusCode === 1 && typeof v.token === 'string' && v.token.length > 0;
        set({
          isAuthenticated: ok,
          token: v.token ?? '',
          user: v.user ?? null,
          fullname: v.fullname ?? '',
          email: v.email ?? '',
        });
        return ok;
      },
      setBalance: (balance, token) => set({ game: { balance, token } }),
      setVip: (vip) => set({ vip }),
      setFavourites: (game_fav_list) => set({ game_fav_list }),
      setMinigame: ({ frozen_token, token_balance }) => set({ minigame: { frozen_token, token_balance } }),
      setProfile: (full_name, contact_email) =>
        set((s) => ({
          fullname: full_name,
          email: contact_email,
          user: s.user ? { ...s.user, full_name, contact_email } : s.user,
        })),
      reset: () => set({ ...initial }),
    }),
    {
      name: USER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        isAuthenticated: s.isAuthenticated,
        user: s.user,
        token: s.token,
        email: s.email,
        fullname: s.fullname,
      }),
    },
  ),
);

/** The auth pair every authenticated call sends (SPEC §6), or null when signed out. */
export function authRef(): { account_id: string; auth: string } | null {
  const s = useUserStore.getState();
  return s.isAuthenticated && s.user ? { account_id: s.user.account_id, auth: s.token } : null;
}

/**
 * Logout (SPEC §4): reset the user store, remove the stored user, write the force-logout marker that other
 * tabs listen for.
 */
export function logoutLocally(): void {
  useUserStore.getState().reset();
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
    localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
  } catch {
    /* storage unavailable (private mode): the in-memory reset still signs the player out */
  }
}

/** Calls `onForced` when another tab writes the force-logout marker. Returns the unsubscribe. */
export function listenForceLogout(onForced: () => void): () => void {
  const handler = (e: StorageEvent) => {
    if (e.key === FORCE_LOGOUT_KEY && e.newValue) onForced();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
