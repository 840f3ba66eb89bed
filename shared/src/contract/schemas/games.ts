import * as z from 'zod/mini';
import {
  authOnly,
  authPair,
  gameCode,
  instant,
  paged,
  paging,
  pageSize,
  siteRef,
  text,
  word,
} from './fields';

/** The game catalogue, launching, recently played and favourites. */
export const gameEntry = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
});
export const catalogueGame = z.extend(gameEntry, {
  category: z.string(),
  is_hot: z.boolean(),
  is_new: z.boolean(),
});
export const favItem = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
  provider_code: z.string(),
});

/** game_type matches a game type (SLOTS) or a category (slot_game); empty or `hot` = all hot games. */
export const hotGamesRequest = z.object({ ...siteRef, game_type: z._default(z.optional(word), '') });
export const gamesRequest = z.object({
  ...siteRef,
  ...paging,
  page_size: pageSize(100, 24),
  category: z.optional(word),
  provider_code: z.optional(word),
  search: z.optional(text(64)),
  /** popular (default), new (new games first), name (A–Z). */
  sort: z.optional(z.enum(['popular', 'new', 'name'])),
});
export const providersRequest = z.object({ ...siteRef, category: z.optional(word) });
export const providerEntry = z.object({ provider_code: z.string(), category: z.string(), count: z.number() });
export const gameCodeRequest = z.object({ ...authPair, game_code: gameCode });
export const launchValue = z.object({
  game_code: z.string(),
  provider_code: z.string(),
  game_name: z.string(),
  game_token: z.string(),
  url: z.string(),
  popup: z.boolean(),
});
export const recentGame = z.extend(gameEntry, { category: z.string(), played_at: instant });

export const gamesCalls = {
  '/api/product/get_hot_games': { request: hotGamesRequest, answer: z.array(catalogueGame) },
  '/api/product/games': { request: gamesRequest, answer: paged(catalogueGame) },
  '/api/product/providers': { request: providersRequest, answer: z.array(providerEntry) },
  '/api/product/launch': { request: gameCodeRequest, answer: launchValue },
  '/api/product/recent': { request: authOnly, answer: z.array(recentGame) },
  '/api/home/fav_list': { request: authOnly, answer: z.array(favItem) },
  '/api/home/fav_add': { request: gameCodeRequest, answer: z.array(favItem) },
  '/api/home/fav_remove': { request: gameCodeRequest, answer: z.array(favItem) },
} as const;
