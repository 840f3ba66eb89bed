/**
 * Where an unauthenticated visitor goes (SPEC §2): slot2, slot4 and sportsbook1 → `/` then the login modal
 * after 1 s; slot5 → `/` then the sign-in modal after 1 s; every other template → `/login`. Shared so a page
 * that asks a guest to sign in (a favourites heart) follows the same template rule as the shell.
 */
export function unauthenticatedTarget(themeCode: string | undefined): {
  path: string;
  modal: 'login' | 'signin' | null;
} {
  if (themeCode === 'slot2' || themeCode === 'slot4' || themeCode === 'sportsbook1')
    return { path: '/', modal: 'login' };
  if (themeCode === 'slot5') return { path: '/', modal: 'signin' };
  return { path: '/login', modal: null };
}
