import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { useLayoutStore } from '@site/shared';
import { appStoreLink } from './appLink';
import { barCss, dismissButtonCss } from './bar';

/** The app download bar: shown on phones and tablets while the site has an app and the player has not closed it. */
export function DownloadBar() {
  const { t } = useTranslation('ui');
  const show = useLayoutStore((s) => s.show_download_bar);
  const site = useLayoutStore((s) => s.site);
  const href = appStoreLink(site, navigator.userAgent);
  if (!show || !href) return null;
  return (
    <div
      data-testid="download-bar"
      css={(th: Theme) => css`
        ${barCss(th)};
        border-bottom: 1px solid ${th.palette.border};
        @media (min-width: ${th.desktopAt}px) {
          display: none;
        }
      `}
    >
      <span
        css={css`
          flex: 1;
        `}
      >
        {t('downloadBarText')}
      </span>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('install')}
      </a>
      <button
        type="button"
        aria-label={t('dismiss')}
        onClick={() => useLayoutStore.getState().dismissDownloadBar()}
        css={dismissButtonCss}
      >
        ×
      </button>
    </div>
  );
}
