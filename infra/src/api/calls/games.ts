import {
  DESIGNED_CALLS,
  houseClientPath,
  POPUP_PROVIDERS,
  type CatalogueGame,
  type ProviderEntry,
  type RecentGame,
} from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { issueGameToken } from '../../provider/wallet/game-tokens';
import { isLaunchable } from '../../provider/wallet/providers';

const GAME = 'provider_code, game_code, game_name, game_type, game_image, category, is_hot, is_new';

/** Hot games (SPEC §7): game_type matches a game type (SLOTS) or a category (slot_game); empty or `hot` = all. */
export const hotGames = defineCall('/api/product/get_hot_games', {
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const t = body.game_type.toLowerCase() === 'hot' ? '' : body.game_type;
    const rows = await db.query<CatalogueGame>(
      `SELECT ${GAME} FROM games
        WHERE is_hot AND ($1 = '' OR upper(game_type) = upper($1) OR lower(category) = lower($1))
        ORDER BY popularity DESC, game_code LIMIT 15`,
      [t],
    );
    return ok(rows);
  },
});

/** The catalogue's sort orders: each ends on game_code so pages never overlap. */
const ORDER = {
  popular: 'popularity DESC, game_code',
  new: 'is_new DESC, id DESC, game_code',
  name: 'lower(game_name) COLLATE "C", game_code',
} as const;

/** The game catalogue: by category, provider and name search; most popular first, new first or A–Z; paged. */
export const games = defineCall(DESIGNED_CALLS.games, {
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
    const items = await db.query<CatalogueGame>(
      `SELECT ${GAME} FROM games ${where} ORDER BY ${ORDER[body.sort ?? 'popular']} LIMIT $4 OFFSET $5`,
      [...params, body.page_size, (body.page - 1) * body.page_size],
    );
    return ok({ items, total, page: body.page, page_size: body.page_size });
  },
});

/** Providers with their game count, per category (or all categories). */
export const providers = defineCall(DESIGNED_CALLS.providers, {
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const rows = await db.query<ProviderEntry>(
      `SELECT provider_code, category, count(*)::int AS count FROM games
        WHERE ($1::text IS NULL OR category = $1) GROUP BY provider_code, category ORDER BY category, count DESC, provider_code`,
      [body.category?.toLowerCase() || null],
    );
    return ok(rows);
  },
});

/**
 * Launches a game of a provider connected to this site's wallet (the house games, provider HOUSE): records it as
 * recently played and answers the URL to open (the house game client, its fresh game token in the fragment) and whether the
 * provider opens in a popup (SPEC §9 popup list). The game token is random, lives 15 minutes after its last use,
 * and dies with the session (docs/provider.md). Other providers' games answer gameUnavailable: this demo site
 * has no contract with them, so no fake game is shown.
 */
export const launch = defineCall(DESIGNED_CALLS.launch, {
  auth: true,
  async handle({ db, body, player, sessionHash }) {
    const [game] = await db.query<{ game_code: string; provider_code: string; game_name: string }>(
      'SELECT game_code, provider_code, game_name FROM games WHERE game_code = $1',
      [body.game_code],
    );
    if (!game) return fail('gameNotFound', 'game_code: no such game');
    // A connected provider's game that has a client: today the house games of docs/provider.md.
    const client = houseClientPath(game.game_code);
    if (!client || !(await isLaunchable(db, game.provider_code)))
      return fail('gameUnavailable', `${game.game_name} is not available on this demo site`);
    await db.query(
      `INSERT INTO recent_games (player_id, game_code) VALUES ($1, $2)
       ON CONFLICT (player_id, game_code) DO UPDATE SET played_at = now()`,
      [player!.id, game.game_code],
    );
    const token = await issueGameToken(db, {
      sessionHash: sessionHash!,
      playerId: player!.id,
      siteId: player!.site_id,
      providerCode: game.provider_code,
      gameCode: game.game_code,
    });
    return ok({
      ...game,
      game_token: token,
      // The token rides in the fragment: it never reaches a server log or a Referer header.
      url: `${client}#token=${token}`,
      popup: POPUP_PROVIDERS.includes(game.provider_code),
    });
  },
});

/** The player's 20 most recently launched games. */
export const recent = defineCall(DESIGNED_CALLS.recent, {
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query<Omit<RecentGame, 'played_at'> & { played_at: Date }>(
      `SELECT g.provider_code, g.game_code, g.game_name, g.game_type, g.game_image, g.category, r.played_at
         FROM recent_games r JOIN games g ON g.game_code = r.game_code
        WHERE r.player_id = $1 ORDER BY r.played_at DESC LIMIT 20`,
      [player!.id],
    );
    return ok(rows.map((r) => ({ ...r, played_at: new Date(r.played_at).toISOString() })));
  },
});
