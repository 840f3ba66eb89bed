/**
 * Releases (`releases.view`; changes need `releases.change`, lock and unlock `releases.lock`): per site, each
 * remote's live version, pin, canary, rollback and builds, and the site's lock (address `/releases?site=<domain>`);
 * and every build of every remote with filters (`/releases?tab=builds`). docs/console.md "Releases".
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { useSearchParams } from '@site/shared/router';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Field,
  Form,
  Page,
  Skeleton,
  Stack,
  Tabs,
  type Column,
} from '@site/shared/ui';
import { consoleGet } from '../api';
import { useCan } from '../me';
import { ConfirmDialog, Failure, QueryList, SelectField, TextAreaField, useFormat } from '../ui';
import { Refusal, useReleaseStep, useSize } from './common';
import { RemoteCard } from './RemoteCard';
import {
  RELEASES_KEY,
  siteKey,
  type BuildStatus,
  type ListedBuild,
  type ReleaseSite,
  type SiteReleases,
} from './types';

export default function ReleasesPage() {
  const { t } = useTranslation('releases');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'builds' ? 'builds' : 'sites';
  const set = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };
  return (
    <Page title={t('title')} width="wide" data-testid="releases-page">
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('intro')}
      </p>
      <Tabs
        label={t('tabs')}
        tabs={[
          { id: 'sites', label: t('tabSites') },
          { id: 'builds', label: t('tabBuilds') },
        ]}
        selected={tab}
        onSelect={(id) => set({ tab: id === 'builds' ? 'builds' : '' })}
      >
        {tab === 'builds' ? (
          <Builds />
        ) : (
          <PerSite site={params.get('site') ?? ''} onSite={(site) => set({ site })} />
        )}
      </Tabs>
    </Page>
  );
}

function PerSite({ site, onSite }: { site: string; onSite: (site: string) => void }) {
  const { t } = useTranslation('releases');
  const sites = useQuery({
    queryKey: [...RELEASES_KEY, 'sites'],
    queryFn: () => consoleGet<{ items: ReleaseSite[] }>('/releases/sites'),
  });
  if (sites.isPending) return <Skeleton lines={3} />;
  if (sites.isError)
    return <Failure title={t('sitesLoadFailed')} error={sites.error} onRetry={() => void sites.refetch()} />;
  return (
    <Stack gap={1}>
      <SelectField
        label={t('site')}
        value={site}
        onValue={onSite}
        options={[
          { value: '', label: t('chooseSite') },
          ...sites.data.items.map((s) => ({
            value: s.domain,
            label: t(s.locked ? 'siteOptionLocked' : 'siteOption', { name: s.name, domain: s.domain }),
          })),
        ]}
        data-testid="release-site"
      />
      {site ? <SiteView key={site} domain={site} /> : <EmptyState text={t('pickSite')} />}
    </Stack>
  );
}

function SiteView({ domain }: { domain: string }) {
  const { t } = useTranslation('releases');
  const state = useQuery({
    queryKey: siteKey(domain),
    queryFn: () => consoleGet<SiteReleases>(`/releases/sites/${encodeURIComponent(domain)}`),
  });
  if (state.isPending) return <Skeleton lines={6} />;
  if (state.isError)
    return <Failure title={t('siteLoadFailed')} error={state.error} onRetry={() => void state.refetch()} />;
  const s = state.data;
  return (
    <Stack gap={1}>
      <LockCard data={s} />
      {s.remotes.length === 0 ? <EmptyState text={t('noRemotes')} /> : null}
      {s.remotes.map((r) => (
        <RemoteCard key={r.name} domain={s.site.domain} remote={r} />
      ))}
    </Stack>
  );
}

function LockCard({ data }: { data: SiteReleases }) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const canLock = useCan('releases.lock');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const locked = data.lock !== null;
  const site = data.site.domain;
  const step = useReleaseStep<unknown, void>(
    () => `/releases/sites/${encodeURIComponent(site)}/${locked ? 'unlock' : 'lock'}`,
    () => (locked ? {} : { reason: reason.trim() }),
    () => t(locked ? 'unlockedToast' : 'lockedToast', { site }),
  );
  return (
    <Card
      title={t('lockTitle')}
      data-testid="release-lock"
      actions={
        <Badge tone={locked ? 'danger' : 'success'}>{t(locked ? 'lockedBadge' : 'unlockedBadge')}</Badge>
      }
    >
      {data.lock ? (
        <Stack gap={0.3}>
          <span data-testid="lock-state">
            {t('lockedBy', { who: data.lock.locked_by, when: f.dateTime(data.lock.locked_at) })}
          </span>
          {data.lock.reason ? <span>{t('lockReason', { reason: data.lock.reason })}</span> : null}
        </Stack>
      ) : (
        <span data-testid="lock-state">{t('unlocked')}</span>
      )}
      {canLock ? (
        <Button
          variant={locked ? 'primary' : 'ghost'}
          onClick={() => {
            step.reset();
            setReason('');
            setAsking(true);
          }}
          data-testid={locked ? 'unlock-site' : 'lock-site'}
          css={css`
            justify-self: start;
          `}
        >
          {t(locked ? 'unlock' : 'lock')}
        </Button>
      ) : (
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('lockOwnerOnly')}
        </p>
      )}
      <Refusal error={step.error} testId="lock-refusal" />
      <ConfirmDialog
        open={asking}
        title={t(locked ? 'unlockTitle' : 'lockTitle2', { site })}
        confirmLabel={t(locked ? 'unlock' : 'lock')}
        danger={!locked}
        busy={step.isPending}
        onConfirm={() => {
          setAsking(false);
          step.mutate();
        }}
        onCancel={() => setAsking(false)}
        testId="lock-dialog"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {t(locked ? 'unlockText' : 'lockText')}
        </p>
        {locked ? null : (
          <TextAreaField
            label={t('lockReasonLabel')}
            value={reason}
            onValue={setReason}
            maxLength={300}
            name="reason"
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}

function Builds() {
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
      cell: (b) => (
        <Stack gap={0.2} align="start">
          <Badge tone={b.status === 'current' ? 'success' : b.status === 'withdrawn' ? 'danger' : 'neutral'}>
            {t(`status.${b.status}`)}
          </Badge>
          {b.deprecated_on ? <span>{t('deprecatedOn', { date: b.deprecated_on })}</span> : null}
        </Stack>
      ),
    },
    {
      key: 'contract',
      header: t('contract'),
      cell: (b) => (
        <Stack gap={0.2} align="start">
          <code>{b.contract}</code>
          {b.contract_problem ? <Badge tone="danger">{t('incompatible')}</Badge> : null}
        </Stack>
      ),
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
      <Card title={t('filters')}>
        <Form
          onSubmit={() => setSite(siteInput.trim().toLowerCase())}
          actions={
            <Stack row gap={0.6}>
              <Button type="submit">{t('apply')}</Button>
              {filtered ? (
                <Button variant="ghost" onClick={clear}>
                  {t('clear')}
                </Button>
              ) : null}
            </Stack>
          }
        >
          <div
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
              gap: 0 1rem;
              align-items: start;
            `}
          >
            <SelectField
              label={t('remote')}
              value={remote}
              onValue={setRemote}
              options={[
                { value: '', label: t('allRemotes') },
                ...remotes.map((r) => ({ value: r, label: r })),
              ]}
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
          </div>
        </Form>
      </Card>
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
