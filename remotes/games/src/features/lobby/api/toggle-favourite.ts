import { useMutation, useQueryClient } from '@site/shared/query';
import {
  answerOf,
  authRef,
  bus,
  callValue,
  playerQueries,
  TOAST_ERROR_MS,
  type FavItem,
  type GameEntry,
} from '@site/shared';

export type FavGame = Omit<GameEntry, 'game_image'>;

/** The games message (namespace-qualified, for the shell's `t`) that says why a heart was refused. */
export function failKey(statusMessage: string): string {
  return statusMessage === 'tooManyFavourites' || statusMessage === 'gameNotFound'
    ? `games:${statusMessage}`
    : 'games:favFailed';
}

/**
 * A player's heart: optimistic. The favourites cache (and with it the user store's `game_fav_list`, which every
 * remote reads) changes at once; the server's list replaces it on success; a refusal puts the old list back
 * and shows the 3 s toast saying why, worded by the shell at every render (it re-words on a language switch).
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, on }: { game: FavGame; on: boolean }) => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return callValue(on ? '/api/home/fav_add' : '/api/home/fav_remove', {
        ...ref,
        game_code: game.game_code,
      });
    },
    meta: { errors: 'inline' },
    onMutate: async ({ game, on }) => {
      const key = playerQueries.favourites(authRef()).queryKey;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FavItem[]>(key);
      const list = (before ?? []).filter((f) => f.game_code !== game.game_code);
      const item: FavItem = {
        game_code: game.game_code,
        game_name: game.game_name,
        game_type: game.game_type,
        provider_code: game.provider_code,
        img_url: '',
      };
      client.setQueryData<FavItem[]>(key, on ? [item, ...list] : list);
      return { key, before };
    },
    onSuccess: (list, _v, ctx) => {
      client.setQueryData(ctx.key, list);
      bus.emit('favourites:changed', { count: list.length });
    },
    onError: (error, _v, ctx) => {
      if (ctx) client.setQueryData(ctx.key, ctx.before ?? []);
      const key = failKey(answerOf(error).statusMessage);
      bus.emit('toast:show', {
        kind: 'error',
        text: (t) => t(key),
        duration: TOAST_ERROR_MS,
        position: 'bottom-right',
      });
    },
  });
}
