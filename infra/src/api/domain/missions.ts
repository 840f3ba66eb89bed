import type { Mission } from '@site/shared';
import type { Queryable } from '../../db/index';

/** A mission with the player's progress (contract: mission). */
export type MissionView = Mission;

/** Start of the current period in UTC: today 00:00, or Monday 00:00 of this ISO week. */
export function periodStart(period: 'daily' | 'weekly', now = new Date()): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'weekly') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/**
 * Bets the player placed since $2: sportsbook bets plus game rounds (casino, slot, crash, hash — every provider's
 * round with an accepted bet). A round counts once however many bet transactions it took; a refused or
 * rolled-back bet is not a bet placed.
 */
const BETS_PLACED = `SELECT ((SELECT count(*) FROM bets WHERE player_id = $1 AND placed_at >= $2)
  + (SELECT count(DISTINCT provider_code || ':' || round_id) FROM provider_transactions
      WHERE player_id = $1 AND kind = 'bet' AND status = 'accepted' AND created_at >= $2))::bigint AS progress`;

/** Missions of a site with a player's progress, measured from the ledger since the period started. */
export async function missionsOf(q: Queryable, siteId: number, playerId: number): Promise<MissionView[]> {
  const defs = await q.query<
    Omit<MissionView, 'mission_id' | 'period_key' | 'progress' | 'completed' | 'claimed'> & { id: number }
  >('SELECT id, code, title, metric, period, target, reward FROM missions WHERE site_id = $1 ORDER BY id', [
    siteId,
  ]);
  const out: MissionView[] = [];
  for (const m of defs) {
    const start = periodStart(m.period);
    const periodKey = start.toISOString().slice(0, 10);
    const [p] = await q.query<{ progress: number }>(
      m.metric === 'bets'
        ? BETS_PLACED
        : `SELECT coalesce(sum(${m.metric === 'deposit' ? 'amount' : '-amount'}), 0)::bigint AS progress FROM ledger
            WHERE player_id = $1 AND created_at >= $2 AND kind IN (${m.metric === 'deposit' ? "'deposit'" : "'bet', 'refund'"})`,
      [playerId, start],
    );
    const claimed = await q.query(
      'SELECT 1 FROM mission_claims WHERE mission_id = $1 AND player_id = $2 AND period_key = $3',
      [m.id, playerId, periodKey],
    );
    const progress = Math.max(0, p?.progress ?? 0);
    out.push({
      mission_id: m.id,
      code: m.code,
      title: m.title,
      metric: m.metric,
      period: m.period,
      period_key: periodKey,
      target: Number(m.target),
      progress,
      reward: Number(m.reward),
      completed: progress >= Number(m.target),
      claimed: claimed.length > 0,
    });
  }
  return out;
}
