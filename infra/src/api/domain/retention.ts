import type { Queryable } from '../../db/index';

/**
 * How long dead rows are kept. Idempotency answers are remembered for 30 days: a client may replay a money
 * request within that time and get its first answer; later the key counts as new.
 */
export const RETENTION = {
  sessionsDays: 7,
  tacCodesDays: 1,
  outboxDays: 7,
  idempotencyDays: 30,
} as const;

/** Deletes expired sessions, old TAC codes, delivered outbox rows, old idempotency records and ended rate windows. */
export async function pruneExpired(q: Queryable): Promise<Record<string, number>> {
  const del = async (sql: string, days: number) => (await q.query(`${sql} RETURNING 1`, [days])).length;
  return {
    sessions: await del(
      `DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - make_interval(days => $1)`,
      RETENTION.sessionsDays,
    ),
    tac_codes: await del(
      'DELETE FROM tac_codes WHERE created_at < now() - make_interval(days => $1)',
      RETENTION.tacCodesDays,
    ),
    outbox: await del(
      'DELETE FROM outbox WHERE created_at < now() - make_interval(days => $1)',
      RETENTION.outboxDays,
    ),
    // A game token is kept a week past its last use: a round that took a bet can still be settled with it.
    game_tokens: await del(
      'DELETE FROM game_tokens WHERE expires_at < now() - make_interval(days => $1)',
      RETENTION.sessionsDays,
    ),
    idempotency: await del(
      'DELETE FROM idempotency WHERE created_at < now() - make_interval(days => $1)',
      RETENTION.idempotencyDays,
    ),
    // Shared rate-limit windows that ended (RATE_LIMIT_STORE=database); a live window is never touched.
    rate_counters: await del(
      'DELETE FROM rate_counters WHERE reset_at < now() - make_interval(days => $1)',
      0,
    ),
  };
}
