import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFilters } from '@site/shared';
import { Button } from '@site/shared/ui';
import { PAGE_SIZE } from '../../lib/lobby-query';
import { useGamesPage } from './api/get-games';
import { GameTile, type TileGame } from './GameTile';

export const gridStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > li {
    /* off-screen tiles skip layout and paint (long lists stay smooth without removing them) */
    content-visibility: auto;
    contain-intrinsic-size: auto 240px;
  }
`;

/** Skeleton tiles in the tiles' shape while a page loads. */
export function SkeletonTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`s${i}`} aria-hidden="true" data-testid="tile-skeleton">
      <div
        css={(th: Theme) => css`
          border-radius: ${th.radius};
          background: ${th.palette.surfaceAlt};
          aspect-ratio: 1 / 1.35;
        `}
      />
    </li>
  ));
}

/**
 * Page `page` of the lobby's catalogue as grid items: skeletons while loading, a Retry line if it failed.
 * The lobby renders pages 1..n of these in one list, each its own cached query.
 */
export function GamesChunk({
  filters,
  page,
  isFav,
  onHeart,
}: {
  filters: CatalogueFilters;
  page: number;
  isFav: (code: string) => boolean;
  onHeart: (game: TileGame) => void;
}) {
  const { t } = useTranslation(['games', 'ui']);
  const q = useGamesPage({ ...filters, page, page_size: PAGE_SIZE });
  if (q.isPending) return <SkeletonTiles count={page === 1 ? 12 : PAGE_SIZE} />;
  if (q.isError)
    return page === 1 ? null : (
      <li
        role="alert"
        css={css`
          grid-column: 1 / -1;
        `}
      >
        {t('catalogueFailed')}{' '}
        <Button variant="ghost" onClick={() => void q.refetch()}>
          {t('ui:retry')}
        </Button>
      </li>
    );
  return q.data.items.map((g) => (
    <li key={g.game_code}>
      <GameTile game={g} fav={isFav(g.game_code)} onHeart={onHeart} />
    </li>
  ));
}
