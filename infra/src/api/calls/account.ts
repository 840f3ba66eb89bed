import { DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { maskAccount } from '../domain/players';
import { lockWallet, post } from '../domain/ledger';
import { missionsOf, type MissionView } from '../domain/missions';

/**
 * Where a referral link points: the site's affiliate domain when it has one, else the site as the player reached it
 * (the page's origin, with its scheme and port: a link copied from http://casino3.localhost:8080 opens there) when
 * that is the site's own domain, else https on the site's domain.
 */
export function referralOrigin(
  site: { domain_name: string; aff_domain: string } | undefined,
  origin: string,
) {
  if (site?.aff_domain) return `https://${site.aff_domain}`;
  const domain = site?.domain_name || 'localhost';
  let reached = '';
  try {
    reached = new URL(origin).hostname;
  } catch {
    // no usable origin: the site's domain below
  }
  return reached === domain ? origin : `https://${domain}`;
}

/** Referral summary: the player's code and link, how many signed up with it and how many of them deposited. */
export const referral = defineCall(DESIGNED_CALLS.referral, {
  auth: true,
  async handle({ db, player, origin }) {
    const me = player!;
    const [site] = await db.query<{ domain_name: string; aff_domain: string }>(
      'SELECT domain_name, aff_domain FROM sites WHERE id = $1',
      [me.site_id],
    );
    const code = String(me.referral_code ?? '');
    const friends = code
      ? await db.query<{ account_id: string; created_at: Date; deposited: boolean }>(
          `SELECT p.account_id, p.created_at,
                  EXISTS (SELECT 1 FROM ledger l WHERE l.player_id = p.id AND l.kind = 'deposit') AS deposited
             FROM players p WHERE p.site_id = $1 AND p.referrer_code = $2 ORDER BY p.created_at DESC`,
          [me.site_id, code],
        )
      : [];
    return ok({
      referral_code: code,
      referral_url: `${referralOrigin(site, origin)}/register?ref=${encodeURIComponent(code)}`,
      invited: friends.length,
      deposited: friends.filter((f) => f.deposited).length,
      friends: friends.slice(0, 20).map((f) => ({
        account_id: maskAccount(f.account_id),
        joined_at: new Date(f.created_at).toISOString(),
        deposited: f.deposited,
      })),
    });
  },
});

/** The site's missions with the player's progress in the current period (UTC day or ISO week). */
export const missions = defineCall(DESIGNED_CALLS.missions, {
  auth: true,
  async handle({ db, player }) {
    return ok(await missionsOf(db, player!.site_id, player!.id));
  },
});

/** Claims a completed mission's reward once per period (ledger `bonus`). Answers the mission. */
export const missionClaim = defineCall(DESIGNED_CALLS.missionClaim, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return db.tx(async (q) => {
      await lockWallet(q, me.id);
      const mission = (await missionsOf(q, me.site_id, me.id)).find((m) => m.mission_id === body.mission_id);
      if (!mission) return fail('notFound', 'mission_id: no such mission');
      if (mission.claimed) return fail('alreadyClaimed', 'mission_id: already claimed in this period');
      if (!mission.completed)
        return fail('missionNotComplete', `mission_id: ${mission.progress} of ${mission.target}`);
      await q.query('INSERT INTO mission_claims (mission_id, player_id, period_key) VALUES ($1, $2, $3)', [
        mission.mission_id,
        me.id,
        mission.period_key,
      ]);
      if (mission.reward > 0)
        await post(q, me.id, 'bonus', mission.reward, `mission:${mission.mission_id}:${mission.period_key}`);
      const claimed: MissionView = { ...mission, claimed: true };
      return ok(claimed);
    });
  },
});

const PERIOD_DAYS = { week: 7, month: 30 } as const;

/** Each player of a site with turnover in the period, in leaderboard order (the order `leaderboard` lists). */
const RANKED = `SELECT p.id, p.account_id, (-sum(l.amount))::bigint AS turnover,
         row_number() OVER (ORDER BY -sum(l.amount) DESC, p.id)::int AS rank
    FROM ledger l JOIN players p ON p.id = l.player_id
   WHERE p.site_id = $1 AND l.kind IN ('bet', 'refund') AND l.created_at > now() - make_interval(days => $2)
   GROUP BY p.id, p.account_id HAVING -sum(l.amount) > 0`;

/** Top 10 players of the site by turnover over the last 7 or 30 days; account names masked. */
export const leaderboard = defineCall(DESIGNED_CALLS.leaderboard, {
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const rows = await db.query<{ account_id: string; turnover: number; rank: number }>(
      `SELECT account_id, turnover, rank FROM (${RANKED}) r ORDER BY rank LIMIT 10`,
      [site.id, PERIOD_DAYS[body.period]],
    );
    return ok(
      rows.map((r) => ({
        rank: r.rank,
        account_id: maskAccount(r.account_id),
        turnover: Number(r.turnover),
      })),
    );
  },
});

/**
 * The signed-in player's own place on the same board (issue 12.9): their rank among the site's players with
 * turnover in the period (null with none), their turnover, and how many players are ranked.
 */
export const leaderboardRank = defineCall(DESIGNED_CALLS.leaderboardRank, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    const [row] = await db.query<{ rank: number | null; turnover: number | null; players: number }>(
      `WITH r AS (${RANKED})
       SELECT (SELECT rank FROM r WHERE id = $3) AS rank, (SELECT turnover FROM r WHERE id = $3) AS turnover,
              (SELECT count(*)::int FROM r) AS players`,
      [me.site_id, PERIOD_DAYS[body.period], me.id],
    );
    return ok({
      period: body.period,
      rank: row?.rank ?? null,
      turnover: Number(row?.turnover ?? 0),
      players: row?.players ?? 0,
    });
  },
});
