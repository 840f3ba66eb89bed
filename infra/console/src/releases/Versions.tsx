/**
 * A remote's builds on one site (RemoteCard): version, status, contract, size, publisher, what this site
 * serves of it, the file hashes, and — for releases.change — its status and preview-link dialogs' buttons.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Stack, type Column } from '@site/shared/ui';
import { useCan } from '../me';
import { opensDialog, TableScroll, useFormat } from '../ui';
import { BuildStatusCell, ContractCell, summaryStyle, useSize } from './common';
import type { Build, RemoteRelease } from './types';

export function Versions({
  remote: r,
  onStatus,
  onPreview,
}: {
  remote: RemoteRelease;
  onStatus: (b: Build) => void;
  onPreview: (b: Build) => void;
}) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const canChange = useCan('releases.change');
  const use = (b: Build) =>
    b.version === r.canary?.version && r.canary.share > 0
      ? t('use.canary', { share: r.canary.share })
      : b.version === r.live
        ? t(r.pinned_version ? 'use.pin' : 'use.newest')
        : '—';

  const columns: Column<Build>[] = [
    { key: 'version', header: t('version'), cell: (b) => <strong>{b.version}</strong> },
    {
      key: 'status',
      header: t('status'),
      cell: (b) => <BuildStatusCell build={b} withNote />,
    },
    {
      key: 'contract',
      header: t('contract'),
      cell: (b) => <ContractCell build={b} />,
    },
    { key: 'size', header: t('size'), numeric: true, cell: (b) => <SizeCell bytes={b.size_bytes} /> },
    {
      key: 'published',
      header: t('published'),
      cell: (b) => (
        <Stack gap={0.2} align="start">
          <span>{f.dateTime(b.published_at)}</span>
          <span>{t('by', { who: b.publisher || '—' })}</span>
        </Stack>
      ),
    },
    { key: 'use', header: t('onThisSite'), cell: use },
    {
      key: 'hashes',
      header: t('hashes'),
      cell: (b) => (
        <details>
          <summary css={summaryStyle}>{t('showHashes', { count: Object.keys(b.integrity).length })}</summary>
          <ul
            css={css`
              margin: 0.3rem 0 0;
              padding-left: 1rem;
              font-size: 0.8rem;
              overflow-wrap: anywhere;
            `}
          >
            {Object.entries(b.integrity).map(([file, hash]) => (
              <li key={file}>
                <code>{file}</code> <code>{hash}</code>
              </li>
            ))}
          </ul>
        </details>
      ),
    },
  ];
  if (canChange)
    columns.push({
      key: 'actions',
      header: t('actions'),
      cell: (b) => (
        <Stack row gap={0.4}>
          <Button
            variant="ghost"
            onClick={opensDialog(() => onStatus(b))}
            aria-label={t('setStatusOf', { remote: r.name, version: b.version })}
            data-testid={`status-${r.name}-${b.version}`}
          >
            {t('setStatus')}
          </Button>
          {b.status !== 'withdrawn' ? (
            <Button
              variant="ghost"
              onClick={opensDialog(() => onPreview(b))}
              aria-label={t('previewLinkOf', { remote: r.name, version: b.version })}
              data-testid={`preview-${r.name}-${b.version}`}
            >
              {t('previewLink')}
            </Button>
          ) : null}
        </Stack>
      ),
    });

  return (
    <TableScroll label={t('versionsCaption', { remote: r.name, count: r.versions.length })}>
      <DataTable
        caption={t('versionsCaption', { remote: r.name, count: r.versions.length })}
        columns={columns}
        rows={r.versions}
        rowKey={(b) => b.version}
        testId={`versions-${r.name}`}
      />
    </TableScroll>
  );
}

function SizeCell({ bytes }: { bytes: number }) {
  const size = useSize();
  return <>{size(bytes)}</>;
}
