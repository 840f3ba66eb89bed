/**
 * Releases (`releases.view`; changes need `releases.change`, lock and unlock `releases.lock`): per site, each
 * remote's live version, pin, canary, rollback and builds, and the site's lock (address `/releases?site=<domain>`);
 * and every build of every remote with filters (`/releases?tab=builds`). docs/console.md "Releases".
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { useSearchParams } from '@site/shared/router';
import { EmptyState, Page, Skeleton, Stack, Tabs } from '@site/shared/ui';
import { consoleGet } from '../api';
import { SelectField } from '../fields';
import { Failure } from '../ui';
import { Builds } from './Builds';
import { LockCard } from './LockCard';
import { RemoteCard } from './RemoteCard';
import { RELEASES_KEY, siteKey, type ReleaseSite, type SiteReleases } from './types';

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
