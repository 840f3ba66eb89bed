import { DESIGNED_CALLS, type FavItem } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import type { Queryable } from '../../db/index';

const MAX_FAVOURITES = 200;

async function favList(q: Queryable, playerId: number): Promise<FavItem[]> {
  return q.query<FavItem>(
    `SELECT g.game_code, g.game_name, g.game_type, g.game_image AS img_url, g.provider_code
       FROM favourites f JOIN games g ON g.game_code = f.game_code WHERE f.player_id = $1 ORDER BY f.created_at DESC, g.game_code`,
    [playerId],
  );
}

/** The favourites list of SPEC §3 (game_code, game_name, game_type, img_url, provider_code), newest first. */
export const favouriteList = defineCall('/api/home/fav_list', {
  auth: true,
  async handle({ db, player }) {
    return ok(await favList(db, player!.id));
  },
});

/** Adds a game to the favourites (adding twice is fine); answers the new list. */
export const favouriteAdd = defineCall(DESIGNED_CALLS.favAdd, {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    return db.tx(async (q) => {
      const game = await q.query('SELECT 1 FROM games WHERE game_code = $1', [body.game_code]);
      if (game.length === 0) return fail('gameNotFound', 'game_code: no such game');
      const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM favourites WHERE player_id = $1',
        [me.id],
      );
      if (n >= MAX_FAVOURITES) return fail('tooManyFavourites', `at most ${MAX_FAVOURITES} favourites`);
      await q.query(
        'INSERT INTO favourites (player_id, game_code) VALUES ($1, $2) ON CONFLICT (player_id, game_code) DO NOTHING',
        [me.id, body.game_code],
      );
      return ok(await favList(q, me.id));
    });
  },
});

/** Removes a game from the favourites (removing one that is not there is fine); answers the new list. */
export const favouriteRemove = defineCall(DESIGNED_CALLS.favRemove, {
  auth: true,
  async handle({ db, body, player }) {
    await db.query('DELETE FROM favourites WHERE player_id = $1 AND game_code = $2', [
      player!.id,
      body.game_code,
    ]);
    return ok(await favList(db, player!.id));
  },
});
