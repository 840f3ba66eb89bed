import { useCallback } from 'react';
import { useAuthRef, useFavourites, useUserStore } from '@site/shared';
import { useStartSignIn } from '../../lib/start-sign-in';
import { useToggleFavourite, type FavGame } from './api/toggle-favourite';

/**
 * The favourites heart of every tile. A guest starts the sign-in flow of the site's template (SPEC §2): the
 * login or sign-in modal where the template has one, else /login. A player toggles optimistically; the state
 * comes from the user store's `game_fav_list`, so every remote's hearts agree.
 */
export function useHeart() {
  const startSignIn = useStartSignIn();
  const signedIn = useAuthRef() !== null;
  // Loads the list when no one has yet (a reload keeps the session but not the list); the store follows.
  useFavourites();
  const favs = useUserStore((s) => s.game_fav_list);
  const toggle = useToggleFavourite();
  const isFav = useCallback((code: string) => favs.some((f) => f.game_code === code), [favs]);
  const { mutateAsync } = toggle;
  // Settles when the server has answered (a refusal has its toast): the tile takes no second press until then,
  // so a double click is one toggle and never a second one decided from the list before the first.
  const press = useCallback(
    (game: FavGame): Promise<unknown> | undefined => {
      if (!signedIn) {
        startSignIn();
        return undefined;
      }
      const on = !favs.some((f) => f.game_code === game.game_code);
      return mutateAsync({ game, on }).catch(() => undefined);
    },
    [signedIn, favs, mutateAsync, startSignIn],
  );
  return { isFav, press, favs, signedIn };
}
