import { css, type Theme } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@site/shared/i18next';

const subscribe = (changed: () => void) => {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
};
const isOnline = () => navigator.onLine;

/**
 * Says so while the device is offline. The data layer's calls wait for the connection meanwhile (TanStack Query's
 * `online` network mode, which follows the same browser events): a withdrawal sent offline showed "Sending…"
 * with nothing saying why, and went out once the connection came back. Shown bottom-left, clear of the toasts.
 */
export function OfflineNotice() {
  const { t } = useTranslation('ui');
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      css={(th: Theme) => css`
        position: fixed;
        left: 1rem;
        bottom: 1rem;
        z-index: 950;
        max-width: min(360px, calc(100vw - 2rem));
        padding: 0.7rem 0.9rem;
        background: ${th.palette.surface};
        color: ${th.palette.text};
        border-left: 4px solid ${th.palette.accent};
        border-radius: ${th.radius};
        box-shadow: ${th.shadow};
      `}
    >
      {t('offline')}
    </div>
  );
}
