import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { bus, languageCookie, normaliseLanguage, SWITCHABLE, useLayoutStore } from '@site/shared';

declare global {
  interface Window {
    __SITE_CONFIG__?: { secureCookies?: boolean };
  }
}

/** Switches EN / PHP / CN at run time without a reload and remembers the choice in a cookie (SPEC §4, §9). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('ui');
  const language = useLayoutStore((s) => s.language);
  const change = async (value: string) => {
    const lng = normaliseLanguage(value);
    await i18n.changeLanguage(lng);
    document.cookie = languageCookie(lng, Boolean(window.__SITE_CONFIG__?.secureCookies));
    document.documentElement.lang = lng === 'CN' ? 'zh' : lng === 'PHP' ? 'fil' : 'en';
    useLayoutStore.getState().setLanguage(lng);
    bus.emit('language:changed', { language: lng });
  };
  return (
    <select
      aria-label={t('language')}
      data-testid="language-switcher"
      value={language}
      onChange={(e) => void change(e.target.value)}
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
