import { useCallback } from 'react';
import { useNavigate } from '@site/shared/router';
import { api, bus, logoutLocally, useUserStore } from '@site/shared';

/** Logout (SPEC §4): revoke the session on the server, reset locally, tell other tabs, go home. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    (reason: 'user' | 'expired') => {
      const s = useUserStore.getState();
      if (s.user && s.token)
        void api.call('/api/auth/logout', { account_id: s.user.account_id, auth: s.token });
      logoutLocally();
      bus.emit('auth:logout', { reason });
      if (reason === 'user') navigate('/');
    },
    [navigate],
  );
}
