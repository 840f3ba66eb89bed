import { BET_TYPES } from '@site/shared';
import type { Queryable } from '../index';

/**
 * The seeded bets' selections (players.ts): the teams (names in EN, CN, PHP) and a pick a real market of each bet
 * type offers, so the seeded history reads like real bets.
 */

const TEAMS: [string, string, string, string, string, string][] = [
  ['Manila Eagles', 'Cebu Sharks', '马尼拉雄鹰', '宿务鲨鱼', 'Mga Agila ng Maynila', 'Mga Pating ng Cebu'],
  ['Red Dragons', 'Blue Tigers', '红龙', '蓝虎', 'Pulang Dragon', 'Asul na Tigre'],
  ['City United', 'Harbour FC', '城市联', '海港足球俱乐部', 'City United', 'Harbour FC'],
];

/** Half-time twins read as their full-time type (the H suffix is "first half"). */
const FIRST_HALF = new Set([
  'HDPH',
  'OUH',
  'OEH',
  'MLH',
  '1X2H',
  '1X2HDPH',
  'CSH',
  'TGH',
  'HTFTH',
  'FGLGH',
  'DCH',
]);

/**
 * A pick a real market of `type` offers (the conventions of docs/sportsbook.md: `home_away` 1 home, 2 away, 3 draw
 * or third pick; `criteria1` the home side's line, the total, the score, the band, the HT/FT pair, FG/LG), varied
 * by `n`, so the seeded history reads like real bets ("Over 2.5", "Arsenal -0.5"), never "Under 1-0".
 */
export function seedPick(type: string, n: number, home: string): { home_away: 1 | 2 | 3; criteria1: string } {
  const base = FIRST_HALF.has(type) ? type.slice(0, -1) : type;
  const of = <T>(xs: readonly T[]) => xs[n % xs.length] as T;
  const two = of([1, 2] as const);
  const three = of([1, 2, 3] as const);
  switch (base) {
    case 'HDP':
    case '1X2HDP':
      return { home_away: two, criteria1: of(['-0.5', '0.25', '-1', '-0.75', '0']) };
    case 'OU':
    case 'BS':
      return { home_away: two, criteria1: of(['2.5', '2.75', '3', '1.5']) };
    case 'CS':
      return { home_away: 1, criteria1: of(['1-0', '2-1', '0-0', '1-2']) };
    case 'TG':
      return { home_away: 1, criteria1: of(['0-1', '2-3', '4-6']) };
    case 'HTFT':
      return { home_away: 1, criteria1: of(['1/1', 'X/1', '2/X', 'X/X']) };
    case 'FGLG':
      return { home_away: three, criteria1: of(['FG', 'LG']) };
    case 'OR':
      return { home_away: 1, criteria1: home };
    case '1X2':
    case 'DC':
    case 'CL':
      return { home_away: three, criteria1: '' };
    case 'HNB':
      return { home_away: of([2, 3] as const), criteria1: '' };
    case 'ANB':
      return { home_away: of([1, 3] as const), criteria1: '' };
    default: // OE, ML, DNB, TWTN
      return { home_away: two, criteria1: '' };
  }
}

/** A seeded bet's selections: one leg (a parlay: three singles of other types), a real pick of its type. */
export async function betSelections(q: Queryable, betId: number, i: number, type: string): Promise<void> {
  const legs = type === 'PARLAY' ? 3 : 1;
  for (let l = 0; l < legs; l++) {
    const leg = TEAMS[(i + l) % TEAMS.length] as (typeof TEAMS)[number];
    // a parlay's legs are singles of other types (not PARLAY itself)
    const legType =
      type === 'PARLAY'
        ? (BET_TYPES.filter((b) => b !== 'PARLAY')[(i + l) % (BET_TYPES.length - 1)] as string)
        : type;
    const pick = seedPick(legType, i + l, leg[0]);
    await q.query(
      `INSERT INTO bet_selections (bet_id, bet_type, home_away, criteria1, home_team_name, away_team_name, names) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [
        betId,
        legType,
        pick.home_away,
        pick.criteria1,
        leg[0],
        leg[1],
        JSON.stringify({
          home_name_en: leg[0],
          away_name_en: leg[1],
          home_name_cn: leg[2],
          away_name_cn: leg[3],
          home_name_php: leg[4],
          away_name_php: leg[5],
        }),
      ],
    );
  }
}
