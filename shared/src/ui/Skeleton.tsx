import { css, keyframes, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { visuallyHidden } from './styles';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/**
 * Loading placeholder in the shape of the content (PAGES.md §2): `lines` bars of text height, or one block of
 * `height`. Announced once as "Loading…"; reserves the space so nothing shifts when the data arrives.
 */
export function Skeleton({ lines = 3, height }: { lines?: number; height?: string }) {
  const { t } = useTranslation('ui');
  const bar = (th: Theme) => css`
    background: ${th.palette.surfaceAlt};
    border-radius: ${th.radius};
    animation: ${pulse} 1.4s ease-in-out infinite;
  `;
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="skeleton"
      css={css`
        display: grid;
        gap: 0.55rem;
      `}
    >
      <span css={visuallyHidden}>{t('loading')}</span>
      {height ? (
        <div css={(th: Theme) => [bar(th), css({ height })]} />
      ) : (
        Array.from({ length: lines }, (_, i) => (
          <div
            key={i}
            css={(th: Theme) => [
              bar(th),
              css`
                height: 1rem;
                width: ${i === lines - 1 && lines > 1 ? '60%' : '100%'};
              `,
            ]}
          />
        ))
      )}
    </div>
  );
}
