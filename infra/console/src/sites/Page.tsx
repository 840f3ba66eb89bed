/**
 * Sites (`sites.change`): every site with its theme and state (`GET /sites`); a site's settings
 * (`GET /sites/:domain`, address `/sites?site=<domain>`) in one card per section, each saved on its own
 * (docs/console.md "Sites").
 */
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { Link, useSearchParams } from '@site/shared/router';
import { Badge, Card, EmptyState, focusRing, Page, Skeleton, Stack, type Column } from '@site/shared/ui';
import { ConsoleApiError } from '../api';
import { Failure, QueryList, useFormat } from '../ui';
import { fetchSite, fetchSites, siteKey, SITES_KEY, type SiteListItem, type SiteSettings } from './save';
import { maintenanceRefetchMs, siteListRefetchMs } from './maintenance-status';
import { AnalyticsForm } from './AnalyticsForm';
import { ComplianceForm } from './ComplianceForm';
import { CurrencyForm, LiveChatForm, LogosForm, MaintenanceForm, NamesForm } from './SettingsForms';
import { ThemeCard } from './ThemeCard';
import { WheelForm } from './WheelForm';

const linkStyle = (th: Theme) => css`
  color: ${th.palette.primary};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  ${focusRing(th)}
`;

/** The cards of the settings page, in order (each `#section-<id>`). */
const SECTION_LINKS = [
  'theme',
  'names',
  'logos',
  'currency',
  'maintenance',
  'live-chat',
  'analytics',
  'compliance',
  'wheel',
] as const;

const STATE_TONE = {
  open: 'success',
  maintenance: 'danger',
  disabled: 'neutral',
  expired: 'neutral',
} as const;

export default function SitesPage() {
  const [params] = useSearchParams();
  const domain = params.get('site');
  return domain ? <SiteSettingsPage key={domain} domain={domain} /> : <SiteList />;
}

function SiteList() {
  const { t } = useTranslation('sites');
  const f = useFormat();
  const list = useQuery({
    queryKey: SITES_KEY,
    queryFn: fetchSites,
    // a scheduled window's start changes a site's state: the list follows it without a reload
    refetchInterval: (q) => siteListRefetchMs(q.state.data?.items),
  });
  const columns: Column<SiteListItem>[] = [
    {
      key: 'site',
      header: t('site'),
      cell: (s) => (
        <Link
          to={`/sites?site=${encodeURIComponent(s.domain_name)}`}
          css={linkStyle}
          aria-label={t('settingsOf', { name: s.site_name })}
          data-testid={`site-${s.domain_name}`}
        >
          {s.site_name}
        </Link>
      ),
    },
    { key: 'domain', header: t('domain'), cell: (s) => s.domain_name },
    {
      key: 'theme',
      header: t('theme'),
      cell: (s) =>
        s.theme_valid ? (
          `${s.theme_code} · ${s.theme_color}`
        ) : (
          <Badge tone="danger">{t('invalidTheme')}</Badge>
        ),
    },
    { key: 'currency', header: t('currency'), cell: (s) => s.currency },
    {
      key: 'state',
      header: t('state'),
      cell: (s) => (
        <Stack row gap={0.4}>
          <Badge tone={STATE_TONE[s.state] ?? 'neutral'}>{t(`state.${s.state}`)}</Badge>
          {s.maintenance_scheduled ? (
            <span data-testid={`scheduled-${s.domain_name}`}>
              <Badge tone="primary">{t('scheduledAt', { at: f.dateTime(s.maintenance_scheduled) })}</Badge>
            </span>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <Page title={t('title')} width="wide" data-testid="sites-page">
      <Card>
        <QueryList
          query={list}
          lines={8}
          failure={t('loadFailed')}
          namespaces={['sites']}
          empty={t('empty')}
          scroll={false}
          caption={(l) => t('listCaption', { count: l.items.length })}
          columns={columns}
          rowKey={(s) => s.domain_name}
          testId="sites-table"
        />
      </Card>
    </Page>
  );
}

function SiteSettingsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('sites');
  const site = useQuery({
    queryKey: siteKey(domain),
    queryFn: () => fetchSite(domain),
    // the maintenance card follows a window's start and end without a reload (the server decides the state)
    refetchInterval: (q) => (q.state.data ? maintenanceRefetchMs(q.state.data) : false),
  });
  const back = (
    <Link to="/sites" css={linkStyle} data-testid="all-sites">
      {t('allSites')}
    </Link>
  );
  if (site.isPending)
    return (
      <Page title={domain} width="wide">
        {back}
        <Skeleton lines={10} />
      </Page>
    );
  if (site.isError) {
    const missing = site.error instanceof ConsoleApiError && site.error.status === 404;
    return (
      <Page title={domain} width="wide">
        {back}
        {missing ? (
          <EmptyState text={t('notFound')} />
        ) : (
          <Failure
            error={site.error}
            onRetry={() => void site.refetch()}
            title={t('siteLoadFailed')}
            namespaces={['sites']}
          />
        )}
      </Page>
    );
  }
  const s: SiteSettings = site.data;
  return (
    <Page
      title={t('settingsTitle', { name: s.site_name })}
      width="wide"
      data-testid="site-settings"
      actions={
        <Badge tone={STATE_TONE[s.state as keyof typeof STATE_TONE] ?? 'neutral'}>
          {t(`state.${s.state}`)}
        </Badge>
      }
    >
      <div
        css={css`
          display: flex;
          gap: 1rem;
          flex-wrap: wrap;
          align-items: center;
        `}
      >
        {back}
        <a href={s.player_url} target="_blank" rel="noopener noreferrer" css={linkStyle}>
          {t('openSite', { domain: s.domain_name })}
        </a>
      </div>
      <nav aria-label={t('onThisPage')}>
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: flex;
            flex-wrap: wrap;
            gap: 0 1rem;
          `}
        >
          {SECTION_LINKS.map((id) => (
            <li key={id}>
              <a href={`#section-${id}`} css={linkStyle}>
                {t(`section.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Stack>
        <ThemeCard settings={s} />
        <NamesForm settings={s} />
        <LogosForm settings={s} />
        <CurrencyForm settings={s} />
        <MaintenanceForm settings={s} />
        <LiveChatForm settings={s} />
        <AnalyticsForm settings={s} />
        <ComplianceForm settings={s} />
        {/* saved or reset, the wheel's rows start again from what the site now has */}
        <WheelForm key={JSON.stringify(s.wheel.prizes)} settings={s} />
      </Stack>
    </Page>
  );
}
