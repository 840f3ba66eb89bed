import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import type { MinigameTokens } from '@site/shared';
import { Card, useFormat } from '@site/shared/ui';
import '../../i18n/minigame';

export const UNLOCK_PATTERN = 'YYYY-MM-DD HH:mm';

const stat = (th: Theme) => css`
  background: ${th.palette.surfaceAlt};
  border-radius: ${th.radius};
  padding: 0.75rem 1rem;
  margin: 0;
`;

const muted = (th: Theme) => css`
  margin: 0;
  color: ${th.palette.textMuted};
`;

/** Usable and frozen tokens (with when the frozen ones unlock), and how today's play moves toward the next one. */
export function TokenCards({ tokens }: { tokens: MinigameTokens }) {
  const { t } = useTranslation('minigame');
  const f = useFormat();
  const unlock = f.date(tokens.unfreeze_at, UNLOCK_PATTERN);
  const todayTokens = Math.floor(tokens.today_turnover / tokens.turnover_per_token);
  const capped = todayTokens >= tokens.daily_cap;
  const left = tokens.turnover_per_token - (tokens.today_turnover % tokens.turnover_per_token);
  return (
    <Card title={t('tokensTitle')} data-testid="minigame-tokens">
      <dl
        css={css`
          margin: 0;
          display: grid;
          gap: 0.75rem;
          grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
        `}
      >
        <div css={stat}>
          <dt css={muted}>{t('usable')}</dt>
          <dd
            data-testid="tokens-usable"
            css={css`
              margin: 0.2rem 0 0;
              font-size: 1.8rem;
              font-weight: 700;
            `}
          >
            {tokens.token_balance}
          </dd>
        </div>
        <div css={stat}>
          <dt css={muted}>{t('frozen')}</dt>
          <dd
            css={css`
              margin: 0.2rem 0 0;
            `}
          >
            <span
              data-testid="tokens-frozen"
              css={css`
                font-size: 1.8rem;
                font-weight: 700;
              `}
            >
              {tokens.frozen_token}
            </span>
            {/* when they unlock: only said of tokens there are */}
            {tokens.frozen_token > 0 ? (
              <>
                <br />
                <span data-testid="tokens-unlock">{t('unfreezeAt', { time: unlock })}</span>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <p
        css={css`
          margin: 0.9rem 0 0;
        `}
      >
        {t('earnRule', { amount: f.money(tokens.turnover_per_token), cap: tokens.daily_cap })}
      </p>
      <p data-testid="tokens-progress" css={(th: Theme) => [muted(th), { marginTop: '0.4rem' }]}>
        {capped
          ? t('earnCapped', { cap: tokens.daily_cap })
          : t('earnProgress', { played: f.money(tokens.today_turnover), left: f.money(left) })}
      </p>
    </Card>
  );
}
