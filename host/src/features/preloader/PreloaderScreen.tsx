import { css, keyframes, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The preloader screen (SPEC §1, §2 /preloader): the same spinner the page shows while the site starts. */
export function PreloaderScreen() {
  const { t } = useTranslation('ui');
  return (
    <div
      role="status"
      aria-label={t('loading')}
      data-testid="preloader-screen"
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
