import { defineCall } from '../types';
import { ApiRefusal, fail, ok } from '../envelope';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limit';
import { securityEvent } from '../../security/security-log';
import { checkTac, issueTac, tacFailureDetail, type TacFailure } from '../domain/tac';
import { accountKey, limited, limitedAttempt, overLimit } from '../domain/limits';
import { findPlayer, samePhone } from '../domain/players';
import { phonePlan } from '../domain/phone';
import { revokeSessions } from '../domain/sessions';
import { tacChecked } from './tac';

/**
 * Password reset in two steps on one path. Step 1 (account_id, contact_phone): a reset code goes to the phone
 * when it matches the account; the answer is `tacSent` either way. Step 2 (… plus tac and new_password): the
 * code is consumed, the password replaced and every session revoked.
 */
export const forgotPassword = defineCall('/api/auth/forgot_password', {
  async handle(ctx) {
    const { db, body, site, ip } = ctx;
    if (Boolean(body.tac) !== Boolean(body.new_password))
      return fail(
        'invalidInput',
        `${body.tac ? 'new_password' : 'tac'}: required with ${body.tac ? 'tac' : 'new_password'}`,
      );
    if (!body.tac || !body.new_password) {
      if (
        await overLimit(
          db,
          [`forgot:ip:${ip}`, LIMITS.forgotIp],
          [accountKey('forgot', site?.id, body.account_id), LIMITS.forgotAccount],
        )
      )
        return limited();
      if (!site) return fail('siteNotFound', 'no site is configured for this domain');
      const value = await db.tx(async (q) => {
        const player = await findPlayer(q, site.id, body.account_id);
        const match =
          player &&
          player.status === 'ACTIVE' &&
          samePhone(player.contact_phone, body.contact_phone, phonePlan(site.currency));
        return issueTac(q, {
          siteId: site.id,
          siteName: site.site_name,
          accountId: body.account_id,
          purpose: 'reset',
          deliverTo: match ? player.contact_phone : null,
        });
      });
      return ok(value, 'tacSent');
    }
    return tacChecked(ctx, 'forgot_password', async () => {
      if (!site) return fail('siteNotFound', 'no site is configured for this domain');
      const hash = await hashPassword(body.new_password!);
      const code = body.tac!;
      const failure = await db.tx<{ reason: TacFailure; wait?: number } | null>(async (q) => {
        const checked = await checkTac(q, {
          siteId: site.id,
          accountId: body.account_id,
          purpose: 'reset',
          code,
          consume: true,
          request: body.tac_request,
        });
        if (!checked.ok) return checked;
        const player = await findPlayer(q, site.id, body.account_id);
        if (!player) return { reason: 'tacInvalid' };
        await q.query('UPDATE players SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
          player.id,
          hash,
        ]);
        await revokeSessions(q, player.id, 'password_reset');
        return null;
      });
      if (failure) return fail(failure.reason, tacFailureDetail(failure));
      return ok(null, 'passwordReset');
    });
  },
});

/** Changes the password of the signed-in player; every other session is revoked, this one stays. */
export const updatePassword = defineCall('/api/auth/update_password', {
  auth: true,
  async handle({ db, body, player, sessionHash, ip }) {
    const me = player!;
    if (body.new_password === body.password)
      return fail('invalidInput', 'new_password: must differ from the current password');
    if (body.new_password.toLowerCase().includes(me.account_id.toLowerCase()))
      return fail('invalidInput', 'new_password: must not contain the account name');
    const key = `password:acct:${me.id}`;
    const log = { ip, player: me.id, account: me.account_id, call: 'update_password' };
    // The wrong-password limit is reserved before the current password is verified (issue 9 §1).
    const checked = await limitedAttempt(
      { db, limits: [[key, LIMITS.passwordAccount]], lockKey: key, log },
      async () => {
        const [row] = await db.query<{ password_hash: string }>(
          'SELECT password_hash FROM players WHERE id = $1',
          [me.id],
        );
        const good = await verifyPassword(body.password, row?.password_hash ?? '');
        if (!good) securityEvent('auth.password.failure', log, 'warn');
        return { failed: !good, answer: good ? { current: row!.password_hash } : null };
      },
    );
    if (checked === null) return fail('invalidPassword', 'password: the current password is wrong');
    if ('statusCode' in checked) return checked;
    const hash = await hashPassword(body.new_password);
    const revoked = await db.tx(async (q) => {
      const changed = await q.query(
        'UPDATE players SET password_hash = $2, password_changed_at = now() WHERE id = $1 AND password_hash = $3 RETURNING 1',
        [me.id, hash, checked.current],
      );
      // Another change won the race: refuse rather than overwrite it.
      if (changed.length === 0)
        throw new ApiRefusal('invalidPassword', 'password: changed meanwhile; sign in again');
      return revokeSessions(q, me.id, 'password_change', sessionHash);
    });
    securityEvent('auth.password.changed', { ...log, revoked });
    // value null as ApiCalls declares; how many other sessions ended goes to the detail
    return { ...ok(null, 'passwordChanged'), statusDetail: `${revoked} other session(s) signed out` };
  },
});
