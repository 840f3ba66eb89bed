import { useEffect, type ReactNode } from 'react';
import { Navigate } from '@site/shared/router';
import { useUserStore, type RemoteRoute } from '@site/shared';
import { useSignInPrompt } from './useSignInPrompt';

/** Route access (SPEC §2, §6): session-only routes redirect guests; the `guest` guard sends players home. */
export function RouteGate({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  const authed = useUserStore((s) => s.isAuthenticated);
  const prompt = useSignInPrompt();
  const blocked = route.auth && !authed;
  useEffect(() => {
    if (blocked) prompt({ delay: true });
  }, [blocked, prompt]);
  if (route.guard === 'guest' && authed) return <Navigate to="/" replace />;
  if (blocked) return null;
  return <>{children}</>;
}
