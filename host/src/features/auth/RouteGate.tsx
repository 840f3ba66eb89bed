import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@site/shared/router';
import { useRouteServed, useUserStore, type RemoteRoute } from '@site/shared';
import { returnAfterSignIn } from './return-to';
import { useSignInPrompt } from './useSignInPrompt';

/**
 * Route access (SPEC §2, §6): session-only routes redirect guests, carrying the page asked for (path + query);
 * once signed in, a player who was sent to sign in goes back to it (`return-to.ts`, validated); otherwise the
 * `guest` guard sends players home.
 */
export function RouteGate({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  const authed = useUserStore((s) => s.isAuthenticated);
  const prompt = useSignInPrompt();
  const location = useLocation();
  const served = useRouteServed();
  const blocked = route.auth && !authed;
  const requested = location.pathname + location.search;
  useEffect(() => {
    if (blocked) prompt({ delay: true, returnTo: requested });
  }, [blocked, prompt, requested]);
  const back = authed ? returnAfterSignIn(location, served) : null;
  if (back) return <Navigate to={back} replace />;
  if (route.guard === 'guest' && authed) return <Navigate to="/" replace />;
  if (blocked) return null;
  return <>{children}</>;
}
