/**
 * A change refused because someone else changed the item meanwhile (409 `staleView`, docs/console.md "Changed
 * meanwhile"): who and when, in the staff member's language and time, and Reload, which shows what is there now.
 */
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared/ui';
import { ConsoleApiError } from './api';
import { useFormat } from './ui';

/** The refusal when it is a `staleView`, else null. */
export function staleError(error: unknown): ConsoleApiError | null {
  return error instanceof ConsoleApiError && error.code === 'staleView' ? error : null;
}

export function StaleNotice({ error, onReload }: { error: ConsoleApiError; onReload: () => void }) {
  const { t } = useTranslation('frame');
  const fmt = useFormat();
  const who = typeof error.data.changed_by === 'string' ? error.data.changed_by : '';
  const at = typeof error.data.changed_at === 'string' ? error.data.changed_at : '';
  return (
    <div
      role="alert"
      data-testid="stale-notice"
      css={(th: Theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        align-items: center;
        padding: 0.6rem 0.8rem;
        border: 1px solid ${th.palette.danger};
        border-radius: ${th.radius};
        color: ${th.palette.text};
        overflow-wrap: anywhere;
      `}
    >
      <span>{who && at ? t('stale.changedBy', { who, time: fmt.dateTime(at) }) : t('stale.changed')}</span>
      <Button variant="ghost" onClick={onReload} data-testid="stale-reload">
        {t('stale.reload')}
      </Button>
    </div>
  );
}
