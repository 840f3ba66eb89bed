import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { QrCode } from '@site/shared/qr';
import { Button, buttonStyle, Card, Page } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { Loaded } from '../Loaded';
import { useSiteInfo } from '../site-info';
import { androidLink, iosLink } from './app-links';
import { promptInstall, useInstallState } from './install-prompt';

/** One app: its store link and a QR code of the same link (drawn in the page) for a phone to scan. */
function AppCard({ title, href, testId }: { title: string; href: string; testId: string }) {
  const t = useT();
  return (
    <Card title={title} data-testid={testId}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
        <QrCode text={href} label={t('qrOf', { title })} testId={`${testId}-qr`} px={160} />
        <div css={{ display: 'grid', gap: '0.6rem', minWidth: 0 }}>
          <p css={{ margin: 0 }}>{t('scanToInstall')}</p>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            css={(th: Theme) => buttonStyle(th, 'primary')}
          >
            {t('openStore')}
          </a>
        </div>
      </div>
    </Card>
  );
}

/** Add the site to the device from the browser (its manifest); the button only when the browser offers it. */
function InstallCard() {
  const t = useT();
  const state = useInstallState();
  const [busy, setBusy] = useState(false);
  return (
    <Card title={t('installTitle')} data-testid="install-card">
      {state === 'installed' ? (
        <p role="status">{t('installDone')}</p>
      ) : state === 'available' ? (
        <div css={{ display: 'grid', gap: '0.6rem', justifyItems: 'start' }}>
          <p css={{ margin: 0 }}>{t('installText')}</p>
          <Button
            disabled={busy}
            data-testid="install-button"
            onClick={() => {
              setBusy(true);
              void promptInstall().finally(() => setBusy(false));
            }}
          >
            {t('installButton')}
          </Button>
        </div>
      ) : (
        <p css={{ margin: 0 }}>{t('installFromMenu')}</p>
      )}
    </Card>
  );
}

/** /download: the site's apps (android_sub, ios_sub) with local QR codes, and installing the site itself. */
export default function DownloadPage() {
  const t = useT();
  const info = useSiteInfo();
  return (
    <Page title={t('downloadTitle')} data-testid="download-page">
      <div css={{ display: 'grid', gap: '1rem' }}>
        <Loaded q={info} lines={4}>
          {(s) => {
            const android = androidLink(s.android_sub);
            const ios = iosLink(s.ios_sub);
            if (!android && !ios)
              return (
                <Card>
                  <p data-testid="no-apps" css={{ margin: 0 }}>
                    {t('noApps')}
                  </p>
                </Card>
              );
            return (
              <div
                css={(th: Theme) => css`
                  display: grid;
                  gap: 1rem;
                  @media (min-width: ${th.breakpoints.tablet}px) {
                    grid-template-columns: repeat(2, minmax(0, 1fr));
                  }
                `}
              >
                {android ? <AppCard title={t('androidApp')} href={android} testId="app-android" /> : null}
                {ios ? <AppCard title={t('iosApp')} href={ios} testId="app-ios" /> : null}
              </div>
            );
          }}
        </Loaded>
        <InstallCard />
      </div>
    </Page>
  );
}
