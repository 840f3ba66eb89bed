import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index';
import { newTac, newToken, safeEqual, sha256 } from '../../security/tokens';
import { securityEvent } from '../../security/security-log';
import { ApiRefusal } from '../envelope';
import { notifier } from './notifier';
import { destinationAllowed, normalisePhone, smsBudgetSpent } from './sms-guard';

/**
 * TAC codes: 6 random digits, stored salted and hashed, bound to (site, account, purpose), valid for 5 minutes,
 * used once, dead after 5 wrong tries, and not re-sent within 60 s. Only the newest code of an account and
 * purpose counts: asking again replaces the old one.
 */
export const TAC_TTL_SECONDS = 5 * 60;
export const TAC_MAX_ATTEMPTS = 5;
export const TAC_COOLDOWN_SECONDS = 60;
/** After tac/verify, the sign-up that consumes the verified register code must follow within this time. */
export const VERIFIED_TTL_SECONDS = 30 * 60;

export type TacPurpose = 'register' | 'login' | 'reset';
export type TacFailure = 'tacInvalid' | 'tacExpired' | 'tacLocked' | 'tacLockedOut';

/**
 * Escalating lock-out (issue 9 §9): each code of an account and purpose that dies of wrong tries is a strike
 * (strikes older than a day are forgotten). From the second strike on, no code is sent or checked for that
 * account and purpose for 15 min, then 1 h, 4 h, and 24 h from the fifth strike on.
 */
export const LOCKOUT_MINUTES = [0, 0, 15, 60, 240, 1440] as const;
export function lockoutMinutes(strikes: number): number {
  return LOCKOUT_MINUTES[Math.min(strikes, LOCKOUT_MINUTES.length - 1)] ?? 0;
}

/** Seconds left of the account's lock-out for this purpose (0: none). */
async function lockedOutFor(
  q: Queryable,
  siteId: number,
  account: string,
  purpose: TacPurpose,
): Promise<number> {
  const [row] = await q.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS wait FROM tac_lockouts
      WHERE site_id = $1 AND account_id = $2 AND purpose = $3 AND locked_until > now()`,
    [siteId, account, purpose],
  );
  return row ? Math.max(1, row.wait) : 0;
}

function lockedOut(wait: number): ApiRefusal {
  return new ApiRefusal('tacLockedOut', `wait ${Math.ceil(wait / 60)} min: too many codes were locked`);
}

async function strike(q: Queryable, siteId: number, account: string, purpose: TacPurpose): Promise<number> {
  const [row] = await q.query<{ strikes: number }>(
    `INSERT INTO tac_lockouts (site_id, account_id, purpose, strikes, last_strike_at, locked_until)
     VALUES ($1, $2, $3, 1, now(), now())
     ON CONFLICT (site_id, account_id, purpose) DO UPDATE SET
       strikes = CASE WHEN tac_lockouts.last_strike_at > now() - interval '1 day' THEN tac_lockouts.strikes + 1 ELSE 1 END,
       last_strike_at = now()
     RETURNING strikes`,
    [siteId, account, purpose],
  );
  const strikes = row?.strikes ?? 1;
  const minutes = lockoutMinutes(strikes);
  if (minutes > 0)
    await q.query(
      `UPDATE tac_lockouts SET locked_until = now() + make_interval(mins => $4)
        WHERE site_id = $1 AND account_id = $2 AND purpose = $3`,
      [siteId, account, purpose, minutes],
    );
  securityEvent('tac.lockout', { site: siteId, account, purpose, strikes, minutes }, 'warn');
  return strikes;
}

function hashCode(salt: string, code: string): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

/**
 * Issues a code. `deliverTo` null means the account cannot receive one (unknown, or already registered):
 * the row is still written so that cooldown and answers are the same and nobody learns whether it exists.
 */
export async function issueTac(
  q: Queryable,
  o: {
    siteId: number;
    siteName: string;
    accountId: string;
    purpose: TacPurpose;
    deliverTo: string | null;
    /**
     * Registration: the number the requester typed, checked against the per-number limits whether or not the
     * name is taken (refused with tooManyRequests), so the answer never tells a taken name from a free one.
     * Otherwise the destination is the account's own number: over its limits the code is written but not
     * sent, and the answer is the same as always.
     */
    requestedDestination?: string;
    /** a text sent instead of the code (the code is written but never delivered: sign-in would be refused) */
    notice?: string;
  },
): Promise<{ tac_request: string }> {
  const account = o.accountId.toLowerCase();
  const wait = await lockedOutFor(q, o.siteId, account, o.purpose);
  if (wait) throw lockedOut(wait);
  // SMS pumping (issue 9 §6): the site's daily budget holds for every request alike.
  if (await smsBudgetSpent(q, o.siteId))
    throw new ApiRefusal('tooManyRequests', "the site's message budget for today is spent", -429);
  if (o.requestedDestination !== undefined && !(await destinationAllowed(q, o.requestedDestination)))
    throw new ApiRefusal('tooManyRequests', 'contact_phone: too many codes were sent to this number', -429);
  const [recent] = await q.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $4) - now()))::int AS wait FROM tac_codes
      WHERE site_id = $1 AND account_id = $2 AND purpose = $3 AND created_at > now() - make_interval(secs => $4)
      ORDER BY id DESC LIMIT 1`,
    [o.siteId, account, o.purpose, TAC_COOLDOWN_SECONDS],
  );
  if (recent) throw new ApiRefusal('tacCooldown', `wait ${Math.max(1, recent.wait)} s before asking again`);
  const code = newTac();
  // The code is bound to this request (issue 9 §9): the requester gets a random handle the check must present.
  const request = newToken();
  await q.query(
    `INSERT INTO tac_codes (site_id, account_id, purpose, code_hash, expires_at, request_hash, destination)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
    [
      o.siteId,
      account,
      o.purpose,
      hashCode(randomBytes(8).toString('hex'), code),
      TAC_TTL_SECONDS,
      sha256(request),
      // the number a register code went to: sign-up accepts the code for this number only
      o.purpose === 'register' ? (o.requestedDestination ?? '') : '',
    ],
  );
  securityEvent('tac.issue', {
    site: o.siteId,
    account,
    purpose: o.purpose,
    delivered: o.deliverTo !== null && o.notice === undefined,
  });
  if (o.deliverTo === null) return { tac_request: request };
  const sms = !o.deliverTo.includes('@');
  const destination = sms ? normalisePhone(o.deliverTo) : o.deliverTo;
  if (sms && o.requestedDestination === undefined && !(await destinationAllowed(q, destination))) {
    securityEvent('tac.suppressed', { site: o.siteId, account, purpose: o.purpose }, 'warn');
    return { tac_request: request };
  }
  await notifier().send(q, {
    siteId: o.siteId,
    accountId: account,
    channel: sms ? 'sms' : 'email',
    destination,
    purpose: o.purpose,
    body:
      o.notice ??
      `${o.siteName}: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
  });
  return { tac_request: request };
}

/**
 * Checks a code against the newest one. A wrong code counts an attempt, so the caller must commit this
 * transaction even when the answer is a refusal (return the failure, refuse after the commit).
 */
export async function checkTac(
  q: Queryable,
  o: {
    siteId: number;
    accountId: string;
    purpose: TacPurpose;
    code: string;
    consume: boolean;
    /** the handle the request answered; required for sign-in codes, checked when given for the others */
    request?: string;
  },
): Promise<{ ok: true; id: number } | { ok: false; reason: TacFailure; wait?: number }> {
  const account = o.accountId.toLowerCase();
  const wait = await lockedOutFor(q, o.siteId, account, o.purpose);
  if (wait) return { ok: false, reason: 'tacLockedOut', wait };
  const [row] = await q.query<{
    id: number;
    code_hash: string;
    attempts: number;
    dead: boolean;
    request_hash: string;
  }>(
    `SELECT id, code_hash, attempts, request_hash, (used_at IS NOT NULL OR expires_at <= now()) AS dead FROM tac_codes
      WHERE site_id = $1 AND account_id = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [o.siteId, account, o.purpose],
  );
  if (!row || row.dead) return { ok: false, reason: 'tacExpired' };
  if (row.attempts >= TAC_MAX_ATTEMPTS) return { ok: false, reason: 'tacLocked' };
  const [salt = ''] = row.code_hash.split('$');
  const boundOk =
    o.request === undefined
      ? o.purpose !== 'login' || !row.request_hash
      : safeEqual(sha256(o.request), row.request_hash);
  if (!boundOk || !safeEqual(hashCode(salt, o.code), row.code_hash)) {
    await q.query('UPDATE tac_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    const locked = row.attempts + 1 >= TAC_MAX_ATTEMPTS;
    if (locked) await strike(q, o.siteId, account, o.purpose);
    securityEvent(
      'tac.verify',
      { site: o.siteId, account, purpose: o.purpose, ok: false, bound: boundOk },
      'warn',
    );
    return { ok: false, reason: locked ? 'tacLocked' : 'tacInvalid' };
  }
  securityEvent('tac.verify', { site: o.siteId, account, purpose: o.purpose, ok: true });
  await q.query(
    `UPDATE tac_codes SET verified_at = coalesce(verified_at, now()), used_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
    [row.id, o.consume],
  );
  return { ok: true, id: row.id };
}

const VERIFIED_REGISTRATION = `SELECT id FROM tac_codes WHERE site_id = $1 AND account_id = $2 AND purpose = 'register'
  ORDER BY id DESC LIMIT 1`;

/**
 * The newest register code of the account, when it was verified and not used yet (no lock): `phone` is the
 * canonical number it was sent to, which sign-up must bring (docs/api.md "TAC codes"). Null when there is none.
 */
export async function verifiedRegistration(
  q: Queryable,
  siteId: number,
  accountId: string,
): Promise<{ phone: string } | null> {
  const [row] = await q.query<{ destination: string }>(
    `SELECT destination FROM tac_codes WHERE id = (${VERIFIED_REGISTRATION})
       AND used_at IS NULL AND verified_at > now() - make_interval(secs => $3)`,
    [siteId, accountId.toLowerCase(), VERIFIED_TTL_SECONDS],
  );
  return row ? { phone: row.destination } : null;
}

/**
 * Consumes a register code verified by tac/verify within VERIFIED_TTL_SECONDS and sent to `phone` (canonical);
 * false when there is none.
 */
export async function consumeVerifiedRegistration(
  q: Queryable,
  siteId: number,
  accountId: string,
  phone: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE tac_codes SET used_at = now() WHERE id = (${VERIFIED_REGISTRATION})
       AND used_at IS NULL AND verified_at > now() - make_interval(secs => $3) AND destination = $4
     RETURNING id`,
    [siteId, accountId.toLowerCase(), VERIFIED_TTL_SECONDS, phone],
  );
  return rows.length > 0;
}

/** The detail of a failed check: how long a lock-out lasts, or the generic reason. */
export function tacFailureDetail(f: { reason: TacFailure; wait?: number }): string {
  return f.reason === 'tacLockedOut'
    ? `wait ${Math.ceil((f.wait ?? 60) / 60)} min: too many codes were locked`
    : 'tac: the code is wrong, expired or used';
}
