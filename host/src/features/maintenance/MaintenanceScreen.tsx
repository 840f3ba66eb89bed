import { css, type Theme } from '@emotion/react';
import dayjs from 'dayjs';
import zh from 'dayjs/locale/zh';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES, normaliseLanguage, useLayoutStore } from '@site/shared';

/** Only the maintenance layout shows while the site is in maintenance (SPEC §2, §4). */
export function MaintenanceScreen() {
  const { t } = useTranslation('ui');
  const m = useLayoutStore((s) => s.maintenance);
  const site = useLayoutStore((s) => s.site);
  const language = normaliseLanguage(useLayoutStore((s) => s.language));
  // SPEC §9 locale map: CN → zh, every other language → en.
  const locale = DATE_LOCALES[language] === 'zh' ? zh : 'en';
  const f = (d: string | null) => (d ? dayjs(d).locale(locale).format('D MMMM YYYY, HH:mm') : '—');
  return (
    <main
      data-layout="maintenance"
      css={(th: Theme) => css`
        min-height: 100vh;
        display: grid;
        place-items: center;
        padding: 1rem;
        text-align: center;
        background: ${th.palette.bg};
      `}
    >
      <div>
        <p
          css={css`
            font-size: 1.1rem;
            opacity: 0.8;
          `}
        >
          {site?.logo_text || site?.site_name}
        </p>
        <h1>{t('maintenanceTitle')}</h1>
        <p data-testid="maintenance-window">
          {t('maintenanceWindow', { start: f(m.start_date), end: f(m.end_date) })}
        </p>
      </div>
    </main>
  );
}
