import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, siteRef, type GameEntry } from '@site/shared';

/** The home page's hot games, from /api/product/get_hot_games. */
export default function HotGames({ gameType = '', title }: { gameType?: string; title?: string }) {
  const { t } = useTranslation('ui');
  const [games, setGames] = useState<GameEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void api.call('/api/product/get_hot_games', { ...siteRef(), game_type: gameType }).then((a) => {
      if (!live) return;
      if (a.statusCode === 1 && Array.isArray(a.value)) setGames(a.value);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [gameType]);
  return (
    <section aria-labelledby="hot-games-title" data-testid="hot-games">
      <h2
        id="hot-games-title"
        css={css`
          font-size: 1.2rem;
        `}
      >
        {title ?? t('hotGames')}
      </h2>
      {failed ? <p role="alert">{t('remoteUnavailable')}</p> : null}
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
