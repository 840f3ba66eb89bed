import { BET_TYPES } from '@site/shared';
import type { Db, Queryable } from '../index';
import { hashPassword } from '../../security/passwords';
import { gameMenu, seedSites, seoRecords, siteMenu } from './sites';
import { seedGames } from './games';

export const DEMO_PLAYER = { account_id: 'demo1', password: 'Demo#2026' };

const CMS_KEYS = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming'] as const;
const VIP = [
  ['Bronze', 0, 0],
  ['Silver', 500_000, 2_000_000],
  ['Gold', 2_000_000, 10_000_000],
  ['Platinum', 10_000_000, 50_000_000],
  ['Diamond', 50_000_000, 250_000_000],
] as const;
const TEAMS: [string, string, string, string, string, string][] = [
  ['Manila Eagles', 'Cebu Sharks', '马尼拉雄鹰', '宿务鲨鱼', 'Mga Agila ng Maynila', 'Mga Pating ng Cebu'],
  ['Red Dragons', 'Blue Tigers', '红龙', '蓝虎', 'Pulang Dragon', 'Asul na Tigre'],
  ['City United', 'Harbour FC', '城市联', '海港足球俱乐部', 'City United', 'Harbour FC'],
];

async function insertSite(q: Queryable, s: ReturnType<typeof seedSites>[number]): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO sites (domain_name, external_id, site_name, theme_code, theme_color, logo_text, is_maintenance, maintenance_start, maintenance_end,
       menu, game_menu, chat_id, chat_image_id, android_sub, ios_sub)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) RETURNING id`,
    [
      s.domain,
      s.domain.split('.')[0],
      s.name,
      s.code,
      s.color,
      s.name.toUpperCase(),
      Boolean(s.maintenance),
      s.maintenance ? new Date(Date.now() - 3_600_000) : null,
      s.maintenance ? new Date(Date.now() + 6 * 3_600_000) : null,
      JSON.stringify(siteMenu()),
      JSON.stringify(gameMenu()),
      s.chat ? 'demo-chat-1' : '',
      s.chat ? 'chat-1' : '',
      'com.example.player',
      'id0000000001',
    ],
  );
  return (row as { id: number }).id;
}

/** Demo data for the embedded default. Runs once, on an empty database. */
export async function seed(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await db.tx(async (q) => {
    for (const g of seedGames()) {
      await q.query(
        `INSERT INTO games (provider_code, game_code, game_name, game_type, category, game_image, is_hot, is_new, popularity)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
        [
          g.provider_code,
          g.game_code,
          g.game_name,
          g.game_type,
          g.category,
          `/art/games/${g.game_code}.svg`,
          g.is_hot,
          g.is_new,
          g.popularity,
        ],
      );
    }
    for (const s of seedSites()) {
      const siteId = await insertSite(q, s);
      for (const r of seoRecords(s.name, s.domain)) {
        const cols = Object.keys(r);
        await q.query(
          `INSERT INTO seo_records (site_id, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})`,
          [siteId, ...Object.values(r)],
        );
      }
      for (const [i, [name, dep, to]] of VIP.entries()) {
        await q.query(
          'INSERT INTO vip_levels (site_id, level, vip_name, deposit_needed, turnover_needed) VALUES ($1,$2,$3,$4,$5)',
          [siteId, i + 1, name, dep, to],
        );
      }
      for (const key of CMS_KEYS) {
        const title = key.replace(/_/g, ' ');
        await q.query(
          'INSERT INTO cms_blocks (site_id, key, status, en_body, local_body) VALUES ($1,$2,true,$3,$4)',
          [
            siteId,
            key,
            `<h2>${title}</h2><p>${s.name} — ${title} information for players.</p><ul><li>Fair play</li><li>Secure payments</li></ul>`,
            `<h2>${title}</h2><p>${s.name} — impormasyon tungkol sa ${title}.</p>`,
          ],
        );
      }
      await q.query(
        `INSERT INTO analytics_scripts (site_id, section, script) VALUES ($1, 'HEAD', $2), ($1, 'BODY', $3)`,
        [
          siteId,
          `window.siteAnalytics = window.siteAnalytics || []; window.siteAnalytics.push(['pageview', location.pathname]);`,
          `<img src="/static/pixel.svg" alt="" width="1" height="1" />`,
        ],
      );
      for (const [i, p] of [
        'Welcome bonus 100%',
        'Daily reload 10%',
        'Weekend cashback 5%',
        'Refer a friend',
      ].entries()) {
        await q.query('INSERT INTO promotions (site_id, title, body, image, sort) VALUES ($1,$2,$3,$4,$5)', [
          siteId,
          p,
          `${p} at ${s.name}. Terms apply.`,
          `/art/promotions/${i + 1}.svg`,
          i,
        ]);
      }
      for (const t of ['New games every week', 'Faster withdrawals', 'Responsible gaming tools']) {
        await q.query('INSERT INTO news (site_id, title, body) VALUES ($1,$2,$3)', [
          siteId,
          t,
          `${t} — now at ${s.name}.`,
        ]);
      }
      for (const [name, icon] of [
        ['Facebook', 'facebook'],
        ['Telegram', 'telegram'],
        ['YouTube', 'youtube'],
      ]) {
        await q.query('INSERT INTO social_accounts (site_id, name, url, icon) VALUES ($1,$2,$3,$4)', [
          siteId,
          name,
          `https://example.invalid/${icon}`,
          icon,
        ]);
      }
      if (s.domain === 'maintenance.localhost' || s.domain === 'badtheme.localhost') continue;
      await seedPlayer(q, siteId, passwordHash);
    }
  });
  return true;
}

async function seedPlayer(q: Queryable, siteId: number, passwordHash: string): Promise<void> {
  const [p] = await q.query<{ id: number }>(
    `INSERT INTO players (site_id, account_id, password_hash, full_name, contact_email, contact_phone, referral_code)
     VALUES ($1, $2, $3, 'Demo Player', 'demo1@example.com', '639170000001', 'DEMO1REF') RETURNING id`,
    [siteId, DEMO_PLAYER.account_id, passwordHash],
  );
  const playerId = (p as { id: number }).id;
  // Ledger: deposits, bets and wins; the wallet balance is the running sum.
  const moves: [string, number][] = [
    ['deposit', 500_000],
    ['bet', -20_000],
    ['win', 35_000],
    ['bet', -50_000],
    ['deposit', 200_000],
    ['bonus', 10_000],
    ['bet', -15_000],
  ];
  let balance = 0;
  for (const [i, [kind, amount]] of moves.entries()) {
    balance += amount;
    await q.query(
      `INSERT INTO ledger (player_id, kind, amount, balance_after, ref, created_at) VALUES ($1,$2,$3,$4,$5, now() - ($6 || ' days')::interval)`,
      [playerId, kind, amount, balance, `seed-${i}`, String(moves.length - i)],
    );
  }
  await q.query('INSERT INTO wallets (player_id, balance) VALUES ($1, $2)', [playerId, balance]);
  await q.query(
    `INSERT INTO bank_accounts (player_id, bank_name, account_name, account_number) VALUES ($1, 'BDO', 'Demo Player', '001234567890')`,
    [playerId],
  );
  await q.query(
    `INSERT INTO favourites (player_id, game_code) SELECT $1, game_code FROM games WHERE category = 'slot_game' ORDER BY popularity DESC LIMIT 4`,
    [playerId],
  );
  for (const [t, amount] of [
    ['Welcome to the site', 0],
    ['Your weekly bonus', 5_000],
    ['Security tip', 0],
  ] as const) {
    await q.query('INSERT INTO inbox (player_id, title, body, amount) VALUES ($1,$2,$3,$4)', [
      playerId,
      t,
      `${t}. Enjoy playing responsibly.`,
      amount,
    ]);
  }
  for (const [i, type] of BET_TYPES.entries()) {
    const team = TEAMS[i % TEAMS.length] as (typeof TEAMS)[number];
    const [bet] = await q.query<{ id: number }>(
      `INSERT INTO bets (player_id, bet_type, stake, odds, status, payout, placed_at) VALUES ($1,$2,$3,$4,$5,$6, now() - ($7 || ' hours')::interval) RETURNING id`,
      [
        playerId,
        type,
        10_000 + i * 500,
        1.5 + (i % 7) * 0.25,
        i % 3 === 0 ? 'won' : i % 3 === 1 ? 'lost' : 'open',
        i % 3 === 0 ? 20_000 + i * 700 : 0,
        String(i * 5 + 1),
      ],
    );
    const legs = type === 'PARLAY' ? 3 : 1;
    for (let l = 0; l < legs; l++) {
      const leg = TEAMS[(i + l) % TEAMS.length] as (typeof TEAMS)[number];
      await q.query(
        `INSERT INTO bet_selections (bet_id, bet_type, home_away, criteria1, home_team_name, away_team_name, names) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
        [
          (bet as { id: number }).id,
          type === 'PARLAY' ? (BET_TYPES[(l + 1) % BET_TYPES.length] as string) : type,
          ((i + l) % 3) + 1,
          ['0.5', '2.5', '1-0', '-1', '1/2'][(i + l) % 5],
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
    void team;
  }
}
