import { css, type Theme } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, subscribeToasts, toasts } from './toast';

/** The frame's toasts (toast.ts): bottom right, 3 s, announced politely; each can be closed. */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, toasts, toasts);
  const { t } = useTranslation('frame');
  return (
    <div
      role="status"
      aria-live="polite"
      data-no-print
      css={css`
        position: fixed;
        right: 1rem;
        bottom: 1rem;
        left: 1rem;
        display: grid;
        justify-items: end;
        gap: 0.5rem;
        z-index: 50;
        pointer-events: none;
      `}
    >
      {items.map((i) => (
        <div
          key={i.id}
          data-testid="toast"
          data-tone={i.tone}
          css={(th: Theme) => css`
            pointer-events: auto;
            display: flex;
            align-items: center;
            gap: 0.75rem;
            max-width: min(28rem, 100%);
            padding: 0.6rem 0.6rem 0.6rem 1rem;
            border-radius: ${th.radius};
            border: 1px solid ${i.tone === 'danger' ? th.palette.danger : th.palette.success};
            border-left-width: 6px;
            background: ${th.palette.surface};
            color: ${th.palette.text};
            box-shadow: ${th.shadow};
          `}
        >
          <span>{i.message}</span>
          <button
            type="button"
            aria-label={t('close')}
            onClick={() => dismissToast(i.id)}
            css={(th: Theme) => css`
              font: inherit;
              min-width: 44px;
              min-height: 44px;
              border: 0;
              background: none;
              color: ${th.palette.textMuted};
              cursor: pointer;
              &:focus-visible {
                outline: 2px solid ${th.palette.accent};
              }
            `}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
