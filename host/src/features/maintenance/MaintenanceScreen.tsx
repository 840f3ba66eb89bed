import { css } from '@emotion/react';
import { useEffect } from 'react';
import dayjs from 'dayjs';
import zh from 'dayjs/locale/zh';
import { useTranslation } from '@site/shared/i18next';
import { DATE_LOCALES, normaliseLanguage, useLayoutStore } from '@site/shared';
import type { Brand } from '../../app/startup';
import { BrandScreen } from '../errors/BrandScreen';
import { reopenDelay } from './reopen';

/**
 * Only the maintenance layout shows while the site is in maintenance (SPEC §2, §4), in the site's theme. Once the
 * window's end has passed the page reloads itself and the player gets the site back (reopen.ts).
 */
export function MaintenanceScreen({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation('ui');
  const m = useLayoutStore((s) => s.maintenance);
  useEffect(() => {
    const wait = reopenDelay(m.end_date, Date.now(), Math.random());
    if (wait === null) return;
    const timer = setTimeout(() => location.reload(), wait);
    return () => clearTimeout(timer);
  }, [m.end_date]);
  const language = normaliseLanguage(useLayoutStore((s) => s.language));
  // SPEC §9 locale map: CN → zh, every other language → en.
  const locale = DATE_LOCALES[language] === 'zh' ? zh : 'en';
  const f = (d: string | null) => (d ? dayjs(d).locale(locale).format('D MMMM YYYY, HH:mm') : '—');
  return (
    <BrandScreen brand={brand} layout="maintenance">
      <h1
        css={css`
          margin: 0;
          font-size: 1.5rem;
        `}
      >
        {t('maintenanceTitle')}
      </h1>
      <p
        data-testid="maintenance-window"
        css={css`
          margin: 0;
        `}
      >
        {t('maintenanceWindow', { start: f(m.start_date), end: f(m.end_date) })}
      </p>
    </BrandScreen>
  );
}
