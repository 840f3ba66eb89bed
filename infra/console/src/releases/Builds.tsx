/**
 * Every build of every remote (Releases, `?tab=builds`): filters by remote, status and the site it is live on;
 * per build its status, contract, size, publisher and where it is live.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { Field, Stack, type Column } from '@site/shared/ui';
import { consoleGet } from '../api';
import { SelectField } from '../fields';
import { FilterCard, QueryList, useFormat } from '../ui';
import { BuildStatusCell, ContractCell, useSize } from './common';
import { RELEASES_KEY, type BuildStatus, type ListedBuild } from './types';

export function Builds() {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const size = useSize();
  const [remote, setRemote] = useState('');
  const [status, setStatus] = useState('');
  const [siteInput, setSiteInput] = useState('');
  const [site, setSite] = useState('');
  const all = useQuery({
    queryKey: [...RELEASES_KEY, 'builds'],
    queryFn: () => consoleGet<{ items: ListedBuild[] }>('/releases/builds'),
  });
  const list = useQuery({
    queryKey: [...RELEASES_KEY, 'builds', { remote, status, site }],
    queryFn: () => consoleGet<{ items: ListedBuild[] }>('/releases/builds', { remote, status, site }),
    placeholderData: (previous) => previous,
  });
  const remotes = [...new Set((all.data?.items ?? []).map((b) => b.name))].sort();
  const filtered = Boolean(remote || status || site);
  const columns: Column<ListedBuild>[] = [
    { key: 'remote', header: t('remote'), cell: (b) => b.name },
    { key: 'version', header: t('version'), cell: (b) => <strong>{b.version}</strong> },
    {
      key: 'status',
      header: t('status'),
      cell: (b) => <BuildStatusCell build={b} />,
    },
    {
      key: 'contract',
      header: t('contract'),
      cell: (b) => <ContractCell build={b} />,
    },
    { key: 'size', header: t('size'), numeric: true, cell: (b) => size(b.size_bytes) },
    { key: 'published', header: t('published'), cell: (b) => f.dateTime(b.published_at) },
    { key: 'publisher', header: t('publisher'), cell: (b) => b.publisher || '—' },
    {
      key: 'live',
      header: t('liveOn'),
      cell: (b) =>
        b.live_on.length ? b.live_on.map((u) => `${u.domain} (${t(`as.${u.as}`)})`).join(', ') : t('nowhere'),
    },
  ];
  const clear = () => {
    setRemote('');
    setStatus('');
    setSite('');
    setSiteInput('');
  };
  return (
    <Stack gap={1}>
      <FilterCard
        title={t('filters')}
        applyLabel={t('apply')}
        clearLabel={t('clear')}
        filtered={filtered}
        onApply={() => setSite(siteInput.trim().toLowerCase())}
        onClear={clear}
      >
        <SelectField
          label={t('remote')}
          value={remote}
          onValue={setRemote}
          options={[{ value: '', label: t('allRemotes') }, ...remotes.map((r) => ({ value: r, label: r }))]}
          data-testid="builds-remote"
        />
        <SelectField
          label={t('status')}
          value={status}
          onValue={setStatus}
          options={[
            { value: '', label: t('allStatuses') },
            ...(['current', 'deprecated', 'withdrawn'] as BuildStatus[]).map((s) => ({
              value: s,
              label: t(`status.${s}`),
            })),
          ]}
          data-testid="builds-status"
        />
        <Field
          label={t('liveOnSite')}
          hint={t('liveOnSiteHint')}
          value={siteInput}
          onValue={setSiteInput}
          name="site"
          autoComplete="off"
          data-testid="builds-site"
        />
      </FilterCard>
      <QueryList
        query={list}
        failure={t('buildsLoadFailed')}
        empty={filtered ? t('buildsNoMatch') : t('buildsEmpty')}
        caption={(l) => t('buildsCaption', { count: l.items.length })}
        columns={columns}
        rowKey={(b) => `${b.name}@${b.version}`}
        testId="builds-table"
      />
    </Stack>
  );
}
