import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Button, Skeleton } from '@site/shared/ui';
import { GameRow } from '../lobby/GameRow';
import { useHeart } from '../lobby/useHeart';
import { useRecentGames } from '../lobby/api/get-recent';
import { useHotGames } from '../hot/api/get-hot-games';

/** What /playnow offers instead of a game: the player's recently played games and the site's hot games. */
export function Suggestions() {
  const { t } = useTranslation(['playnow', 'ui']);
  const heart = useHeart();
  const recent = useRecentGames();
  const hot = useHotGames();
  return (
    <div
      data-testid="playnow-suggestions"
      // a grid item of the page that holds scrolling rows: as wide as the page, not as its rows (min-width 0)
      css={css`
        display: grid;
        gap: 1.25rem;
        min-width: 0;
      `}
    >
      {hot.isPending ? <Skeleton height="10rem" /> : null}
      {hot.isError ? (
        <p role="alert" data-testid="playnow-hot-failed" css={{ margin: 0 }}>
          {t('hotFailed')}{' '}
          <Button variant="ghost" onClick={() => void hot.refetch()} disabled={hot.isFetching}>
            {t('ui:retry')}
          </Button>
        </p>
      ) : null}
      <GameRow
        title={t('recent')}
        games={recent.data ?? []}
        testId="playnow-recent"
        isFav={heart.isFav}
        onHeart={heart.press}
      />
      <GameRow
        title={t('hot')}
        games={hot.data ?? []}
        testId="playnow-hot"
        isFav={heart.isFav}
        onHeart={heart.press}
      />
    </div>
  );
}
