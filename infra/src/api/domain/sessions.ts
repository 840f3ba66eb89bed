import type { Envelope, LoginValue } from '@site/shared';
import type { Queryable } from '../../db/index';
import { newToken, sha256, SESSION_TTL_MS } from '../../security/tokens';
import { ok } from '../envelope';
import type { PlayerRow } from '../types';

/**
 * Sessions: a 256-bit random token goes to the client once; only its SHA-256 is stored. A session expires
 * after SESSION_TTL_MS and is revoked by logout, a password change (other sessions) or a reset (all).
 */
export async function openSession(
  q: Queryable,
  player: PlayerRow,
  client: { ip: string; userAgent: string } = { ip: '', userAgent: '' },
): Promise<LoginValue> {
  const token = newToken();
  await q.query(
    'INSERT INTO sessions (token_hash, player_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), player.id, new Date(Date.now() + SESSION_TTL_MS), client.ip, client.userAgent],
  );
  return {
    token,
    user: { account_id: player.account_id, session_token: token },
    fullname: player.full_name,
    email: player.contact_email,
  };
}

/** The login answer of SPEC §7: the fields in `value`, and at the top level of the envelope as well. */
export function loginAnswer(value: LoginValue): Envelope<LoginValue> {
  return { ...value, ...ok(value) };
}

export async function revokeSessions(
  q: Queryable,
  playerId: number,
  reason: string,
  keepHash: string | null = null,
): Promise<number> {
  const rows = await q.query(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
      WHERE player_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3) RETURNING 1`,
    [playerId, reason, keepHash],
  );
  return rows.length;
}

/** A per-session game token (get_balance, launch): derived from the stored hash, never the session token. */
export function gameToken(sessionHash: string): string {
  return sha256(`game:${sessionHash}`).slice(0, 24);
}
