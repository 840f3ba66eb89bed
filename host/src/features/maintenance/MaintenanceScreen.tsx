import { css } from '@emotion/react';
import dayjs from 'dayjs';
import zh from 'dayjs/locale/zh';
import { useTranslation } from '@site/shared/i18next';
import { DATE_LOCALES, normaliseLanguage, useLayoutStore } from '@site/shared';
import type { Brand } from '../../app/startup';
import { MaintenanceFrame } from './MaintenanceFrame';

/**
 * Only the maintenance layout shows while the site is in maintenance (SPEC §2, §4): its title and the window.
 * Loaded only when a site is in maintenance (App.tsx), so no other page carries the date library.
 */
export function MaintenanceScreen({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation('ui');
  const m = useLayoutStore((s) => s.maintenance);
  const language = normaliseLanguage(useLayoutStore((s) => s.language));
  // SPEC §9 locale map: CN → zh, every other language → en.
  const locale = DATE_LOCALES[language] === 'zh' ? zh : 'en';
  const f = (d: string | null) => (d ? dayjs(d).locale(locale).format('D MMMM YYYY, HH:mm') : '—');
  return (
    <MaintenanceFrame brand={brand}>
      <p
        data-testid="maintenance-window"
        css={css`
          margin: 0;
        `}
      >
        {t('maintenanceWindow', { start: f(m.start_date), end: f(m.end_date) })}
      </p>
    </MaintenanceFrame>
  );
}
