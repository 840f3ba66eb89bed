import { css, type Theme } from '@emotion/react';
import { useShallow } from 'zustand/react/shallow';
import { useLayoutStore } from '@site/shared';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';

export type DownloadLook = 'bar' | 'card';

/** App download links (Android / iOS), shown when the site has an app (show_download_bar). */
export function DownloadBar({ look = 'bar' }: { look?: DownloadLook }) {
  const t = useT();
  const { show, android, ios } = useLayoutStore(
    useShallow((s) => ({
      show: s.show_download_bar,
      android: s.site?.android_sub ?? '',
      ios: s.site?.ios_sub ?? '',
    })),
  );
  if (!show || (!android && !ios)) return null;
  const store = (href: string, icon: string, label: string) => (
    <a
      href={href}
      rel="noopener noreferrer"
      target="_blank"
      css={(th: Theme) => css`
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        padding: 0.55rem 1rem;
        border-radius: ${th.radius};
        background: ${th.palette.primary};
        color: ${th.palette.primaryText};
        text-decoration: none;
        font-weight: 700;
        white-space: nowrap;
      `}
    >
      <Icon name={icon} />
      {label}
    </a>
  );
  return (
    <section
      aria-label={t('download')}
      data-section="download"
      css={(th: Theme) => css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.8rem 1.5rem;
        padding: ${look === 'card' ? '1.2rem' : '1rem 1.2rem'};
        background: ${th.palette.surfaceAlt};
        border-radius: ${th.radius};
        ${look === 'card' ? `flex-direction: column; align-items: flex-start; border: 1px solid ${th.palette.border};` : `border-left: 6px solid ${th.palette.accent};`}
        h2 {
          margin: 0;
          font-size: 1.1rem;
          ${headingCss(th.template)};
        }
        p {
          margin: 0.2rem 0 0;
          color: ${th.palette.textMuted};
          font-size: 0.9rem;
        }
      `}
    >
      <div>
        <h2>{t('download')}</h2>
        <p>{t('downloadText')}</p>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' }}>
        {android
          ? store(
              `https://play.google.com/store/apps/details?id=${encodeURIComponent(android)}`,
              'android',
              t('android'),
            )
          : null}
        {ios ? store(`https://apps.apple.com/app/${encodeURIComponent(ios)}`, 'apple', t('ios')) : null}
      </div>
    </section>
  );
}
