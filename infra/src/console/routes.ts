import { z } from 'zod';
import type { Config } from '../config';
import type { Queryable } from '../db/index';
import { ApiRefusal } from '../api/envelope';
import { lockWallet } from '../api/domain/ledger';
import { decide, type PaymentRow } from '../api/domain/payments';
import { dummyHash, hashPassword, verifyPassword } from '../security/passwords';
import { passwordProblem } from '../security/password-policy';
import { limitStore, type Limit } from '../security/rate-limit';
import { securityEvent } from '../security/security-log';
import { consoleAudit } from './audit';
import { AUDIT_ROUTES } from './routes-audit';
import { PLAYER_ROUTES } from './routes-players';
import { SITES_CONSOLE_ROUTES } from './routes-sites';
import { CONTENT_CONSOLE_ROUTES } from './routes-content';
import { RELEASE_ROUTES } from './routes-releases';
import { ConsoleError } from './errors';
import { MATRIX, ROLES } from './roles';
import { route, type ConsoleRoute, type RouteContext } from './route';
import {
  clearedCookie,
  endSession,
  endStaffSessions,
  openSession,
  sessionCookie,
  csrfToken,
} from './sessions';
import { createStaff, normalEmail, staffByEmail, staffById, staffView, type StaffRow } from './staff';
import {
  checkTotp,
  newRecoveryCode,
  newTotpSecret,
  openSecret,
  qrSvg,
  recoveryHash,
  sealSecret,
  totpUri,
} from './totp';

/** Console sign-in limits: wrong passwords per address and per email; wrong codes per staff member. */
export const CONSOLE_LIMITS = {
  signInIp: { max: 20, windowMs: 10 * 60_000 },
  signInEmail: { max: 5, windowMs: 10 * 60_000 },
  codeStaff: { max: 5, windowMs: 10 * 60_000 },
  codeIp: { max: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/** Staff passwords: the player rule (length, the common-password list) and at least 12 characters. */
const STAFF_PASSWORD_MIN = 12;
const RECOVERY_CODES = 10;
const DEV_CONSOLE_KEY = 'development console key (set CONSOLE_KEY)';

export function consoleKey(config: Config): string {
  return config.console.key ?? DEV_CONSOLE_KEY;
}

const email = z
  .string()
  .trim()
  .max(254)
  // no invisible character inside (`sp\u200b@…` reads as `sp@…` but could never be typed to sign in)
  .check(z.regex(/^[^\s@\p{Cf}]+@[^\s@\p{Cf}]+$/u, 'an email address'));
const code = z.string().trim().max(32);
const id = z.coerce.number().int().positive();
const page = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};

/** Sets the session cookie and answers what the browser needs next. */
function signedIn(ctx: RouteContext<unknown, unknown>, token: string) {
  ctx.reply.header('set-cookie', sessionCookie(token));
  return csrfToken(token);
}

/**
 * A limited attempt (issue 9 §1): reserved before the check on every key at once, kept when the check fails
 * (null), given back when it succeeds. Over the limit: 429 without checking anything.
 */
async function limited<T>(
  ctx: RouteContext<unknown, unknown>,
  keys: [string, Limit][],
  check: () => Promise<T | null>,
): Promise<T | null> {
  const reservation = await limitStore(ctx.db).reserve(keys);
  if (!reservation) {
    securityEvent('console.throttled', { ip: ctx.actor.ip, key: keys[keys.length - 1]?.[0] }, 'warn');
    throw new ConsoleError(429, 'tooManyRequests', 'too many attempts; wait a few minutes and try again');
  }
  const result = await check();
  if (result !== null) await reservation.refund();
  return result;
}

function codeKeys(ctx: RouteContext<unknown, unknown>, staff: StaffRow): [string, Limit][] {
  return [
    [`console:code:${staff.id}`, CONSOLE_LIMITS.codeStaff],
    [`console:code-ip:${ctx.actor.ip}`, CONSOLE_LIMITS.codeIp],
  ];
}

function wrongCode(ctx: RouteContext<unknown, unknown>, staff: StaffRow, method: string): never {
  securityEvent('console.code_failed', { ip: ctx.actor.ip, staff: staff.email, method }, 'warn');
  throw new ConsoleError(401, 'invalidCode', 'the code is wrong, expired or already used');
}

/** The step a 6-digit code matches, if later than the last accepted one (a code never counts twice). */
function codeStep(ctx: RouteContext<unknown, unknown>, staff: StaffRow, sealed: string, given: string) {
  const step = checkTotp(openSecret(sealed, consoleKey(ctx.config)), given, ctx.now);
  return step !== null && step > staff.totp_last_step ? step : null;
}

function pendingStaff(ctx: RouteContext<unknown, unknown>): StaffRow {
  const staff = ctx.staff!;
  if (ctx.session?.stage !== 'password') throw new ConsoleError(409, 'alreadySignedIn');
  return staff;
}

/** Upgrades a password-stage session to a full one under a new token, in the caller's transaction. */
async function upgrade(q: Queryable, ctx: RouteContext<unknown, unknown>, staff: StaffRow) {
  await endSession(q, ctx.token);
  return openSession(q, staff.id, 'full', ctx.now, ctx.actor);
}

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

const listStaff = route({
  method: 'GET',
  path: '/staff',
  access: 'staff.manage',
  async handle(ctx) {
    const rows = await ctx.db.query<StaffRow>('SELECT * FROM console_staff ORDER BY id');
    return { items: rows.map(staffView) };
  },
});

const inviteStaff = route({
  method: 'POST',
  path: '/staff',
  access: 'staff.manage',
  body: z.object({ email, name: z.string().trim().min(1).max(100), role: z.enum(ROLES) }),
  async handle(ctx) {
    const { staff, password } = await createStaff(ctx.db, ctx.body, ctx.actor);
    // Handed to the new staff member out of band; changed at their first sign-in.
    return { staff, one_time_password: password };
  },
});

/** Another staff member (never oneself: nobody disables themselves or changes their own role). */
async function otherStaff(q: Queryable, ctx: RouteContext<unknown, unknown>): Promise<StaffRow> {
  const staffId = id.safeParse(ctx.params.id);
  const target = staffId.success ? await staffById(q, staffId.data) : null;
  if (!target) throw new ConsoleError(404, 'notFound', 'id: no such staff');
  if (target.id === ctx.staff!.id)
    throw new ConsoleError(403, 'notOnYourself', 'another owner must change your own account');
  return target;
}

const disableStaff = route({
  method: 'POST',
  path: '/staff/:id/disable',
  access: 'staff.manage',
  async handle(ctx) {
    return ctx.db.tx(async (q) => {
      const target = await otherStaff(q, ctx);
      if (target.disabled_at) throw new ConsoleError(409, 'alreadyDisabled');
      const [row] = await q.query<StaffRow>(
        'UPDATE console_staff SET disabled_at = now() WHERE id = $1 RETURNING *',
        [target.id],
      );
      await endStaffSessions(q, target.id);
      const after = staffView(row as StaffRow);
      await consoleAudit(q, ctx.actor, {
        action: 'staff.disable',
        target: `staff:${target.id}`,
        before: { disabled_at: null },
        after: { disabled_at: after.disabled_at },
      });
      return after;
    });
  },
});

const setRole = route({
  method: 'POST',
  path: '/staff/:id/role',
  access: 'staff.manage',
  body: z.object({ role: z.enum(ROLES) }),
  async handle(ctx) {
    return ctx.db.tx(async (q) => {
      const target = await otherStaff(q, ctx);
      const [row] = await q.query<StaffRow>('UPDATE console_staff SET role = $2 WHERE id = $1 RETURNING *', [
        target.id,
        ctx.body.role,
      ]);
      await consoleAudit(q, ctx.actor, {
        action: 'staff.role',
        target: `staff:${target.id}`,
        before: { role: target.role },
        after: { role: ctx.body.role },
      });
      return staffView(row as StaffRow);
    });
  },
});

const pendingPayments = route({
  method: 'GET',
  path: '/payments',
  access: 'payments.view',
  query: z.object({
    kind: z.enum(['deposit', 'withdrawal']).optional(),
    site: z.string().trim().max(253).optional(),
    ...page,
  }),
  async handle(ctx) {
    const { kind, site, page: p, page_size } = ctx.query;
    const where = `WHERE r.status = 'pending' AND ($1::text IS NULL OR r.kind = $1)
        AND ($2::text IS NULL OR s.domain_name = $2)`;
    const params = [kind ?? null, site ?? null];
    const from =
      'FROM payment_requests r JOIN players p ON p.id = r.player_id JOIN sites s ON s.id = p.site_id';
    const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} ${where}`,
      params,
    );
    const rows = await ctx.db.query<
      PaymentRow & { account_id: string; domain_name: string; currency: string }
    >(
      `SELECT r.*, p.account_id, s.domain_name, s.currency ${from} ${where}
        ORDER BY r.created_at, r.id LIMIT $3 OFFSET $4`,
      [...params, page_size, (p - 1) * page_size],
    );
    const items = rows.map((r) => ({
      request_id: Number(r.id),
      kind: r.kind,
      amount: Number(r.amount),
      currency: r.currency,
      method: r.method,
      reference: r.reference,
      account_id: r.account_id,
      domain_name: r.domain_name,
      created_at: new Date(r.created_at).toISOString(),
    }));
    return { items, total, page: p, page_size };
  },
});

/** Approve or reject: the same domain step as `operator/payment_decide`, its audit row in its transaction. */
function decision(kind: 'approve' | 'reject'): ConsoleRoute<{ reason?: string }> {
  return route({
    method: 'POST',
    path: `/payments/:id/${kind}`,
    access: 'payments.decide',
    body:
      kind === 'reject'
        ? z.object({ reason: z.string().trim().min(3).max(500) })
        : z.object({ reason: z.string().trim().max(500).optional() }),
    async handle(ctx) {
      const requestId = id.safeParse(ctx.params.id);
      if (!requestId.success) throw new ConsoleError(404, 'notFound', 'id: no such request');
      const answer = await ctx.db.tx(async (q) => {
        const [r] = await q.query<{ player_id: number; status: string; kind: string; amount: number }>(
          'SELECT player_id, status, kind, amount FROM payment_requests WHERE id = $1',
          [requestId.data],
        );
        if (!r) throw new ConsoleError(404, 'notFound', 'id: no such request');
        const wallet = await lockWallet(q, r.player_id);
        const before = { status: r.status, kind: r.kind, amount: Number(r.amount), wallet };
        let decided: PaymentRow;
        try {
          decided = await decide(q, requestId.data, kind);
        } catch (e) {
          if (e instanceof ApiRefusal) throw new ConsoleError(409, e.statusMessage, e.statusDetail);
          throw e;
        }
        const [walletAfter] = await q.query<{ balance: number; held: number }>(
          'SELECT balance, held FROM wallets WHERE player_id = $1',
          [r.player_id],
        );
        const after = {
          status: decided.status,
          kind: decided.kind,
          amount: Number(decided.amount),
          wallet: walletAfter,
          ...(ctx.body.reason ? { reason: ctx.body.reason } : {}),
        };
        await consoleAudit(q, ctx.actor, {
          action: `payments.${kind}`,
          target: `payment:${decided.id}`,
          before,
          after,
        });
        return { request_id: Number(decided.id), status: decided.status, reason: ctx.body.reason ?? null };
      });
      securityEvent('money.payment_decided', {
        request: answer.request_id,
        status: answer.status,
        actor: ctx.actor.name,
        ip: ctx.actor.ip,
        via: 'console',
      });
      return answer;
    },
  });
}

/** Every console route: the permission each needs is part of its declaration (roles.ts, console.test). */
export const ROUTES: readonly ConsoleRoute[] = [
  signIn,
  secondFactor,
  enrol,
  confirmEnrolment,
  changePassword,
  signOut,
  me,
  listStaff,
  inviteStaff,
  disableStaff,
  setRole,
  pendingPayments,
  decision('approve'),
  decision('reject'),
  ...PLAYER_ROUTES,
  ...AUDIT_ROUTES,
  ...SITES_CONSOLE_ROUTES,
  ...CONTENT_CONSOLE_ROUTES,
  ...RELEASE_ROUTES,
] as ConsoleRoute[];
