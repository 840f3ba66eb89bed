import { api, authRef, bus, logoutLocally } from '@site/shared';

/**
 * Signs the player out from a page of this remote, as the shell's logout does (SPEC §4): the session is revoked on
 * the server (unless it already was, e.g. by a time-out), the user store is reset, other tabs are told, and
 * `auth:logout` lets the shell drop the player's cached data.
 */
export function signOut(opts: { revoke: boolean }): void {
  const ref = authRef();
  if (ref && opts.revoke) void api.call('/api/auth/logout', ref);
  logoutLocally();
  bus.emit('auth:logout', { reason: 'user' });
}
