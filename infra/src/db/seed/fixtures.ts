import type { Queryable } from '../index';

/**
 * Demo sportsbook fixtures with prices (issue 9.3, 14), played by the simulated feed (infra/src/sportsbook):
 * matches of football (1X2, HDP with quarter lines, OU, OE, DC, 1X2H, HDPH, OUH, 1X2HDP, DNB, TWTN, CS, TG, HTFT, FGLG),
 * basketball (ML, HDP, OU, OE), tennis and esports (ML), so the API can price singles and PARLAYs; one market is
 * suspended. Teams carry EN, CN and PHP names.
 */
export type Teams = [string, string, string, string, string, string];
export interface Fixture {
  sport: 'football' | 'basketball' | 'tennis' | 'esports';
  league: string;
  teams: Teams;
  /** hours from now */
  in: number;
  /** home strength: shifts every price */
  edge: number;
}

const FIXTURES: Fixture[] = [
  {
    sport: 'football',
    league: 'Philippines Football League',
    teams: [
      'Manila Eagles',
      'Cebu Sharks',
      '马尼拉雄鹰',
      '宿务鲨鱼',
      'Mga Agila ng Maynila',
      'Mga Pating ng Cebu',
    ],
    in: 26,
    edge: 0.3,
  },
  {
    sport: 'football',
    league: 'Philippines Football League',
    teams: ['Davao Aguilas', 'Kaya Iloilo', '达沃雄鹰', '卡亚伊洛伊洛', 'Davao Aguilas', 'Kaya Iloilo'],
    in: 50,
    edge: -0.1,
  },
  {
    sport: 'football',
    league: 'ASEAN Club Championship',
    teams: ['Red Dragons', 'Blue Tigers', '红龙', '蓝虎', 'Pulang Dragon', 'Asul na Tigre'],
    in: 74,
    edge: 0.1,
  },
  {
    sport: 'football',
    league: 'ASEAN Club Championship',
    teams: ['City United', 'Harbour FC', '城市联', '海港足球俱乐部', 'City United', 'Harbour FC'],
    in: 98,
    edge: -0.25,
  },
  {
    sport: 'basketball',
    league: 'Philippine Cup',
    teams: [
      'Manila Stars',
      'Quezon Kings',
      '马尼拉之星',
      '奎松国王',
      'Mga Bituin ng Maynila',
      'Mga Hari ng Quezon',
    ],
    in: 30,
    edge: 0.2,
  },
  {
    sport: 'basketball',
    league: 'Philippine Cup',
    teams: [
      'Pampanga Giants',
      'Batangas Bulls',
      '邦板牙巨人',
      '八打雁公牛',
      'Mga Higante ng Pampanga',
      'Mga Toro ng Batangas',
    ],
    in: 54,
    edge: -0.15,
  },
  {
    sport: 'tennis',
    league: 'Manila Open',
    teams: ['A. Santos', 'K. Tanaka', '桑托斯', '田中', 'A. Santos', 'K. Tanaka'],
    in: 8,
    edge: 0.15,
  },
  {
    sport: 'esports',
    league: 'MPL Philippines',
    teams: ['Blacklist', 'Echo', '黑名单', '回声', 'Blacklist', 'Echo'],
    in: 12,
    edge: -0.05,
  },
];

/** Decimal odds with a bookmaker margin, rounded to 2 decimals, from a probability. */
function price(p: number): number {
  return Math.max(1.01, Math.round((0.94 / p) * 100) / 100);
}

export type Market = [betType: string, criteria1: string, selections: [1 | 2 | 3, string, number][]];

export function markets(f: Pick<Fixture, 'sport' | 'edge'>): Market[] {
  const home = 0.45 + f.edge / 2;
  // tennis and esports: the match winner (ML) only
  if (f.sport === 'tennis' || f.sport === 'esports')
    return [
      [
        'ML',
        '',
        [
          [1, 'Home', price(home + 0.05)],
          [2, 'Away', price(0.95 - home)],
        ],
      ],
    ];
  if (f.sport === 'basketball')
    return [
      [
        'ML',
        '',
        [
          [1, 'Home', price(home + 0.05)],
          [2, 'Away', price(0.95 - home)],
        ],
      ],
      [
        'HDP',
        f.edge >= 0 ? '-4.5' : '+4.5',
        [
          [1, 'Home', price(0.5)],
          [2, 'Away', price(0.5)],
        ],
      ],
      [
        'OU',
        '210.5',
        [
          [1, 'Over', price(0.52)],
          [2, 'Under', price(0.48)],
        ],
      ],
      [
        'OE',
        '',
        [
          [1, 'Odd', price(0.5)],
          [2, 'Even', price(0.5)],
        ],
      ],
    ];
  const away = 0.72 - home;
  const draw = 1 - home - away;
  // quarter lines too (`-0.25` reads -0/0.5 and settles half won / half lost)
  const line = f.edge >= 0.3 ? '-0.25' : f.edge >= 0.2 ? '-0.5' : f.edge <= -0.2 ? '+0.75' : '0';
  const total = f.edge <= -0.2 ? '2.25' : '2.5';
  return [
    [
      '1X2',
      '',
      [
        [1, 'Home', price(home)],
        [2, 'Away', price(away)],
        [3, 'Draw', price(draw)],
      ],
    ],
    [
      'HDP',
      line,
      [
        [1, 'Home', price(0.5 + f.edge / 10)],
        [2, 'Away', price(0.5 - f.edge / 10)],
      ],
    ],
    [
      'OU',
      total,
      [
        [1, 'Over', price(0.48)],
        [2, 'Under', price(0.52)],
      ],
    ],
    [
      'OE',
      '',
      [
        [1, 'Odd', price(0.5)],
        [2, 'Even', price(0.5)],
      ],
    ],
    [
      'DC',
      '',
      [
        [1, 'Home or draw', price(home + draw)],
        [2, 'Away or draw', price(away + draw)],
        [3, 'Home or away', price(home + away)],
      ],
    ],
    [
      '1X2H',
      '',
      [
        [1, 'Home', price(home - 0.08)],
        [2, 'Away', price(away - 0.08)],
        [3, 'Draw', price(draw + 0.16)],
      ],
    ],
    [
      'HDPH',
      '0',
      [
        [1, 'Home', price(0.5 + f.edge / 12)],
        [2, 'Away', price(0.5 - f.edge / 12)],
      ],
    ],
    [
      'OUH',
      '1.5',
      [
        [1, 'Over', price(0.35)],
        [2, 'Under', price(0.65)],
      ],
    ],
    [
      '1X2HDP',
      '-1',
      [
        [1, 'Home', price(home - 0.2)],
        [2, 'Away', price(away + 0.1)],
        [3, 'Draw', price(0.22)],
      ],
    ],
    [
      'DNB',
      '',
      [
        [1, 'Home', price(home / (home + away))],
        [2, 'Away', price(away / (home + away))],
      ],
    ],
    [
      'TWTN',
      '',
      [
        [1, 'Home', price(home * 0.45)],
        [2, 'Away', price(away * 0.45)],
      ],
    ],
    ['CS', '1-0', [[1, '1-0', price(0.1)]]],
    ['CS', '1-1', [[1, '1-1', price(0.12)]]],
    ['CS', '2-1', [[1, '2-1', price(0.08)]]],
    ['TG', '0-1', [[1, '0-1', price(0.27)]]],
    ['TG', '2-3', [[1, '2-3', price(0.5)]]],
    ['TG', '4+', [[1, '4+', price(0.23)]]],
    ['HTFT', '1/1', [[1, '1/1', price(home * 0.6)]]],
    ['HTFT', 'X/X', [[1, 'X/X', price(draw * 0.6)]]],
    ['HTFT', '2/2', [[1, '2/2', price(away * 0.6)]]],
    [
      'FGLG',
      'FG',
      [
        [1, 'Home', price(home + 0.05)],
        [2, 'Away', price(away + 0.05)],
        [3, 'No goal', price(0.07)],
      ],
    ],
  ];
}

/** Markets the demo shows suspended (greyed, refused by place_bet): the first-half totals of the last match. */
const SUSPENDED = { teams: 'City United', betType: 'OUH' };

/**
 * Inserts one event with its markets and prices (`startsAt`: a date, or hours from now); the feed schedules new
 * matches through it too (infra/src/sportsbook/schedule.ts). Returns the event id.
 */
export async function insertFixture(
  q: Queryable,
  f: Omit<Fixture, 'in'>,
  startsAt: Date | number,
  opts: { scripted?: boolean } = {},
): Promise<number> {
  const [h, a, hCn, aCn, hPhp, aPhp] = f.teams;
  const names = {
    home_name_en: h,
    away_name_en: a,
    home_name_cn: hCn,
    away_name_cn: aCn,
    home_name_php: hPhp,
    away_name_php: aPhp,
  };
  const [event] = await q.query<{ id: number }>(
    `INSERT INTO sport_events (sport, league, home_team, away_team, names, starts_at, home_edge, scripted)
     VALUES ($1, $2, $3, $4, $5, ${typeof startsAt === 'number' ? 'now() + make_interval(hours => $6)' : '$6'}, $7, $8)
     RETURNING id`,
    [f.sport, f.league, h, a, JSON.stringify(names), startsAt, f.edge, opts.scripted ?? false],
  );
  for (const [betType, criteria1, selections] of markets(f)) {
    const suspended = h === SUSPENDED.teams && betType === SUSPENDED.betType;
    const [market] = await q.query<{ id: number }>(
      'INSERT INTO sport_markets (event_id, bet_type, criteria1, status) VALUES ($1, $2, $3, $4) RETURNING id',
      [event!.id, betType, criteria1, suspended ? 'suspended' : 'open'],
    );
    for (const [homeAway, label, odds] of selections)
      await q.query(
        'INSERT INTO sport_selections (market_id, home_away, label, odds) VALUES ($1, $2, $3, $4)',
        [market!.id, homeAway, label, odds],
      );
  }
  return event!.id;
}

/** The teams of the seed, per sport and league: what the feed schedules new matches from. */
export const TEAMS: { sport: Fixture['sport']; league: string; teams: Teams }[] = FIXTURES.map((f) => ({
  sport: f.sport,
  league: f.league,
  teams: f.teams,
}));

/**
 * Adds the fixtures when no event is still to come (a fresh database, or a demo data folder whose matches have
 * all started), so the demo always has something to bet on. Production runs no seed: a feed fills the tables.
 */
export async function seedFixtures(q: Queryable): Promise<boolean> {
  const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sport_events WHERE starts_at > now() AND phase = 'not_started'`,
  );
  if (n > 0) return false;
  for (const f of FIXTURES) await insertFixture(q, f, f.in);
  return true;
}
