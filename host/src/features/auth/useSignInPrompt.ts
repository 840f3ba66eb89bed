import { useCallback } from 'react';
import { useNavigate } from '@site/shared/router';
import { bus, LOGIN_MODAL_DELAY_MS, signInModal, useLayoutStore } from '@site/shared';
import { unauthenticatedTarget } from './redirect';

/**
 * Sends a signed-out visitor where the site's template wants them to sign in (SPEC §2). `returnTo`, the page a
 * session-only route was asked with (path + query), rides along as router location state: once signed in,
 * `RouteGate` sends the player back to it (validated by `return-to.ts`).
 */
export function useSignInPrompt() {
  const navigate = useNavigate();
  return useCallback(
    (opts: { delay: boolean; returnTo?: string }) => {
      const target = unauthenticatedTarget(useLayoutStore.getState().site?.theme_code);
      const state = opts.returnTo ? { returnTo: opts.returnTo } : undefined;
      const arrived = navigate(target.path, { replace: opts.delay, state });
      const modal = target.modal;
      if (modal) {
        // The account remote's login form, opened like any remote modal (typed by the exposes map). The delay
        // counts from the redirect itself: the router's navigation resolves once the address has changed, which
        // on a slow phone can be a while after it was asked for (the page's module loading first).
        const spec = signInModal(modal);
        const open = () =>
          setTimeout(() => bus.emit('modal:open', spec), opts.delay ? LOGIN_MODAL_DELAY_MS : 0);
        void Promise.resolve(arrived).then(open, open);
      }
    },
    [navigate],
  );
}
