import { useCallback } from 'react';
import { useLocation, useNavigate } from '@site/shared/router';
import { bus, LOGIN_MODAL_DELAY_MS, signInModal, unauthenticatedTarget, useLayoutStore } from '@site/shared';

/**
 * SPEC §2 for a guest who wants to bet (`unauthenticatedTarget`): slot2, slot4 and sportsbook1 go to `/` and the
 * login modal opens a second later; slot5 the same with the sign-in modal; every other template goes to /login.
 * The page the guest was on (path + query, e.g. /sports?when=live) rides along as router state `returnTo`: once
 * signed in, the shell sends the player back to it (host RouteGate, return-to.ts), where the slip waits in
 * session storage with its picks and stakes.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  return useCallback(() => {
    const target = unauthenticatedTarget(useLayoutStore.getState().site?.theme_code);
    const arrived = navigate(target.path, { state: { returnTo: here } });
    const modal = target.modal;
    if (!modal) return;
    const spec = signInModal(modal);
    const open = () => setTimeout(() => bus.emit('modal:open', spec), LOGIN_MODAL_DELAY_MS);
    void Promise.resolve(arrived).then(open, open);
  }, [navigate, here]);
}
