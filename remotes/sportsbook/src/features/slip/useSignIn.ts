import { useCallback } from 'react';
import { useNavigate } from '@site/shared/router';
import { useTranslation } from '@site/shared/i18next';
import { bus, LOGIN_MODAL_DELAY_MS, signInModal, useLayoutStore } from '@site/shared';

/**
 * SPEC §2 for a guest who wants to bet: slot2, slot4 and sportsbook1 go to `/` and the login modal opens a
 * second later; slot5 the same with the sign-in modal; every other template goes to /login. (The same rule as
 * the host's redirect of session-only routes; the slip waits in session storage.)
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { t } = useTranslation('ui');
  return useCallback(() => {
    const code = useLayoutStore.getState().site?.theme_code;
    const modal =
      code === 'slot2' || code === 'slot4' || code === 'sportsbook1'
        ? 'login'
        : code === 'slot5'
          ? 'signin'
          : null;
    if (!modal) return navigate('/login');
    navigate('/');
    const spec = signInModal(modal, t(modal === 'login' ? 'login' : 'signIn'));
    setTimeout(() => bus.emit('modal:open', spec), LOGIN_MODAL_DELAY_MS);
  }, [navigate, t]);
}
