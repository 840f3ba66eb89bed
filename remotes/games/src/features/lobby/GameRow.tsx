import { css } from '@emotion/react';
import { useId } from 'react';
import { Heading } from '@site/shared/ui';
import { GameTile, type HeartPress, type TileGame } from './GameTile';

/** A titled horizontal row of tiles (favourites, recently played); not drawn without games. */
export function GameRow({
  title,
  games,
  testId,
  isFav,
  onHeart,
}: {
  title: string;
  games: TileGame[];
  testId: string;
  isFav: (code: string) => boolean;
  onHeart: HeartPress;
}) {
  const id = useId();
  if (games.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      css={css`
        min-width: 0;
      `}
    >
      <Heading id={id}>{title}</Heading>
      <ul
        css={css`
          list-style: none;
          margin: 0.6rem 0 0;
          padding: 0 0 0.4rem;
          display: grid;
          grid-auto-flow: column;
          grid-auto-columns: minmax(130px, 150px);
          gap: 0.75rem;
          overflow-x: auto;
        `}
      >
        {games.map((g) => (
          <li key={g.game_code}>
            <GameTile game={g} fav={isFav(g.game_code)} onHeart={onHeart} />
          </li>
        ))}
      </ul>
    </section>
  );
}
