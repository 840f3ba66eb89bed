import { z } from 'zod';
import type { Config } from '../config';
import type { Queryable } from '../db/index';
import { limitStore, type Limit } from '../security/rate-limit';
import { securityEvent } from '../security/security-log';
import { ConsoleError } from './errors';
import type { RouteContext } from './route';
import { endSession, openSession, sessionCookie, csrfToken } from './sessions';
import type { StaffRow } from './staff';
import { checkTotp, openSecret } from './totp';

/**
 * What the sign-in routes (routes-sign-in.ts) share: the limits, the console key, the email and code schemas,
 * the limited attempt, a code's step, the session upgrade. Also the id and page schemas of routes-staff.ts and
 * routes-payments.ts.
 */

/** Console sign-in limits: wrong passwords per address and per email; wrong codes per staff member. */
export const CONSOLE_LIMITS = {
  signInIp: { max: 20, windowMs: 10 * 60_000 },
  signInEmail: { max: 5, windowMs: 10 * 60_000 },
  codeStaff: { max: 5, windowMs: 10 * 60_000 },
  codeIp: { max: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/** Staff passwords: the player rule (length, the common-password list) and at least 12 characters. */
export const STAFF_PASSWORD_MIN = 12;
export const RECOVERY_CODES = 10;
const DEV_CONSOLE_KEY = 'development console key (set CONSOLE_KEY)';

export function consoleKey(config: Config): string {
  return config.console.key ?? DEV_CONSOLE_KEY;
}

export const email = z
  .string()
  .trim()
  .max(254)
  // no invisible character inside (`sp\u200b@…` reads as `sp@…` but could never be typed to sign in)
  .check(z.regex(/^[^\s@\p{Cf}]+@[^\s@\p{Cf}]+$/u, 'an email address'));
export const code = z.string().trim().max(32);
export const id = z.coerce.number().int().positive();
export const page = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};

/** Sets the session cookie and answers what the browser needs next. */
export function signedIn(ctx: RouteContext<unknown, unknown>, token: string) {
  ctx.reply.header('set-cookie', sessionCookie(token));
  return csrfToken(token);
}

/**
 * A limited attempt (issue 9 §1): reserved before the check on every key at once, kept when the check fails
 * (null), given back when it succeeds. Over the limit: 429 without checking anything.
 */
export async function limited<T>(
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

export function codeKeys(ctx: RouteContext<unknown, unknown>, staff: StaffRow): [string, Limit][] {
  return [
    [`console:code:${staff.id}`, CONSOLE_LIMITS.codeStaff],
    [`console:code-ip:${ctx.actor.ip}`, CONSOLE_LIMITS.codeIp],
  ];
}

export function wrongCode(ctx: RouteContext<unknown, unknown>, staff: StaffRow, method: string): never {
  securityEvent('console.code_failed', { ip: ctx.actor.ip, staff: staff.email, method }, 'warn');
  throw new ConsoleError(401, 'invalidCode', 'the code is wrong, expired or already used');
}

/** The step a 6-digit code matches, if later than the last accepted one (a code never counts twice). */
export function codeStep(
  ctx: RouteContext<unknown, unknown>,
  staff: StaffRow,
  sealed: string,
  given: string,
) {
  const step = checkTotp(openSecret(sealed, consoleKey(ctx.config)), given, ctx.now);
  return step !== null && step > staff.totp_last_step ? step : null;
}

export function pendingStaff(ctx: RouteContext<unknown, unknown>): StaffRow {
  const staff = ctx.staff!;
  if (ctx.session?.stage !== 'password') throw new ConsoleError(409, 'alreadySignedIn');
  return staff;
}

/** Upgrades a password-stage session to a full one under a new token, in the caller's transaction. */
export async function upgrade(q: Queryable, ctx: RouteContext<unknown, unknown>, staff: StaffRow) {
  await endSession(q, ctx.token);
  return openSession(q, staff.id, 'full', ctx.now, ctx.actor);
}
