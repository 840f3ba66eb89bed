import { useCallback } from 'react';
import { useNavigate } from '@site/shared/router';
import { bus, signInModal, unauthenticatedTarget, useLayoutStore } from '@site/shared';

/**
 * Starts the sign-in flow of the site's template (SPEC §2): the login or sign-in modal where the template has one,
 * else the /login page.
 */
export function useStartSignIn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const target = unauthenticatedTarget(useLayoutStore.getState().site?.theme_code);
    if (target.modal) bus.emit('modal:open', signInModal(target.modal));
    else void navigate(target.path);
  }, [navigate]);
}
