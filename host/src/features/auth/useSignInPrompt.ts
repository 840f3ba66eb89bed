import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { bus, LOGIN_MODAL_DELAY_MS, useLayoutStore } from '@site/shared';
import { unauthenticatedTarget } from './redirect';

/** Sends a signed-out visitor where the site's template wants them to sign in (SPEC §2). */
export function useSignInPrompt() {
  const navigate = useNavigate();
  return useCallback(
    (opts: { delay: boolean }) => {
      const target = unauthenticatedTarget(useLayoutStore.getState().site?.theme_code);
      navigate(target.path, { replace: opts.delay });
      const modal = target.modal;
      if (modal)
        setTimeout(() => bus.emit('modal:open', { name: modal }), opts.delay ? LOGIN_MODAL_DELAY_MS : 0);
    },
    [navigate],
  );
}
