import { z } from 'zod';
import { dummyHash, hashPassword, verifyPassword } from '../security/passwords';
import { passwordProblem } from '../security/password-policy';
import { securityEvent } from '../security/security-log';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { MATRIX } from './roles';
import { route, type ConsoleRoute } from './route';
import { clearedCookie, endSession, endStaffSessions, openSession, csrfToken } from './sessions';
import { normalEmail, staffByEmail, staffView } from './staff';
import { newRecoveryCode, newTotpSecret, qrSvg, recoveryHash, sealSecret, totpUri } from './totp';
import {
  code,
  codeKeys,
  codeStep,
  consoleKey,
  CONSOLE_LIMITS,
  email,
  limited,
  pendingStaff,
  RECOVERY_CODES,
  signedIn,
  STAFF_PASSWORD_MIN,
  upgrade,
  wrongCode,
} from './sign-in-steps';

/** Sign-in (password, second factor, enrolment), the password change, sign-out and `GET /me`. */

const signIn = route({
  method: 'POST',
  path: '/sign-in',
  access: 'public',
  body: z.object({ email, password: z.string().max(256) }),
  async handle(ctx) {
    const address = normalEmail(ctx.body.email);
    const staff = await limited(
      ctx,
      [
        [`console:ip:${ctx.actor.ip}`, CONSOLE_LIMITS.signInIp],
        [`console:email:${address}`, CONSOLE_LIMITS.signInEmail],
      ],
      async () => {
        const s = await staffByEmail(ctx.db, address);
        // The hash is checked whether or not the account exists or is disabled: timing tells nothing.
        const right = await verifyPassword(ctx.body.password, s?.password_hash ?? (await dummyHash()));
        return s && right && !s.disabled_at ? s : null;
      },
    );
    if (!staff) {
      securityEvent('console.sign_in_failed', { ip: ctx.actor.ip, email: address }, 'warn');
      throw new ConsoleError(401, 'invalidCredentials', 'wrong email or password');
    }
    const { token } = await openSession(ctx.db, staff.id, 'password', ctx.now, ctx.actor);
    securityEvent('console.password_ok', { ip: ctx.actor.ip, staff: staff.email });
    return { next: staff.totp_enabled_at ? 'totp' : 'enrol', csrf_token: signedIn(ctx, token) };
  },
});

const secondFactor = route({
  method: 'POST',
  path: '/sign-in/second-factor',
  access: 'pending',
  body: z.union([z.object({ code }), z.object({ recovery_code: code })]),
  async handle(ctx) {
    const staff = pendingStaff(ctx);
    if (!staff.totp_secret) throw new ConsoleError(409, 'enrolmentRequired', 'set up an authenticator first');
    const method = 'code' in ctx.body ? 'totp' : 'recovery_code';
    const body = ctx.body;
    const done = await limited(ctx, codeKeys(ctx, staff), async () => {
      const step = 'code' in body ? codeStep(ctx, staff, staff.totp_secret!, body.code) : 0;
      if (step === null) return null;
      return ctx.db.tx(async (q) => {
        if ('recovery_code' in body) {
          const used = await q.query(
            `UPDATE console_recovery_codes SET used_at = now()
              WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
            [staff.id, recoveryHash(body.recovery_code)],
          );
          if (!used.length) return null;
        } else {
          // Only a later step than the last accepted one: a code never signs in twice, even concurrently.
          const moved = await q.query(
            'UPDATE console_staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
            [staff.id, step],
          );
          if (!moved.length) return null;
        }
        const [{ left } = { left: 0 }] = await q.query<{ left: number }>(
          'SELECT count(*)::int AS left FROM console_recovery_codes WHERE staff_id = $1 AND used_at IS NULL',
          [staff.id],
        );
        await consoleAudit(q, ctx.actor, {
          action: 'console.sign_in',
          target: `staff:${staff.id}`,
          after: { method, recovery_codes_left: left },
        });
        return { session: await upgrade(q, ctx, staff), left };
      });
    });
    if (!done) wrongCode(ctx, staff, method);
    securityEvent('console.sign_in', { ip: ctx.actor.ip, staff: staff.email, method });
    return {
      csrf_token: signedIn(ctx, done.session.token),
      must_change_password: staff.must_change_password,
      recovery_codes_left: done.left,
    };
  },
});

const enrol = route({
  method: 'POST',
  path: '/totp/enrol',
  access: 'pending',
  async handle(ctx) {
    const staff = pendingStaff(ctx);
    if (staff.totp_enabled_at) throw new ConsoleError(409, 'alreadyEnrolled');
    const secret = newTotpSecret();
    await ctx.db.query('UPDATE console_staff SET totp_pending = $2 WHERE id = $1', [
      staff.id,
      sealSecret(secret, consoleKey(ctx.config)),
    ]);
    const uri = totpUri(secret, staff.email);
    // The secret is shown here, once, for the authenticator; afterwards it is never answered again.
    return { otpauth_uri: uri, qr_svg: qrSvg(uri), secret };
  },
});

const confirmEnrolment = route({
  method: 'POST',
  path: '/totp/confirm',
  access: 'pending',
  body: z.object({ code }),
  async handle(ctx) {
    const staff = pendingStaff(ctx);
    if (staff.totp_enabled_at) throw new ConsoleError(409, 'alreadyEnrolled');
    if (!staff.totp_pending) throw new ConsoleError(409, 'enrolmentNotStarted', 'call /totp/enrol first');
    const pending = staff.totp_pending;
    const step = await limited(ctx, codeKeys(ctx, staff), async () =>
      codeStep(ctx, staff, pending, ctx.body.code),
    );
    if (step === null) wrongCode(ctx, staff, 'enrolment');
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const session = await ctx.db.tx(async (q) => {
      const [set] = await q.query(
        `UPDATE console_staff SET totp_secret = totp_pending, totp_pending = NULL, totp_enabled_at = now(),
                totp_last_step = $2
          WHERE id = $1 AND totp_enabled_at IS NULL AND totp_pending = $3 RETURNING id`,
        [staff.id, step, staff.totp_pending],
      );
      if (!set) throw new ConsoleError(409, 'alreadyEnrolled');
      await q.query('DELETE FROM console_recovery_codes WHERE staff_id = $1', [staff.id]);
      for (const c of codes)
        await q.query('INSERT INTO console_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
          staff.id,
          recoveryHash(c),
        ]);
      await consoleAudit(q, ctx.actor, {
        action: 'console.totp_enrolled',
        target: `staff:${staff.id}`,
        before: { totp_enabled: false },
        after: { totp_enabled: true, recovery_codes: RECOVERY_CODES },
      });
      return upgrade(q, ctx, staff);
    });
    securityEvent('console.totp_enrolled', { ip: ctx.actor.ip, staff: staff.email });
    return {
      csrf_token: signedIn(ctx, session.token),
      // shown once: only their hashes are kept
      recovery_codes: codes,
      must_change_password: staff.must_change_password,
    };
  },
});

const changePassword = route({
  method: 'POST',
  path: '/password',
  access: 'signed_in',
  body: z.object({ current_password: z.string().max(256), new_password: z.string().max(256) }),
  async handle(ctx) {
    const staff = ctx.staff!;
    const fresh = ctx.body.new_password;
    const problem = passwordProblem(fresh);
    if (problem || [...fresh].length < STAFF_PASSWORD_MIN)
      throw new ConsoleError(
        400,
        problem ?? 'passwordTooShort',
        `new_password: at least ${STAFF_PASSWORD_MIN} characters, not a common password`,
      );
    if (fresh === ctx.body.current_password)
      throw new ConsoleError(400, 'passwordUnchanged', 'new_password: choose a new one');
    const right = await limited(
      ctx,
      [[`console:password:${staff.id}`, CONSOLE_LIMITS.signInEmail]],
      async () => ((await verifyPassword(ctx.body.current_password, staff.password_hash)) ? true : null),
    );
    if (!right) throw new ConsoleError(401, 'invalidCredentials', 'current_password: wrong');
    const hash = await hashPassword(fresh);
    await ctx.db.tx(async (q) => {
      await q.query(
        'UPDATE console_staff SET password_hash = $2, must_change_password = false WHERE id = $1',
        [staff.id, hash],
      );
      // every other session of this staff member ends
      await endStaffSessions(q, staff.id, ctx.token);
      await consoleAudit(q, ctx.actor, {
        action: 'console.password_changed',
        target: `staff:${staff.id}`,
        before: { must_change_password: staff.must_change_password },
        after: { must_change_password: false },
      });
    });
    securityEvent('console.password_changed', { ip: ctx.actor.ip, staff: staff.email });
    return { ok: true };
  },
});

const signOut = route({
  method: 'POST',
  path: '/sign-out',
  access: 'pending',
  async handle(ctx) {
    await ctx.db.tx(async (q) => {
      await endSession(q, ctx.token);
      await consoleAudit(q, ctx.actor, { action: 'console.sign_out', target: `staff:${ctx.staff!.id}` });
    });
    ctx.reply.header('set-cookie', clearedCookie());
    return { ok: true };
  },
});

const me = route({
  method: 'GET',
  path: '/me',
  access: 'pending',
  async handle(ctx) {
    const staff = ctx.staff!;
    return {
      ...staffView(staff),
      stage: ctx.session!.stage,
      permissions: ctx.session!.stage === 'full' ? MATRIX[staff.role] : [],
      csrf_token: csrfToken(ctx.token),
    };
  },
});

/** The sign-in and own-session routes (ROUTES in routes.ts). */
export const SIGN_IN_ROUTES: readonly ConsoleRoute[] = [
  signIn,
  secondFactor,
  enrol,
  confirmEnrolment,
  changePassword,
  signOut,
  me,
] as ConsoleRoute[];
