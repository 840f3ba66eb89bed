import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { selectionText, teams, type Selection } from './text';

/** One bet selection: the match and what was picked, in the player's language. */
export default function BetSelection({ selection }: { selection: Selection }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'PHP' ? 'php' : i18n.language === 'CN' ? 'cn' : 'en';
  const { home, away } = teams(selection, lang);
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
        {selectionText(selection, lang)}
      </div>
      <div
        css={(th: Theme) => css`
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        {home} vs {away}
      </div>
    </div>
  );
}
