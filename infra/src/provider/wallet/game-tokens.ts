import type { Queryable } from '../../db/index';
import { newToken, sha256 } from '../../security/tokens';

/** A game token lives this long after its last use, and never past its session. */
export const GAME_TOKEN_IDLE_MS = 15 * 60 * 1000;

export interface GameTokenRow {
  player_id: number;
  site_id: number;
  provider_code: string;
  game_code: string;
  /** the token is within its idle time and its session is neither revoked nor expired */
  live: boolean;
  status: string;
  currency: string;
  language: string;
}

/**
 * Issues the token product/launch hands to a game: random, stored only as its SHA-256, bound to the session,
 * the site, the provider and the game. It dies with the session (logout, password change, expiry).
 */
export async function issueGameToken(
  q: Queryable,
  g: { sessionHash: string; playerId: number; siteId: number; providerCode: string; gameCode: string },
): Promise<string> {
  const token = newToken();
  await q.query(
    `INSERT INTO game_tokens (token_hash, session_hash, player_id, site_id, provider_code, game_code, expires_at)
     SELECT $1, $2, $3, $4, $5, $6, least(now() + $7 * interval '1 millisecond', s.expires_at)
       FROM sessions s WHERE s.token_hash = $2`,
    [sha256(token), g.sessionHash, g.playerId, g.siteId, g.providerCode, g.gameCode, GAME_TOKEN_IDLE_MS],
  );
  return token;
}

/** The token's player and whether it may still open play; null when no such token was issued to this provider. */
export async function findGameToken(
  q: Queryable,
  token: string,
  providerCode: string,
): Promise<GameTokenRow | null> {
  const [row] = await q.query<GameTokenRow>(
    `SELECT t.player_id, t.site_id, t.provider_code, t.game_code, p.status, st.currency, st.language,
            (t.expires_at > now() AND s.token_hash IS NOT NULL AND s.revoked_at IS NULL AND s.expires_at > now()) AS live
       FROM game_tokens t
       JOIN players p ON p.id = t.player_id
       JOIN sites st ON st.id = t.site_id
       LEFT JOIN sessions s ON s.token_hash = t.session_hash
      WHERE t.token_hash = $1 AND t.provider_code = $2`,
    [sha256(token), providerCode],
  );
  return row ?? null;
}

/** Each live use keeps the token alive for another idle period (never past its session). */
export async function touchGameToken(q: Queryable, token: string): Promise<void> {
  await q.query(
    `UPDATE game_tokens t SET expires_at = least(now() + $2 * interval '1 millisecond', s.expires_at)
       FROM sessions s WHERE s.token_hash = t.session_hash AND t.token_hash = $1`,
    [sha256(token), GAME_TOKEN_IDLE_MS],
  );
}
