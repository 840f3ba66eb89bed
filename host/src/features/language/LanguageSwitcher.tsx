import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { SWITCHABLE, useLayoutStore } from '@site/shared';
import { changeLanguage } from './language';

/** Switches EN / PHP / CN at run time without a reload and remembers the choice in a cookie (SPEC §4, §9). */
export function LanguageSwitcher() {
  const { t } = useTranslation('ui');
  const language = useLayoutStore((s) => s.language);
  return (
    <select
      aria-label={t('language')}
      data-testid="language-switcher"
      value={language}
      onChange={(e) => void changeLanguage(e.target.value)}
      css={(th: Theme) => css`
        font: inherit;
        padding: 0.3rem;
        border-radius: ${th.radius};
        background: ${th.palette.surfaceAlt};
        color: ${th.palette.text};
        border: 1px solid ${th.palette.border};
      `}
    >
      {SWITCHABLE.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
