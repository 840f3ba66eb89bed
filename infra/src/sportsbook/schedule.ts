/**
 * Keeps the demo supplied with matches (issue 14 §3): when few events are live or about to start, the feed
 * schedules a new one a minute or two ahead; when few upcoming events remain, one a day or two ahead. Teams come
 * from the seed's lists (football, basketball, tennis, esports), with their EN / CN / PHP names.
 */
import type { Queryable } from '../db/index';
import { insertFixture, TEAMS, type Teams } from '../db/seed/fixtures';
import type { Rand, Sport } from './sim';

/** Live or starting within 10 minutes: at least this many (the demo always has something live). */
export const NEAR_TARGET = 4;
/** Not started yet: at least this many. */
export const UPCOMING_TARGET = 8;

type Side = [en: string, cn: string, php: string];

/** Every side of a sport's league: the home and away sides of the seed's matches. */
function pools(): Map<string, { sport: Sport; league: string; sides: Side[] }> {
  const out = new Map<string, { sport: Sport; league: string; sides: Side[] }>();
  for (const t of TEAMS) {
    const key = `${t.sport}|${t.league}`;
    const p = out.get(key) ?? { sport: t.sport, league: t.league, sides: [] };
    const [h, a, hCn, aCn, hPhp, aPhp] = t.teams;
    p.sides.push([h, hCn, hPhp], [a, aCn, aPhp]);
    out.set(key, p);
  }
  return out;
}

const pick = <T>(xs: T[], rand: Rand): T => xs[Math.min(xs.length - 1, Math.floor(rand() * xs.length))]!;

/** A new match of `sport` (a league of it and two different sides), with a random home edge. */
export function newFixture(sport: Sport, rand: Rand) {
  const leagues = [...pools().values()].filter((p) => p.sport === sport);
  const league = pick(leagues, rand);
  const home = pick(league.sides, rand);
  const away = pick(
    league.sides.filter((s) => s[0] !== home[0]),
    rand,
  );
  const teams: Teams = [home[0], away[0], home[1], away[1], home[2], away[2]];
  const edge = Math.round((rand() * 0.6 - 0.3) * 100) / 100;
  return { sport, league: league.league, teams, edge };
}

/** Schedules at most one near and one far match; returns the new event ids. */
export async function ensureSupply(q: Queryable, now: number, rand: Rand): Promise<number[]> {
  const rows = await q.query<{ sport: Sport; near: number; upcoming: number }>(
    `SELECT sport,
            count(*) FILTER (WHERE phase = 'live' OR starts_at <= $1::timestamptz + interval '10 minutes')::int AS near,
            count(*) FILTER (WHERE phase = 'not_started' AND starts_at > $1::timestamptz)::int AS upcoming
       FROM sport_events
      WHERE NOT scripted AND status <> 'closed' AND phase <> 'finished'
      GROUP BY sport`,
    [new Date(now)],
  );
  const sports: Sport[] = ['football', 'basketball', 'tennis', 'esports'];
  const count = (s: Sport, k: 'near' | 'upcoming') => rows.find((r) => r.sport === s)?.[k] ?? 0;
  const made: number[] = [];
  const near = sports.reduce((n, s) => n + count(s, 'near'), 0);
  if (near < NEAR_TARGET) {
    // the sport with the fewest near matches (football first on a tie: it has the most markets)
    const sport = [...sports].sort((a, b) => count(a, 'near') - count(b, 'near'))[0]!;
    const at = new Date(now + Math.floor(rand() * 90_000));
    made.push(await insertFixture(q, newFixture(sport, rand), at));
  }
  const upcoming = sports.reduce((n, s) => n + count(s, 'upcoming'), 0);
  if (upcoming < UPCOMING_TARGET) {
    const sport = pick(sports, rand);
    const at = new Date(now + (2 + Math.floor(rand() * 46)) * 3_600_000);
    made.push(await insertFixture(q, newFixture(sport, rand), at));
  }
  return made;
}
