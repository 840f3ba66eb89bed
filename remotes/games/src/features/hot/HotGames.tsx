import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Button, Heading, Skeleton } from '@site/shared/ui';
import type { GameEntry } from '@site/shared';
import { useHotGames } from './api/get-hot-games';
import { DEFAULT_HOT_GAMES } from './defaults';
import '../../i18n/messages';

/**
 * The home page's hot games, from /api/product/get_hot_games: a skeleton while loading, nothing at all (not even
 * the heading) when the site has no hot games. When the call fails, the all-games and slots lists show SPEC §9's
 * default hot list (defaults.ts) under a line saying so, with Retry; other types show the failure line and Retry.
 */
export default function HotGames({ gameType = '', title }: { gameType?: string; title?: string }) {
  const { t } = useTranslation(['ui', 'games']);
  const { data, isError: failed, isPending, refetch } = useHotGames(gameType);
  const defaults = failed && (gameType === '' || gameType.toUpperCase() === 'SLOTS');
  const games: GameEntry[] | undefined = defaults ? DEFAULT_HOT_GAMES : data;
  if (games && games.length === 0) return null;
  return (
    <section
      aria-labelledby="hot-games-title"
      data-testid="hot-games"
      css={css`
        display: grid;
        gap: 0.8rem;
      `}
    >
      <Heading id="hot-games-title">{title ?? t('hotGames')}</Heading>
      {isPending ? <Skeleton height="10rem" /> : null}
      {failed ? (
        <p role="alert" data-testid={defaults ? 'hot-defaults' : undefined}>
          {defaults ? t('games:hotDefaults') : t('remoteUnavailable')}{' '}
          <Button variant="ghost" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      <ul
        css={css`
          list-style: none;
          padding: 0;
          margin: 0;
          display: grid;
          gap: 0.75rem;
          grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
        `}
      >
        {(games ?? []).map((g) => (
          <li key={g.game_code} data-game={g.game_code}>
            <figure
              css={(th: Theme) => css`
                margin: 0;
                background: ${th.palette.surface};
                border-radius: ${th.radius};
                overflow: hidden;
                border: 1px solid ${th.palette.border};
              `}
            >
              <img
                src={g.game_image}
                alt=""
                width={200}
                height={200}
                loading="lazy"
                css={css`
                  display: block;
                  width: 100%;
                  height: auto;
                `}
              />
              <figcaption
                css={css`
                  padding: 0.4rem 0.5rem;
                  font-size: 0.85rem;
                `}
              >
                <strong
                  css={css`
                    display: block;
                  `}
                >
                  {g.game_name}
                </strong>
                <span
                  css={(th: Theme) => css`
                    color: ${th.palette.textMuted};
                  `}
                >
                  {g.provider_code}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
