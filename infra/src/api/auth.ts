import type { Queryable } from '../db/index';
import { sha256 } from '../security/tokens';
import { ApiRefusal } from './envelope';
import type { PlayerRow } from './types';

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
  const rows = await db.query<PlayerRow & { expires_at: Date; revoked_at: Date | null }>(
    `SELECT p.id, p.site_id, p.account_id, p.full_name, p.contact_email, p.status, p.referral_code,
            s.expires_at, s.revoked_at
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
  if (row.status === 'BLOCK' || row.status === 'CLOSE')
    throw new ApiRefusal(row.status, `the account is ${row.status === 'BLOCK' ? 'blocked' : 'closed'}`);
  return { player: row, sessionHash: hash };
}
