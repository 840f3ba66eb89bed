import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { normaliseLanguage, serverNow, useLayoutStore } from '@site/shared';
import { htmlLang } from '../language/language';
import { reopenDelay } from './reopen';
import type { UpcomingWindow } from './upcoming';
import { barCss, dismissButtonCss } from '../download/bar';

const dismissedKey = (w: UpcomingWindow) => `site:maintenance-notice:${w.start}`;

/**
 * The notice of a maintenance window the operator scheduled ahead (docs/shell.md "Scheduled maintenance"), above
 * every page: when the site closes and, if set, until when, in the player's language and time zone. A player can
 * dismiss it for the tab's session (a window saved with another start is announced again). At the start the page
 * reloads itself — spread over the same seconds as the reopening at the end (reopen.ts) — so a player left on a
 * page gets the maintenance screen instead of a site whose calls are refused.
 */
export function MaintenanceNotice({ window: w }: { window: UpcomingWindow }) {
  const { t } = useTranslation('ui');
  const language = useLayoutStore((s) => s.language);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey(w)) === '1');
  useEffect(() => {
    const wait = reopenDelay(w.start, serverNow(), Math.random());
    if (wait === null) return;
    const timer = setTimeout(() => location.reload(), wait);
    return () => clearTimeout(timer);
  }, [w.start]);
  if (dismissed) return null;
  const format = new Intl.DateTimeFormat(htmlLang(normaliseLanguage(language)), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const start = format.format(new Date(w.start));
  return (
    <div
      role="status"
      data-testid="maintenance-notice"
      css={(th: Theme) => css`
        ${barCss(th)};
        border-bottom: 2px solid ${th.palette.accent};
      `}
    >
      <p css={{ margin: 0, flex: 1 }}>
        {w.end
          ? t('maintenanceNotice', { start, end: format.format(new Date(w.end)) })
          : t('maintenanceNoticeOpenEnd', { start })}
      </p>
      <button
        type="button"
        aria-label={t('dismiss')}
        onClick={() => {
          sessionStorage.setItem(dismissedKey(w), '1');
          setDismissed(true);
        }}
        css={dismissButtonCss}
      >
        ×
      </button>
    </div>
  );
}
