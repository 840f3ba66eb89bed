import { useEffect } from 'react';
import { getI18n, bus, listenForceLogout, TOAST_SESSION_MS, useUserStore } from '@site/shared';
import { useLogout } from './useLogout';
import { useSignInPrompt } from '../auth/useSignInPrompt';

/**
 * Session rules (SPEC §4, §8): the session-expired flow (warning toast titled invalidSession, text
 * sessionExpired, 10 s bottom-right, then logout and redirect); other tabs' force-logout marker resets and
 * reloads this tab.
 */
export function SessionWatcher() {
  const logout = useLogout();
  const prompt = useSignInPrompt();
  useEffect(() => {
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
      logout('expired');
      prompt({ delay: true });
    });
    const offTabs = listenForceLogout(() => {
      useUserStore.getState().reset();
      location.reload();
    });
    return () => {
      offExpired();
      offTabs();
    };
  }, [logout, prompt]);
  return null;
}
