import type { Queryable } from '../db/index';
import { sha256 } from '../security/tokens';
import { ApiRefusal } from './envelope';
import type { PlayerRow } from './types';

/** A session nobody used for this long is over (ASVS 7.3.1): the next call answers sessionExpired. */
export const SESSION_IDLE_MINUTES = 30;

/**
 * Checks the account_id + auth pair (SPEC §6). Refusals use the session messages of SPEC §8 so the front
 * end starts its session-expired flow: sessionExpired (unknown, expired or revoked), BLOCK, CLOSE.
 */
export async function authenticate(
  db: Queryable,
  accountId: string,
  auth: string,
): Promise<{ player: PlayerRow; sessionHash: string }> {
  const hash = sha256(auth);
  const rows = await db.query<PlayerRow & { expires_at: Date; revoked_at: Date | null; idle: boolean }>(
    `SELECT p.id, p.site_id, p.account_id, p.full_name, p.contact_email, p.status, p.referral_code,
            s.expires_at, s.revoked_at,
            s.last_seen_at < now() - make_interval(mins => ${SESSION_IDLE_MINUTES}) AS idle
       FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (
    !row ||
    row.account_id.toLowerCase() !== accountId.trim().toLowerCase() ||
    row.revoked_at ||
    new Date(row.expires_at).getTime() <= Date.now()
  ) {
    throw new ApiRefusal('sessionExpired', 'the session is unknown, expired or revoked');
  }
  if (row.idle) {
    await db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'idle' WHERE token_hash = $1 AND revoked_at IS NULL`,
      [hash],
    );
    throw new ApiRefusal(
      'sessionExpired',
      `the session was idle for more than ${SESSION_IDLE_MINUTES} minutes`,
    );
  }
  if (row.status === 'BLOCK' || row.status === 'CLOSE')
    throw new ApiRefusal(row.status, `the account is ${row.status === 'BLOCK' ? 'blocked' : 'closed'}`);
  // "last seen" of the player's session list (account/sessions), written at most once a minute
  await db.query(
    `UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1 AND last_seen_at < now() - interval '1 minute'`,
    [hash],
  );
  return { player: row, sessionHash: hash };
}
