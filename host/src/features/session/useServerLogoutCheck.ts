import { useEffect } from 'react';
import { api, authRef, bus, useUserStore } from '@site/shared';

/** How often a signed-in page asks the server whether its session still stands. */
export const CHECK_STATUS_MS = 60_000;

/**
 * SPEC §6: a server-forced logout is listened for. While signed in, check_status is asked every minute and
 * whenever the tab regains focus. A session message in the answer (sessionExpired, BLOCK, CLOSE, …) reaches the
 * session-expired flow through the central handler; a blocked or closed status in a successful answer does too.
 */
export function useServerLogoutCheck(): void {
  const authed = useUserStore((s) => s.isAuthenticated);
  useEffect(() => {
    if (!authed) return;
    let busy = false;
    const check = async () => {
      const ref = authRef();
      if (!ref || busy) return;
      busy = true;
      try {
        const answer = await api.call('/api/settings/check_status', ref);
        const status = answer.statusCode === 1 ? answer.value?.status : undefined;
        if (status === 'BLOCK' || status === 'CLOSE') bus.emit('session:expired', { message: status });
      } finally {
        busy = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(() => void check(), CHECK_STATUS_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [authed]);
}
