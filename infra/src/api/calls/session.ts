import { z } from 'zod';
import type { LoginValue } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { dummyHash, verifyPassword } from '../../security/passwords';
import { newToken, sha256, SESSION_TTL_MS } from '../../security/tokens';
import { LIMITS, limiter } from '../../security/rate-limit';
import type { Queryable } from '../../db/index';
import type { PlayerRow } from '../types';

const accountId = z.string().trim().min(3).max(32);
export const authPair = { account_id: accountId, auth: z.string().min(16).max(128) };

/** Opens a session and builds the login answer of SPEC §7. */
export async function openSession(db: Queryable, player: PlayerRow): Promise<LoginValue> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, player_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    player.id,
    new Date(Date.now() + SESSION_TTL_MS),
  ]);
  return {
    token,
    user: { account_id: player.account_id, session_token: token },
    fullname: player.full_name,
    email: player.contact_email,
  };
}

export const login = defineCall({
  path: '/api/auth/login',
  schema: z
    .object({
      account_id: accountId,
      password: z.string().min(1).max(128),
      domain_name: z.string().min(1).max(253),
      external_id: z.string().max(64).optional(),
    })
    .loose(),
  async handle({ db, body, site, ip }) {
    if (
      !limiter.take(`login:ip:${ip}`, LIMITS.loginIp) ||
      !limiter.take(`login:acct:${site?.id}:${body.account_id.toLowerCase()}`, LIMITS.loginAccount)
    ) {
      return fail('tooManyRequests', 'too many sign-in attempts; wait a few minutes', -429);
    }
    if (!site) return fail('invalidCredentials');
    const rows = await db.query<PlayerRow & { password_hash: string }>(
      'SELECT * FROM players WHERE site_id = $1 AND lower(account_id) = lower($2)',
      [site.id, body.account_id],
    );
    const player = rows[0];
    const good = await verifyPassword(body.password, player?.password_hash ?? (await dummyHash()));
    // One answer for "no such account" and "wrong password": no answer tells whether an account exists.
    if (!player || !good) return fail('invalidCredentials');
    if (player.status === 'BLOCK' || player.status === 'CLOSE') return fail(player.status);
    return ok(await openSession(db, player));
  },
});

export const logout = defineCall({
  path: '/api/auth/logout',
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ db, sessionHash }) {
    await db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'logout' WHERE token_hash = $1 AND revoked_at IS NULL`,
      [sessionHash],
    );
    return ok(null);
  },
});

export const checkStatus = defineCall({
  path: '/api/settings/check_status',
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ player }) {
    return ok({ status: player?.status ?? 'ACTIVE' });
  },
});
