import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { sha256 } from '../../security/tokens';
import { deviceName, sessionId } from '../domain/devices';
import { revokeSessions } from '../domain/sessions';

/** Issue 10 §5: the player's active sessions and recent sign-ins; signing out one session or all others. */

const SIGN_IN_HISTORY = 20;

export const accountSessions = defineCall('/api/account/sessions', {
  auth: true,
  async handle({ db, player, sessionHash }) {
    const me = player!;
    const live = await db.query<{
      token_hash: string;
      user_agent: string;
      ip: string;
      created_at: Date;
      last_seen_at: Date;
    }>(
      `SELECT token_hash, user_agent, ip, created_at, last_seen_at FROM sessions
        WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY last_seen_at DESC`,
      [me.id],
    );
    const signIns = await db.query<{
      at: Date;
      method: string;
      outcome: string;
      ip: string;
      user_agent: string;
    }>(
      'SELECT at, method, outcome, ip, user_agent FROM sign_ins WHERE player_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
      [me.id, SIGN_IN_HISTORY],
    );
    return ok({
      sessions: live.map((s) => ({
        session_id: sessionId(s.token_hash, sha256),
        device: deviceName(s.user_agent),
        ip: s.ip,
        started_at: new Date(s.created_at).toISOString(),
        last_seen_at: new Date(s.last_seen_at).toISOString(),
        current: s.token_hash === sessionHash,
      })),
      sign_ins: signIns.map((s) => ({
        at: new Date(s.at).toISOString(),
        method: s.method,
        outcome: s.outcome,
        ip: s.ip,
        device: deviceName(s.user_agent),
      })),
    });
  },
});

/** Signs out one session of the player (session_id) or every other one (others: true); its next call gets sessionExpired. */
export const sessionRevoke = defineCall('/api/account/session_revoke', {
  auth: true,
  async handle({ db, body, player, sessionHash }) {
    const me = player!;
    if (body.everywhere) return ok({ revoked: await revokeSessions(db, me.id, 'signed_out_everywhere') });
    if (body.others)
      return ok({ revoked: await revokeSessions(db, me.id, 'signed_out_by_player', sessionHash) });
    if (!body.session_id) return fail('invalidInput', 'session_id: required unless others is true');
    const live = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE player_id = $1 AND revoked_at IS NULL',
      [me.id],
    );
    const target = live.find((s) => sessionId(s.token_hash, sha256) === body.session_id);
    if (!target) return fail('notFound', 'session_id: no such active session');
    const rows = await db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'signed_out_by_player'
        WHERE token_hash = $1 AND revoked_at IS NULL RETURNING 1`,
      [target.token_hash],
    );
    return ok({ revoked: rows.length });
  },
});
