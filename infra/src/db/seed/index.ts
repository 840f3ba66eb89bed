import type { Db, Queryable } from '../index';
import { hashPassword } from '../../security/passwords';
import { gameMenu, seedSites, seoRecords, siteMenu } from './sites';
import { seedGames } from './games';
import { DEMO_PLAYER, seedPlayers } from './players';
import { seedCompliance } from './compliance';
import { seedFixtures } from './fixtures';
import { cmsBody } from './cms';
import { newsBodies, promotionBodies, SEED_NEWS, SEED_PROMOTIONS } from './content';

export { DEMO_PLAYER };

const CMS_KEYS = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming', 'terms'] as const;
const VIP = [
  ['Bronze', 0, 0],
  ['Silver', 500_000, 2_000_000],
  ['Gold', 2_000_000, 10_000_000],
  ['Platinum', 10_000_000, 50_000_000],
  ['Diamond', 50_000_000, 250_000_000],
] as const;
const MISSIONS = [
  ['daily-deposit', 'Deposit 1,000 today', 'deposit', 'daily', 100_000, 5_000],
  ['daily-bets', 'Place 3 bets today', 'bets', 'daily', 3, 2_000],
  ['weekly-turnover', 'Reach 10,000 turnover this week', 'turnover', 'weekly', 1_000_000, 20_000],
] as const;

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
      // the window is enforced (api/site.ts maintenanceActive): a year, so the demo site stays in maintenance
      // as long as a demo database usually lives
      s.maintenance ? new Date(Date.now() - 3_600_000) : null,
      s.maintenance ? new Date(Date.now() + 365 * 24 * 3_600_000) : null,
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
  await db.tx((q) => seedFixtures(q));
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
      for (const r of seoRecords(s.name)) {
        const cols = Object.keys(r);
        await q.query(
          `INSERT INTO seo_records (site_id, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})`,
          [siteId, ...Object.values(r)],
        );
      }
      await q.query(
        'UPDATE sites SET auto_approve_deposits = true, support_email = $2, support_phone = $3 WHERE id = $1',
        [siteId, `support@${s.domain}`, '+63 2 8000 0000'],
      );
      for (const [code, title, metric, period, target, reward] of MISSIONS)
        await q.query(
          'INSERT INTO missions (site_id, code, title, metric, period, target, reward) VALUES ($1,$2,$3,$4,$5,$6,$7)',
          [siteId, code, title, metric, period, target, reward],
        );
      for (const [i, [name, dep, to]] of VIP.entries()) {
        await q.query(
          'INSERT INTO vip_levels (site_id, level, vip_name, deposit_needed, turnover_needed) VALUES ($1,$2,$3,$4,$5)',
          [siteId, i + 1, name, dep, to],
        );
      }
      await seedCompliance(q, siteId, s.domain);
      // the sportsbook site has stake limits of its own (10.00 to 50,000.00); the others keep the API's bounds
      if (s.domain === 'sportsbook1.localhost')
        await q.query('UPDATE sites SET bet_min = 1000, bet_max = 5000000 WHERE id = $1', [siteId]);
      for (const key of CMS_KEYS)
        await q.query(
          'INSERT INTO cms_blocks (site_id, key, status, en_body, local_body) VALUES ($1,$2,true,$3,$4)',
          [siteId, key, cmsBody(key, s.name, 'en'), cmsBody(key, s.name, 'local')],
        );
      await q.query(
        `INSERT INTO analytics_scripts (site_id, section, script) VALUES ($1, 'HEAD', $2), ($1, 'BODY', $3)`,
        [
          siteId,
          `window.siteAnalytics = window.siteAnalytics || []; window.siteAnalytics.push(['pageview', location.pathname]);`,
          `<img src="/static/pixel.svg" alt="" width="1" height="1" />`,
        ],
      );
      for (const [i, p] of SEED_PROMOTIONS.entries()) {
        // The reload and cashback run for a period (from a week ago, for a month); the others have none.
        const period = i === 1 || i === 2;
        const { body, local_body } = promotionBodies(p, s.name);
        await q.query(
          `INSERT INTO promotions (site_id, title, body, image, sort, starts_at, ends_at, bonus_amount, local_title,
             local_body)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
          [
            siteId,
            p.title,
            body,
            `/art/promotions/${i + 1}.svg`,
            i,
            period ? new Date(Date.now() - 7 * 86_400_000) : null,
            period ? new Date(Date.now() + 30 * 86_400_000) : null,
            // the weekend cashback is a bonus a player claims (PHP 50.00); the others: deposit to join
            i === 2 ? 5_000 : 0,
            p.local_title,
            local_body,
          ],
        );
      }
      for (const n of SEED_NEWS) {
        const { body, local_body } = newsBodies(n, s.name);
        await q.query(
          'INSERT INTO news (site_id, title, body, local_title, local_body) VALUES ($1,$2,$3,$4,$5)',
          [siteId, n.title, body, n.local_title, local_body],
        );
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
      await seedPlayers(q, siteId, passwordHash);
    }
  });
  return true;
}
