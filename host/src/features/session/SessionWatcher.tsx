import { useEffect } from 'react';
import {
  bus,
  classifyAnswer,
  getI18n,
  listenForceLogout,
  TOAST_SESSION_MS,
  useUserStore,
} from '@site/shared';
import { useLogout } from './useLogout';
import { useServerLogoutCheck } from './useServerLogoutCheck';
import { useSignInPrompt } from '../auth/useSignInPrompt';

/**
 * Session rules (SPEC §4, §6, §8): any answer carrying a session message starts the session-expired flow
 * (warning toast titled invalidSession, text sessionExpired, 10 s bottom-right, then logout and the redirect of
 * SPEC §2, signed in again back on the page the player was on); the server is asked for forced logouts; another tab's force-logout marker resets and reloads this tab.
 */
export function SessionWatcher() {
  const logout = useLogout();
  const prompt = useSignInPrompt();
  useServerLogoutCheck();
  useEffect(() => {
    const offAnswers = bus.on('api:answer', (a) => {
      const decision = classifyAnswer(a);
      if (decision.action === 'session') bus.emit('session:expired', { message: decision.message });
    });
    const offExpired = bus.on('session:expired', () => {
      if (!useUserStore.getState().isAuthenticated) return;
      const t = getI18n()?.t;
      bus.emit('toast:show', {
        kind: 'warning',
        title: t?.('errors:invalidSession') ?? 'invalidSession',
        text: t?.('errors:sessionExpired') ?? 'sessionExpired',
        duration: TOAST_SESSION_MS,
        position: 'bottom-right',
      });
      // the page the player was on: signed in again, they are back on it (useSignInPrompt, return-to.ts)
      const returnTo = location.pathname + location.search;
      logout('expired');
      prompt({ delay: true, returnTo });
    });
    const offTabs = listenForceLogout(() => {
      useUserStore.getState().reset();
      location.reload();
    });
    return () => {
      offAnswers();
      offExpired();
      offTabs();
    };
  }, [logout, prompt]);
  return null;
}
