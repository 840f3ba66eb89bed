import { z } from 'zod';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { dummyHash, verifyPassword } from '../../security/passwords';
import { LIMITS, limiter } from '../../security/rate-limit';
import type { PlayerRow } from '../types';
import { accountId, authPair, password, siteRef } from '../schemas';
import { loginAnswer, openSession } from '../domain/sessions';
import { accountKey, limited } from '../domain/limits';
import { findPlayer } from '../domain/players';

export const login = defineCall({
  path: '/api/auth/login',
  schema: z.object({ ...siteRef, account_id: accountId, password }).loose(),
  async handle({ db, body, site, ip }) {
    // Failed attempts count per client address and per account (a success clears the account's count), so
    // guessing is refused while players behind one address who sign in correctly are not.
    const ipKey = `login:ip:${ip}`;
    const acctKey = accountKey('login', site?.id, body.account_id);
    if (limiter.blocked(ipKey, LIMITS.loginIp) || limiter.blocked(acctKey, LIMITS.loginAccount))
      return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const player = await findPlayer(db, site.id, body.account_id);
    const good = await verifyPassword(body.password, player?.password_hash ?? (await dummyHash()));
    // One answer for "no such account" and "wrong password": no answer tells whether an account exists.
    if (!player || !good) {
      limiter.takeAll([
        [ipKey, LIMITS.loginIp],
        [acctKey, LIMITS.loginAccount],
      ]);
      return fail('invalidCredentials', 'the account name or the password is wrong');
    }
    limiter.clear(acctKey);
    if (player.status === 'BLOCK' || player.status === 'CLOSE')
      return fail(player.status, `the account is ${player.status === 'BLOCK' ? 'blocked' : 'closed'}`);
    return loginAnswer(await openSession(db, player as PlayerRow));
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

/** The session check of SPEC §6: refusals are sessionExpired, BLOCK or CLOSE (SPEC §8), from authenticate. */
export const checkStatus = defineCall({
  path: '/api/settings/check_status',
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ db, player, sessionHash }) {
    const [s] = await db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM sessions WHERE token_hash = $1',
      [sessionHash],
    );
    return ok({
      status: player!.status,
      expires_at: s ? new Date(s.expires_at).toISOString() : null,
    });
  },
});
