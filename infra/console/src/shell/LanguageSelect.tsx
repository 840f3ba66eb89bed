import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing, inputStyle } from '@site/shared/ui';
import { changeLanguage, isLang, LANGUAGE_NAMES } from '../i18n';
import { LANGS } from '../section';

/** The language switcher (EN / PHP / CN), kept in this browser. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('frame');
  const id = useId();
  const lang = isLang(i18n.language) ? i18n.language : 'EN';
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: 0.4rem;
      `}
    >
      <label
        htmlFor={id}
        css={(th: Theme) => css`
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('language')}
      </label>
      <select
        id={id}
        data-testid="language"
        value={lang}
        onChange={(e) => {
          if (isLang(e.target.value)) void changeLanguage(i18n, e.target.value);
        }}
        css={(th: Theme) => [
          inputStyle(th),
          focusRing(th),
          css`
            width: auto;
          `,
        ]}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l === 'CN' ? 'zh-CN' : l === 'PHP' ? 'fil' : 'en'}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
