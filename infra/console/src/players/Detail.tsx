/**
 * One player (`GET /players/:id`): wallet, profile, responsible-gaming state, ledger, sessions and open bets in
 * tabs (the tab is kept in the address; the tabs' views in DetailTabs.tsx), and — for a role with
 * players.manage — the actions (Actions.tsx).
 */
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { Link } from '@site/shared/router';
import { Card, focusRing, Page, Skeleton, Tabs } from '@site/shared/ui';
import { consoleGet } from '../api';
import { useCan } from '../me';
import { Failure, useFormat } from '../ui';
import { Actions } from './Actions';
import { OpenBets } from './Bets';
import { Ledger, Responsible, Sessions } from './DetailTabs';
import { Facts, PlayersNav, StatusBadge, useUrlFilters } from './parts';
import { PLAYERS_KEY, type PlayerDetail } from './types';

export function PlayerDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const canManage = useCan('players.manage');
  const canSettle = useCan('bets.settle');
  const canAudit = useCan('audit.view');
  const { params, set } = useUrlFilters();
  const tabs = ['overview', 'ledger', 'sessions', ...(canSettle ? ['bets'] : [])];
  const tab = tabs.includes(params.get('tab') ?? '') ? params.get('tab')! : 'overview';
  const pageOf = Math.max(1, Number(params.get('page')) || 1);

  const detail = useQuery({
    queryKey: [...PLAYERS_KEY, 'detail', id],
    queryFn: () => consoleGet<PlayerDetail>(`/players/${id}`),
  });

  if (detail.isPending)
    return (
      <Page title={t('detailTitle')} width="wide">
        <PlayersNav />
        <Skeleton lines={8} />
      </Page>
    );
  if (detail.isError)
    return (
      <Page title={t('detailTitle')} width="wide">
        <PlayersNav />
        <Failure
          title={t('detailFailed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          namespaces={['players']}
        />
        <BackLink />
      </Page>
    );

  const d = detail.data;
  const p = d.player;
  return (
    <Page
      title={p.account_id}
      width="wide"
      data-testid="player-detail"
      actions={<StatusBadge status={p.status} />}
    >
      <PlayersNav />
      <BackLink />
      <Card
        title={t('summary')}
        actions={
          canAudit ? (
            <Link
              to={`/audit?target=${encodeURIComponent(`player:${p.domain_name}/${p.account_id}`)}`}
              css={(th: Theme) => css`
                color: ${th.palette.primary};
                min-height: 44px;
                display: inline-flex;
                align-items: center;
                ${focusRing(th)}
              `}
            >
              {t('auditLink')}
            </Link>
          ) : null
        }
      >
        <Facts
          items={[
            [t('site'), `${p.site_name} (${p.domain_name})`],
            [t('playerId'), String(p.id)],
            [t('balance'), <span data-testid="player-balance">{f.money(p.balance, p.currency)}</span>],
            [t('held'), f.money(p.held, p.currency)],
            [t('name'), p.full_name || '—'],
            [t('phone'), p.contact_phone || '—'],
            [t('email'), p.contact_email || '—'],
            [t('vip'), String(p.vip_level)],
            [t('joined'), f.dateTime(p.created_at)],
            [t('lastSeen'), p.last_seen_at ? f.dateTime(p.last_seen_at) : '—'],
            [
              t('bonusesSent'),
              t('bonusesSentValue', {
                count: d.console_bonuses.count,
                total: f.money(d.console_bonuses.total, p.currency),
              }),
            ],
            [t('openBets'), String(d.open_bets)],
          ]}
        />
      </Card>
      {canManage ? <Actions detail={d} /> : null}
      {/* a grid item may shrink below its tab row's width: the row scrolls on a phone instead of the page */}
      <div
        css={css`
          min-width: 0;
        `}
      >
        <Tabs
          label={t('tabsLabel')}
          tabs={tabs.map((x) => ({ id: x, label: t(`tab.${x}`) }))}
          selected={tab}
          onSelect={(x) => set({ tab: x === 'overview' ? '' : x })}
        >
          {tab === 'overview' ? <Responsible detail={d} /> : null}
          {tab === 'ledger' ? (
            <Ledger
              id={id}
              currency={p.currency}
              page={pageOf}
              onPage={(n) => set({ tab, page: String(n) })}
            />
          ) : null}
          {tab === 'sessions' ? <Sessions detail={d} /> : null}
          {tab === 'bets' ? (
            <OpenBets playerId={id} page={pageOf} onPage={(n) => set({ tab, page: String(n) })} />
          ) : null}
        </Tabs>
      </div>
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation('players');
  return (
    <Link
      to="/players"
      css={(th: Theme) => css`
        color: ${th.palette.primary};
        min-height: 44px;
        display: inline-flex;
        align-items: center;
        justify-self: start;
        ${focusRing(th)}
      `}
    >
      {t('backToSearch')}
    </Link>
  );
}
