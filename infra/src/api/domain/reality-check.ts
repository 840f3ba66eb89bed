import type { RealityCheck } from '@site/shared';
import type { Queryable } from '../../db/index';

/**
 * The reality check's clock is the session's, on the server: it starts when the session is opened, so a reload
 * or a second tab (same session) neither resets nor doubles it. Checks fall due every `interval` minutes of
 * session time; `rc_acknowledged` counts the ones the player answered with Continue.
 */
type Interval = RealityCheck['interval'];

export async function playerInterval(q: Queryable, playerId: number, siteId: number): Promise<Interval> {
  const [row] = await q.query<{ interval: number }>(
    `SELECT coalesce((SELECT reality_check FROM rg_settings WHERE player_id = $1),
                     (SELECT reality_check_default FROM sites WHERE id = $2), 0) AS interval`,
    [playerId, siteId],
  );
  return (row?.interval ?? 0) as Interval;
}

/** Which check is due at `elapsedMs` of session time (0 before the first). */
export function checksDue(elapsedMs: number, interval: number): number {
  return interval > 0 ? Math.floor(Math.max(0, elapsedMs) / (interval * 60_000)) : 0;
}

export async function realityCheck(
  q: Queryable,
  me: { id: number; site_id: number },
  sessionHash: string,
  now: Date,
  acknowledge: boolean,
): Promise<RealityCheck> {
  const interval = await playerInterval(q, me.id, me.site_id);
  const [s] = await q.query<{ created_at: Date; rc_acknowledged: number }>(
    'SELECT created_at, rc_acknowledged FROM sessions WHERE token_hash = $1',
    [sessionHash],
  );
  const started = new Date(s?.created_at ?? now);
  const elapsed = Math.max(0, now.getTime() - started.getTime());
  const dueCount = checksDue(elapsed, interval);
  let acked = s?.rc_acknowledged ?? 0;
  if (acknowledge && dueCount > acked) {
    await q.query(
      'UPDATE sessions SET rc_acknowledged = greatest(rc_acknowledged, $2) WHERE token_hash = $1',
      [sessionHash, dueCount],
    );
    acked = dueCount;
  }
  const [money] = await q.query<{ stakes: number; net: number }>(
    `SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'bet'), 0)::bigint AS stakes,
            coalesce(sum(amount) FILTER (WHERE kind IN ('bet', 'win', 'refund')), 0)::bigint AS net
       FROM ledger WHERE player_id = $1 AND created_at >= $2`,
    [me.id, started],
  );
  const next = interval > 0 ? new Date(started.getTime() + (acked + 1) * interval * 60_000) : null;
  return {
    interval,
    session_started_at: started.toISOString(),
    elapsed_seconds: Math.floor(elapsed / 1000),
    stakes: Number(money?.stakes ?? 0),
    net_result: Number(money?.net ?? 0),
    next_due_at: next ? next.toISOString() : null,
    due: next !== null && next.getTime() <= now.getTime(),
  };
}
