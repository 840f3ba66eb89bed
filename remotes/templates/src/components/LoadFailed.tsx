import { css, type Theme } from '@emotion/react';
import { useT } from '../i18n/messages';

/** A home section whose data could not be loaded: says so and offers Retry (no stand-in data). */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      data-load-failed
      css={(th: Theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.8rem 1rem;
        align-items: center;
        padding: 0.9rem 1rem;
        border: 1px dashed ${th.palette.border};
        border-radius: ${th.radius};
        color: ${th.palette.textMuted};
        background: ${th.palette.surface};
      `}
    >
      <span>{text}</span>
      <button
        type="button"
        onClick={onRetry}
        css={(th: Theme) => css`
          font: inherit;
          font-weight: 600;
          padding: 0.35rem 1rem;
          border-radius: ${th.radius};
          border: 1px solid ${th.palette.primary};
          background: transparent;
          color: ${th.palette.text};
          cursor: pointer;
          &:hover,
          &:focus-visible {
            background: ${th.palette.surfaceAlt};
          }
        `}
      >
        {t('retry')}
      </button>
    </div>
  );
}
