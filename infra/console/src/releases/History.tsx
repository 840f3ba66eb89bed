/** A remote's recent release changes on one site (RemoteCard), folded away until opened. */
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@site/shared/ui';
import { TableScroll, useFormat } from '../ui';
import { summaryStyle } from './common';
import type { HistoryEntry } from './types';

export function History({ remote, rows }: { remote: string; rows: HistoryEntry[] }) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const columns: Column<HistoryEntry>[] = [
    { key: 'when', header: t('when'), cell: (h) => f.dateTime(h.at) },
    { key: 'who', header: t('who'), cell: (h) => `${h.actor} (${t(`via.${h.via}`)})` },
    {
      key: 'what',
      header: t('what'),
      cell: (h) => {
        const canary = h.canary_after ?? h.canary_before;
        return h.action === 'canary' && canary
          ? t('action.canaryOf', { version: canary.version, share: canary.share })
          : t(`action.${h.action}`, { defaultValue: h.action });
      },
    },
    {
      key: 'live',
      header: t('liveChange'),
      cell: (h) =>
        h.live_before === h.live_after
          ? (h.live_after ?? '—')
          : `${h.live_before ?? '—'} → ${h.live_after ?? '—'}`,
    },
  ];
  return (
    <details>
      <summary
        css={(th: Theme) => [
          summaryStyle(th),
          css`
            font-weight: 600;
          `,
        ]}
      >
        {t('history', { count: rows.length })}
      </summary>
      {rows.length ? (
        <TableScroll label={t('historyCaption', { remote })}>
          <DataTable
            caption={t('historyCaption', { remote })}
            columns={columns}
            rows={rows}
            rowKey={(h) => String(h.id)}
            testId={`history-${remote}`}
          />
        </TableScroll>
      ) : (
        <p>{t('noHistory')}</p>
      )}
    </details>
  );
}
