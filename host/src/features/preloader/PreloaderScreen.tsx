import { css, keyframes, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { RemoteComponent } from '@site/shared';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * /preloader (SPEC §1, §2): the site template's own preloader from the templates remote, or the shell's
 * spinner when that remote is unavailable. The route belongs to the shell so it exists on every site.
 */
export function PreloaderScreen() {
  return (
    <div data-testid="preloader-screen">
      <RemoteComponent remote="templates" module="./PreloaderPage" fallback={() => <Spinner />} />
    </div>
  );
}

function Spinner() {
  const { t } = useTranslation('ui');
  return (
    <div
      role="status"
      aria-label={t('loading')}
      css={css`
        min-height: 60vh;
        display: grid;
        place-items: center;
      `}
    >
      <div
        css={(th: Theme) => css`
          width: 48px;
          height: 48px;
          border-radius: 50%;
          border: 4px solid ${th.palette.border};
          border-top-color: ${th.palette.accent};
          animation: ${spin} 0.9s linear infinite;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `}
      />
    </div>
  );
}
