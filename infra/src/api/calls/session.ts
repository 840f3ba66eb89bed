import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { dummyHash, verifyPassword } from '../../security/passwords';
import { LIMITS, limitStore } from '../../security/rate-limit';
import type { PlayerRow } from '../types';
import { loginAnswer, openSession } from '../domain/sessions';
import { accountKey, limitedAttempt } from '../domain/limits';
import { securityEvent } from '../../security/security-log';
import { findPlayer } from '../domain/players';
import { exclusionRefusal, noteSignIn } from '../domain/sign-in-gate';

export const login = defineCall('/api/auth/login', {
  async handle(ctx) {
    const { db, body, site, ip } = ctx;
    // Failed attempts count per client address and per account (a success clears the account's count), so
    // guessing is refused while players behind one address who sign in correctly are not. The attempt is
    // reserved before the password is verified, and one account's passwords are verified one at a time.
    const acctKey = accountKey('login', site?.id, body.account_id);
    const log = { ip, site: site?.domain_name ?? null, account: body.account_id };
    return limitedAttempt(
      {
        db,
        limits: [
          [`login:ip:${ip}`, LIMITS.loginIp],
          [acctKey, LIMITS.loginAccount],
        ],
        lockKey: acctKey,
        log: { ...log, call: 'login' },
        onSuccess: async (r) => {
          await r.refund();
          await limitStore(db).clear(acctKey);
        },
      },
      async () => {
        if (!site)
          return { failed: false, answer: fail('siteNotFound', 'no site is configured for this domain') };
        const player = await findPlayer(db, site.id, body.account_id);
        const good = await verifyPassword(body.password, player?.password_hash ?? (await dummyHash()));
        // One answer for "no such account" and "wrong password": no answer tells whether an account exists.
        if (!player || !good) {
          securityEvent('auth.login.failure', { ...log, known: Boolean(player) }, 'warn');
          await noteSignIn(db, { ...ctx, site }, player?.id ?? null, 'password', 'invalidCredentials');
          return {
            failed: true,
            answer: fail('invalidCredentials', 'the account name or the password is wrong'),
          };
        }
        const refusal =
          player.status === 'BLOCK' || player.status === 'CLOSE'
            ? fail(player.status, `the account is ${player.status === 'BLOCK' ? 'blocked' : 'closed'}`)
            : await exclusionRefusal(
                db,
                { ...ctx, site },
                { playerId: player.id, phone: player.contact_phone },
              );
        await noteSignIn(db, { ...ctx, site }, player.id, 'password', refusal?.statusMessage ?? 'success');
        if (refusal) {
          securityEvent('auth.login.refused', { ...log, status: refusal.statusMessage });
          return { failed: false, answer: refusal };
        }
        securityEvent('auth.login.success', log);
        return { failed: false, answer: loginAnswer(await openSession(db, player as PlayerRow, ctx)) };
      },
    );
  },
});

export const logout = defineCall('/api/auth/logout', {
  // Ending a session moves nothing: allowed on a closed site too.
  openWhenClosed: 'always',
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
export const checkStatus = defineCall('/api/settings/check_status', {
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
