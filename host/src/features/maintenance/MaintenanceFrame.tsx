import { css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { serverNow, useLayoutStore } from '@site/shared';
import type { Brand } from '../../app/startup';
import { BrandScreen } from '../errors/BrandScreen';
import { reopenDelay } from './reopen';

/**
 * The maintenance layout (SPEC §2, §4) in the site's theme: its title, and `children` (the window). Once the
 * window's end has passed the page reloads itself and the player gets the site back (reopen.ts). Light on purpose:
 * the shell draws it alone when the screen's own code (MaintenanceScreen.tsx, with the date library it writes the
 * window with) cannot be fetched.
 */
export function MaintenanceFrame({ brand, children }: { brand: Brand | null; children?: ReactNode }) {
  const { t } = useTranslation('ui');
  const end = useLayoutStore((s) => s.maintenance.end_date);
  useEffect(() => {
    const wait = reopenDelay(end, serverNow(), Math.random());
    if (wait === null) return;
    const timer = setTimeout(() => location.reload(), wait);
    return () => clearTimeout(timer);
  }, [end]);
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
      {children}
    </BrandScreen>
  );
}
