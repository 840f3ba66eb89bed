import { z } from 'zod';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { authPair } from './session';

const siteRef = { domain_name: z.string().min(1).max(253), external_id: z.string().max(64).optional() };

export const hotGames = defineCall({
  path: '/api/product/get_hot_games',
  schema: z.object({ ...siteRef, game_type: z.string().max(32).optional().default('') }).loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound');
    const rows = await db.query(
      `SELECT provider_code, game_code, game_name, game_type, game_image FROM games
        WHERE is_hot AND ($1 = '' OR game_type = $1 OR category = $1) ORDER BY popularity DESC, game_code LIMIT 15`,
      [body.game_type.toUpperCase() === body.game_type ? body.game_type : body.game_type.toLowerCase()],
    );
    return ok(rows);
  },
});

export const favList = defineCall({
  path: '/api/home/fav_list',
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query(
      `SELECT g.game_code, g.game_name, g.game_type, g.game_image AS img_url, g.provider_code
         FROM favourites f JOIN games g ON g.game_code = f.game_code WHERE f.player_id = $1 ORDER BY f.created_at DESC`,
      [player!.id],
    );
    return ok(rows);
  },
});

export const seo = defineCall({
  path: '/api/seo',
  schema: z.object({ ...siteRef, page_name: z.string().min(1).max(64) }).loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound');
    const rows = await db.query('SELECT * FROM seo_records WHERE site_id = $1 AND page_name = $2', [
      site.id,
      body.page_name,
    ]);
    const { site_id: _s, ...record } = (rows[0] ?? {}) as Record<string, unknown>;
    return rows[0] ? ok(record) : fail('notFound', `no SEO record for ${body.page_name}`);
  },
});

export const analytics = defineCall({
  path: '/api/settings/get_analytics',
  schema: z.object({ domain_name: z.string().min(1).max(253) }).loose(),
  async handle({ db, site }) {
    if (!site) return fail('siteNotFound');
    return ok(
      await db.query('SELECT section, script FROM analytics_scripts WHERE site_id = $1 ORDER BY id', [
        site.id,
      ]),
    );
  },
});

export const socialAccounts = defineCall({
  path: '/api/settings/social_account',
  schema: z.object(siteRef).loose(),
  async handle({ db, site }) {
    if (!site) return fail('siteNotFound');
    return ok(
      await db.query('SELECT name, url, icon FROM social_accounts WHERE site_id = $1 ORDER BY id', [site.id]),
    );
  },
});
