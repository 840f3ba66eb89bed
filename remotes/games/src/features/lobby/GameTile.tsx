import { css, type Theme } from '@emotion/react';
import { memo, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { Link } from '@site/shared/router';
import { opensInPopup, useRouteServed, type CatalogueGame, type GameEntry } from '@site/shared';
import { Badge, focusRing, useOneAtATime } from '@site/shared/ui';
import { GameArt } from './GameArt';
// the games namespace this module's messages are in (an async module: no raw key is ever painted)
import '../../i18n/messages';

/** What a tile needs: a catalogue game, or a favourite / recently played item (no badges). */
export type TileGame = Omit<GameEntry, 'game_image'> &
  Partial<Pick<CatalogueGame, 'category' | 'is_hot' | 'is_new'>>;

/** A heart press: a promise of the toggle's answer (a guest's press returns nothing). */
export type HeartPress = (game: TileGame) => Promise<unknown> | undefined;

const PLAY = '/playnow';

/**
 * Keeps a pressed heart where the pointer is: the press puts the game into (or takes it out of) the favourites row
 * above the grid, which moves the grid by that row's height in the same render. Before that render is painted
 * the page scrolls by as much, so the heart stays under the pointer and the second click of a double click lands
 * on it again (not on another game's Play link that moved there).
 */
function useKeepUnderPointer(fav: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const top = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = top.current;
    top.current = null;
    if (before === null || !ref.current) return;
    const moved = ref.current.getBoundingClientRect().top - before;
    if (moved) window.scrollBy(0, moved);
  }, [fav]);
  return {
    ref,
    pressed: () => {
      top.current = ref.current?.getBoundingClientRect().top ?? null;
    },
    /** The toggle has answered: a later change of the heart (another tile, a reload of the list) moves nothing. */
    settled: () => {
      top.current = null;
    },
  };
}

/**
 * A game's tile: generated art, name, provider, hot/new badges, the favourites heart. The name is the Play link
 * to /playnow?game_code=… when this site serves /playnow (EVOPLAY opens it in a popup window, SPEC §9); when it
 * does not, the tile is not a link at all — nothing pretends to start a game.
 */
export const GameTile = memo(function GameTile({
  game,
  fav,
  onHeart,
  eager = false,
}: {
  game: TileGame;
  fav: boolean;
  /** The heart's press; what it returns settles when the toggle is done (the tile takes one press at a time). */
  onHeart: HeartPress;
  /** Draw the art at once (the windowed grid): see GameArt. */
  eager?: boolean;
}) {
  const { t } = useTranslation('games');
  const served = useRouteServed();
  const once = useOneAtATime();
  const heart = useKeepUnderPointer(fav);
  const href = `${PLAY}?game_code=${encodeURIComponent(game.game_code)}`;
  const popup = (e: MouseEvent) => {
    if (!opensInPopup(game.provider_code)) return;
    e.preventDefault();
    window.open(href, `game-${game.game_code}`, 'popup,width=1024,height=640');
  };
  return (
    <article
      data-game={game.game_code}
      data-provider={game.provider_code}
      css={(th: Theme) => css`
        position: relative;
        height: 100%;
        background: ${th.palette.surface};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        overflow: hidden;
        display: grid;
        grid-template-rows: auto 1fr;
      `}
    >
      <GameArt game={game} eager={eager} />
      <div
        css={css`
          padding: 0.4rem 0.5rem 0.5rem;
          display: grid;
          gap: 0.15rem;
          font-size: 0.85rem;
          min-width: 0;
        `}
      >
        <h3
          css={css`
            margin: 0;
            font-size: 0.9rem;
            line-height: 1.25;
            overflow-wrap: anywhere;
          `}
        >
          {served(PLAY) ? (
            <Link
              to={href}
              onClick={popup}
              aria-label={t('play', { game: game.game_name })}
              css={(th: Theme) => [
                css`
                  color: ${th.palette.text};
                  text-decoration: none;
                  /* the whole tile is the link's target; the heart sits above it */
                  &::after {
                    content: '';
                    position: absolute;
                    inset: 0;
                  }
                  &:hover {
                    text-decoration: underline;
                  }
                `,
                focusRing(th),
              ]}
            >
              {game.game_name}
            </Link>
          ) : (
            game.game_name
          )}
        </h3>
        <span
          css={(th: Theme) => css`
            color: ${th.palette.textMuted};
          `}
        >
          {game.provider_code}
        </span>
        {game.is_hot || game.is_new ? (
          <span
            css={css`
              display: flex;
              gap: 0.3rem;
              flex-wrap: wrap;
            `}
          >
            {game.is_hot ? <Badge tone="danger">{t('badgeHot')}</Badge> : null}
            {game.is_new ? <Badge tone="primary">{t('badgeNew')}</Badge> : null}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        aria-pressed={fav}
        aria-label={t(fav ? 'removeFav' : 'addFav', { game: game.game_name })}
        data-testid="heart"
        ref={heart.ref}
        onClick={() =>
          once((done) => {
            heart.pressed();
            void Promise.resolve(onHeart(game)).finally(() => {
              heart.settled();
              done();
            });
          })
        }
        css={(th: Theme) => [
          css`
            position: absolute;
            z-index: 1;
            top: 0.3rem;
            right: 0.3rem;
            width: 44px;
            height: 44px;
            display: grid;
            place-items: center;
            border-radius: 50%;
            border: 1px solid ${th.palette.border};
            background: ${th.palette.surface};
            color: ${fav ? th.palette.danger : th.palette.textMuted};
            cursor: pointer;
          `,
          focusRing(th),
        ]}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21 3.5 12.5a5 5 0 0 1 8.5-6 5 5 0 0 1 8.5 6z"
            fill={fav ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </article>
  );
});
