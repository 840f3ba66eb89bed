import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index';
import { newTac, safeEqual, sha256 } from '../../security/tokens';
import { ApiRefusal } from '../envelope';
import { notifier } from './notifier';

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
export type TacFailure = 'tacInvalid' | 'tacExpired' | 'tacLocked';

function hashCode(salt: string, code: string): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

/**
 * Issues a code. `deliverTo` null means the account cannot receive one (unknown, or already registered):
 * the row is still written so that cooldown and answers are the same and nobody learns whether it exists.
 */
export async function issueTac(
  q: Queryable,
  o: { siteId: number; siteName: string; accountId: string; purpose: TacPurpose; deliverTo: string | null },
): Promise<void> {
  const account = o.accountId.toLowerCase();
  const [recent] = await q.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $4) - now()))::int AS wait FROM tac_codes
      WHERE site_id = $1 AND account_id = $2 AND purpose = $3 AND created_at > now() - make_interval(secs => $4)
      ORDER BY id DESC LIMIT 1`,
    [o.siteId, account, o.purpose, TAC_COOLDOWN_SECONDS],
  );
  if (recent) throw new ApiRefusal('tacCooldown', `wait ${Math.max(1, recent.wait)} s before asking again`);
  const code = newTac();
  await q.query(
    `INSERT INTO tac_codes (site_id, account_id, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [o.siteId, account, o.purpose, hashCode(randomBytes(8).toString('hex'), code), TAC_TTL_SECONDS],
  );
  if (o.deliverTo === null) return;
  await notifier().send(q, {
    siteId: o.siteId,
    accountId: account,
    channel: o.deliverTo.includes('@') ? 'email' : 'sms',
    destination: o.deliverTo,
    purpose: o.purpose,
    body: `${o.siteName}: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
  });
}

/**
 * Checks a code against the newest one. A wrong code counts an attempt, so the caller must commit this
 * transaction even when the answer is a refusal (return the failure, refuse after the commit).
 */
export async function checkTac(
  q: Queryable,
  o: { siteId: number; accountId: string; purpose: TacPurpose; code: string; consume: boolean },
): Promise<{ ok: true; id: number } | { ok: false; reason: TacFailure }> {
  const [row] = await q.query<{ id: number; code_hash: string; attempts: number; dead: boolean }>(
    `SELECT id, code_hash, attempts, (used_at IS NOT NULL OR expires_at <= now()) AS dead FROM tac_codes
      WHERE site_id = $1 AND account_id = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [o.siteId, o.accountId.toLowerCase(), o.purpose],
  );
  if (!row || row.dead) return { ok: false, reason: 'tacExpired' };
  if (row.attempts >= TAC_MAX_ATTEMPTS) return { ok: false, reason: 'tacLocked' };
  const [salt = ''] = row.code_hash.split('$');
  if (!safeEqual(hashCode(salt, o.code), row.code_hash)) {
    await q.query('UPDATE tac_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, reason: row.attempts + 1 >= TAC_MAX_ATTEMPTS ? 'tacLocked' : 'tacInvalid' };
  }
  await q.query(
    `UPDATE tac_codes SET verified_at = coalesce(verified_at, now()), used_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
    [row.id, o.consume],
  );
  return { ok: true, id: row.id };
}

const VERIFIED_REGISTRATION = `SELECT id FROM tac_codes WHERE site_id = $1 AND account_id = $2 AND purpose = 'register'
  ORDER BY id DESC LIMIT 1`;

/** Whether the newest register code of the account was verified and not used yet (no lock). */
export async function hasVerifiedRegistration(
  q: Queryable,
  siteId: number,
  accountId: string,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM tac_codes WHERE id = (${VERIFIED_REGISTRATION})
       AND used_at IS NULL AND verified_at > now() - make_interval(secs => $3)`,
    [siteId, accountId.toLowerCase(), VERIFIED_TTL_SECONDS],
  );
  return rows.length > 0;
}

/** Consumes a register code verified by tac/verify within VERIFIED_TTL_SECONDS; false when there is none. */
export async function consumeVerifiedRegistration(
  q: Queryable,
  siteId: number,
  accountId: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE tac_codes SET used_at = now() WHERE id = (${VERIFIED_REGISTRATION})
       AND used_at IS NULL AND verified_at > now() - make_interval(secs => $3)
     RETURNING id`,
    [siteId, accountId.toLowerCase(), VERIFIED_TTL_SECONDS],
  );
  return rows.length > 0;
}
