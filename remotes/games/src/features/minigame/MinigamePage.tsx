import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Button, Card, LinkButton, Page, Skeleton } from '@site/shared/ui';
import { useMinigameTokens } from './api/minigame-queries';
import { TokenCards } from './TokenCards';
import { WheelIcon } from './Wheel';
import '../../i18n/minigame';

/**
 * /minigame (session only; the minigame layout of SPEC §2): the player's tokens, usable and frozen with when
 * they unlock, how play earns them, and the mini games they buy — the prize wheel (/spin).
 */
export default function MinigamePage() {
  const { t } = useTranslation(['minigame', 'ui']);
  const tokens = useMinigameTokens();
  return (
    <Page title={t('minigameTitle')} data-testid="minigame-page">
      <p
        css={(th: Theme) => css`
          margin: 0;
          color: ${th.palette.textMuted};
        `}
      >
        {t('minigameIntro')}
      </p>
      {tokens.isPending ? (
        <Card>
          <Skeleton lines={4} />
        </Card>
      ) : null}
      {tokens.isError ? (
        <Card
          actions={
            <Button variant="ghost" onClick={() => void tokens.refetch()}>
              {t('ui:retry')}
            </Button>
          }
        >
          <p role="alert">{t('loadFailed')}</p>
        </Card>
      ) : null}
      {tokens.data ? <TokenCards tokens={tokens.data} /> : null}
      <Card title={t('gamesTitle')}>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
          `}
        >
          <li
            data-testid="minigame-wheel"
            css={css`
              display: flex;
              align-items: center;
              gap: 1rem;
              flex-wrap: wrap;
            `}
          >
            <WheelIcon />
            <div
              css={css`
                flex: 1 1 12rem;
              `}
            >
              <strong>{t('wheelName')}</strong>
              <p
                css={(th: Theme) => css`
                  margin: 0.2rem 0 0;
                  color: ${th.palette.textMuted};
                `}
              >
                {t('wheelBlurb')}
              </p>
            </div>
            <LinkButton to="/spin">{t('wheelOpen')}</LinkButton>
          </li>
        </ul>
      </Card>
    </Page>
  );
}
