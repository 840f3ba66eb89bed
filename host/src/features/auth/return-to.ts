/**
 * Where a player goes once signed in, when a session-only page sent them to sign in (SPEC §2 redirect): back to
 * the page they asked for, with its query. The requested page travels as router location state (`returnTo`,
 * set by `useSignInPrompt`) or, on /login only, as `?next=`. Either is used only if it is a path of this site:
 * one leading slash (never `//host` or `/\host`, which browsers read as another host), no scheme, no control
 * characters, and a route this site serves — so a crafted link cannot send a player to another origin.
 */

/** The origin a candidate is resolved against; anything that leaves it is refused. */
const PROBE = 'https://site.invalid';
/** Never "returned" to: the sign-in page itself. */
const NEVER = new Set(['/login']);

/** The requested path + query if it is safe to return to, else null. */
export function safeReturnPath(raw: unknown, served: (path: string) => boolean): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw[1] === '/' || raw[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  if (NEVER.has(url.pathname) || !served(url.pathname)) return null;
  return url.pathname + url.search;
}

/** What a gate reads: the router location's state and address. */
export interface GateLocation {
  pathname: string;
  search: string;
  state: unknown;
}

/** Where a signed-in player on this location should be sent on to, if anywhere (validated). */
export function returnAfterSignIn(at: GateLocation, served: (path: string) => boolean): string | null {
  const state = at.state as { returnTo?: unknown } | null | undefined;
  const fromState = safeReturnPath(state?.returnTo, served);
  const fromQuery =
    at.pathname === '/login' ? safeReturnPath(new URLSearchParams(at.search).get('next'), served) : null;
  const back = fromState ?? fromQuery;
  return back && back !== at.pathname + at.search ? back : null;
}
