import { css, type Theme } from '@emotion/react';
import { useT } from '../../i18n/messages';
import { selectionText, teams, type Selection } from './text';

/** One bet selection: the match and what was picked, in the player's language. */
export default function BetSelection({ selection }: { selection: Selection }) {
  const { t, language } = useT();
  const { home, away } = teams(selection, language);
  return (
    <div
      data-bet-type={selection.bet_type}
      css={(th: Theme) => css`
        padding: 0.4rem 0;
        border-bottom: 1px solid ${th.palette.border};
      `}
    >
      <div
        css={css`
          font-weight: 600;
        `}
      >
        {selectionText(selection, t, language)}
      </div>
      <div
        css={(th: Theme) => css`
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('match', { home, away })}
      </div>
    </div>
  );
}
