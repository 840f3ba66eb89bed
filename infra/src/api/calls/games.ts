import { z } from 'zod';
import { DESIGNED_CALLS, POPUP_PROVIDERS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { authPair, gameCode, paging, siteRef, text } from '../schemas';
import { gameToken } from '../domain/sessions';

const GAME = 'provider_code, game_code, game_name, game_type, game_image, category, is_hot, is_new';
const word = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, _ and - only');

/** Hot games (SPEC §7): game_type matches a game type (SLOTS) or a category (slot_game); empty or `hot` = all. */
export const hotGames = defineCall({
  path: '/api/product/get_hot_games',
  schema: z.object({ ...siteRef, game_type: word.optional().default('') }).loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const t = body.game_type.toLowerCase() === 'hot' ? '' : body.game_type;
    const rows = await db.query(
      `SELECT ${GAME} FROM games
        WHERE is_hot AND ($1 = '' OR upper(game_type) = upper($1) OR lower(category) = lower($1))
        ORDER BY popularity DESC, game_code LIMIT 15`,
      [t],
    );
    return ok(rows);
  },
});

/** The game catalogue: by category, provider and name search, most popular first, paged. */
export const games = defineCall({
  path: DESIGNED_CALLS.games,
  schema: z
    .object({
      ...siteRef,
      ...paging,
      page_size: z.number().int().min(1).max(100).default(24),
      category: word.optional(),
      provider_code: word.optional(),
      search: text(64).optional(),
    })
    .loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const cat = body.category?.toLowerCase() || null;
    const where = `WHERE ($1::text IS NULL OR category = $1 OR ($1 = 'hot' AND is_hot))
        AND ($2::text IS NULL OR provider_code = upper($2))
        AND ($3::text IS NULL OR game_name ILIKE '%' || $3 || '%' OR game_code ILIKE '%' || $3 || '%')`;
    const search = body.search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`) || null;
    const params = [cat, body.provider_code || null, search];
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM games ${where}`,
      params,
    );
    const items = await db.query(
      `SELECT ${GAME} FROM games ${where} ORDER BY popularity DESC, game_code LIMIT $4 OFFSET $5`,
      [...params, body.page_size, (body.page - 1) * body.page_size],
    );
    return ok({ items, total, page: body.page, page_size: body.page_size });
  },
});

/** Providers with their game count, per category (or all categories). */
export const providers = defineCall({
  path: DESIGNED_CALLS.providers,
  schema: z.object({ ...siteRef, category: word.optional() }).loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const rows = await db.query(
      `SELECT provider_code, category, count(*)::int AS count FROM games
        WHERE ($1::text IS NULL OR category = $1) GROUP BY provider_code, category ORDER BY category, count DESC, provider_code`,
      [body.category?.toLowerCase() || null],
    );
    return ok(rows);
  },
});

/**
 * Launches a game: records it as recently played and answers the URL to open (the /playnow route with the
 * per-session game token) and whether the provider opens in a popup (SPEC §9 popup list).
 */
export const launch = defineCall({
  path: DESIGNED_CALLS.launch,
  schema: z.object({ ...authPair, game_code: gameCode }).loose(),
  auth: true,
  async handle({ db, body, player, sessionHash }) {
    const [game] = await db.query<{ game_code: string; provider_code: string; game_name: string }>(
      'SELECT game_code, provider_code, game_name FROM games WHERE game_code = $1',
      [body.game_code],
    );
    if (!game) return fail('gameNotFound', 'game_code: no such game');
    await db.query(
      `INSERT INTO recent_games (player_id, game_code) VALUES ($1, $2)
       ON CONFLICT (player_id, game_code) DO UPDATE SET played_at = now()`,
      [player!.id, game.game_code],
    );
    const token = gameToken(sessionHash!);
    return ok({
      ...game,
      game_token: token,
      url: `/playnow?game_code=${encodeURIComponent(game.game_code)}&token=${token}`,
      popup: POPUP_PROVIDERS.includes(game.provider_code),
    });
  },
});

/** The player's 20 most recently launched games. */
export const recent = defineCall({
  path: DESIGNED_CALLS.recent,
  schema: z.object(authPair).loose(),
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query<{ played_at: Date }>(
      `SELECT g.provider_code, g.game_code, g.game_name, g.game_type, g.game_image, g.category, r.played_at
         FROM recent_games r JOIN games g ON g.game_code = r.game_code
        WHERE r.player_id = $1 ORDER BY r.played_at DESC LIMIT 20`,
      [player!.id],
    );
    return ok(rows.map((r) => ({ ...r, played_at: new Date(r.played_at).toISOString() })));
  },
});
