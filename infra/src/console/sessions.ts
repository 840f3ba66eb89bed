import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/index';
import { newToken, safeEqual, sha256 } from '../security/tokens';

/**
 * Console sessions (issue 17 §2). The cookie holds a random 256-bit token; the table holds its sha256. A
 * session is `password` (password checked; only the second factor, TOTP enrolment, `me` and sign-out are open;
 * 10 minutes) until the second factor upgrades it to `full` under a NEW token (no session fixation). A full
 * session ends after 30 minutes without a request or 12 hours after sign-in, whichever comes first.
 */
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
export const PENDING_MS = 10 * 60_000;

/** `__Host-`: the browser accepts it only Secure, from this exact host, on Path=/ (no Domain can widen it). */
export const COOKIE = '__Host-console';

export type Stage = 'password' | 'full';

export interface SessionRow {
  token_hash: string;
  staff_id: number;
  stage: Stage;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
}

/** The CSRF token of a session: derived from its token, so it needs no storage and dies with the session. */
export function csrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('console csrf v1').digest('base64url');
}

export function csrfMatches(sessionToken: string, header: string): boolean {
  return Boolean(header) && safeEqual(csrfToken(sessionToken), header);
}

export async function openSession(
  q: Queryable,
  staffId: number,
  stage: Stage,
  now: number,
  from: { ip: string; userAgent: string },
): Promise<{ token: string; csrf: string }> {
  const token = newToken();
  const expires = now + (stage === 'full' ? ABSOLUTE_MS : PENDING_MS);
  await q.query(
    `INSERT INTO console_sessions (token_hash, staff_id, stage, created_at, last_seen_at, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($4 / 1000.0), to_timestamp($5 / 1000.0), $6, $7)`,
    [sha256(token), staffId, stage, now, expires, from.ip, from.userAgent.slice(0, 300)],
  );
  return { token, csrf: csrfToken(token) };
}

/** The live session of a token, its last use moved to `now`; an expired one is deleted and answers null. */
export async function findSession(q: Queryable, token: string, now: number): Promise<SessionRow | null> {
  if (!token) return null;
  const hash = sha256(token);
  const [s] = await q.query<SessionRow>('SELECT * FROM console_sessions WHERE token_hash = $1', [hash]);
  if (!s) return null;
  const idle = new Date(s.last_seen_at).getTime() + IDLE_MS <= now;
  if (idle || new Date(s.expires_at).getTime() <= now) {
    await q.query('DELETE FROM console_sessions WHERE token_hash = $1', [hash]);
    return null;
  }
  await q.query(
    'UPDATE console_sessions SET last_seen_at = to_timestamp($2 / 1000.0) WHERE token_hash = $1',
    [hash, now],
  );
  return { ...s, staff_id: Number(s.staff_id) };
}

export async function endSession(q: Queryable, token: string): Promise<void> {
  await q.query('DELETE FROM console_sessions WHERE token_hash = $1', [sha256(token)]);
}

export async function endStaffSessions(q: Queryable, staffId: number, except?: string): Promise<void> {
  await q.query('DELETE FROM console_sessions WHERE staff_id = $1 AND token_hash <> $2', [
    staffId,
    except ? sha256(except) : '',
  ]);
}

export function sessionCookie(token: string): string {
  return `${COOKIE}=${token}; Max-Age=${ABSOLUTE_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

export function clearedCookie(): string {
  return `${COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

export function cookieToken(header: string | undefined): string {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return '';
}
