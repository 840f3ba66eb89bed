import { useCallback } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useAuthRef, useFavourites, useUserStore } from '@site/shared';
import { useStartSignIn } from '../../lib/start-sign-in';
import { useToggleFavourite, type FavGame } from './api/toggle-favourite';

/**
 * The favourites heart of every tile. A guest starts the sign-in flow of the site's template (SPEC §2): the
 * login or sign-in modal where the template has one, else /login. A player toggles optimistically; the state
 * comes from the user store's `game_fav_list`, so every remote's hearts agree.
 */
export function useHeart() {
  const { t } = useTranslation(['games', 'ui']);
  const startSignIn = useStartSignIn();
  const signedIn = useAuthRef() !== null;
  // Loads the list when no one has yet (a reload keeps the session but not the list); the store follows.
  useFavourites();
  const favs = useUserStore((s) => s.game_fav_list);
  const toggle = useToggleFavourite((message) =>
    message === 'tooManyFavourites' || message === 'gameNotFound' ? t(message) : t('favFailed'),
  );
  const isFav = useCallback((code: string) => favs.some((f) => f.game_code === code), [favs]);
  const press = useCallback(
    (game: FavGame) => {
      if (!signedIn) {
        startSignIn();
        return;
      }
      toggle.mutate({ game, on: !favs.some((f) => f.game_code === game.game_code) });
    },
    [signedIn, favs, toggle, startSignIn],
  );
  return { isFav, press, favs, signedIn };
}
