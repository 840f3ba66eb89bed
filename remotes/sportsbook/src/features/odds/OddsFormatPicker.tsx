import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { inputStyle } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { ODDS_FORMATS, isOddsFormat } from './odds';
import { useOddsFormat } from './choice';

/** The player's odds format (decimal, HK, Malay, Indo, American), remembered in this browser. */
export function OddsFormatPicker() {
  const { t } = useT();
  const [format, setFormat] = useOddsFormat();
  const id = useId();
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: 0.5rem;
      `}
    >
      <label
        htmlFor={id}
        css={(th: Theme) => css`
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('oddsFormat')}
      </label>
      <select
        id={id}
        data-testid="odds-format"
        value={format}
        onChange={(e) => isOddsFormat(e.target.value) && setFormat(e.target.value)}
        css={(th: Theme) => css`
          ${inputStyle(th)};
          width: auto;
          min-height: 44px;
        `}
      >
        {ODDS_FORMATS.map((f) => (
          <option key={f} value={f}>
            {t(`f_${f}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
