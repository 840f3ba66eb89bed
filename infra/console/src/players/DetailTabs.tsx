/**
 * A player's detail tabs (Detail.tsx): the responsible-gaming state with the deposit limits, the ledger
 * (`GET /players/:id/ledger`, paged) and the live sessions.
 */
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { Badge, DataTable, EmptyState, Stack, type Column } from '@site/shared/ui';
import { consoleGet } from '../api';
import { QueryList, TableScroll, useFormat } from '../ui';
import { Facts, Wrap } from './parts';
import { PLAYERS_KEY, type LedgerItem, type Paged, type PlayerDetail } from './types';

const LEDGER_PAGE = 25;

export function Responsible({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const rg = detail.responsible;
  const currency = detail.player.currency;
  const limits: Column<PlayerDetail['responsible']['deposit_limits'][number]>[] = [
    { key: 'period', header: t('period'), cell: (l) => t(`periodName.${l.period}`) },
    {
      key: 'limit',
      header: t('limit'),
      numeric: true,
      cell: (l) => (l.amount === null ? t('noLimit') : f.money(l.amount, currency)),
    },
    { key: 'used', header: t('used'), numeric: true, cell: (l) => f.money(l.used, currency) },
    {
      key: 'remaining',
      header: t('remaining'),
      numeric: true,
      cell: (l) => (l.remaining === null ? '—' : f.money(l.remaining, currency)),
    },
    {
      key: 'pending',
      header: t('pendingChange'),
      cell: (l) =>
        l.pending
          ? t('pendingValue', {
              amount: l.pending.amount === null ? t('noLimit') : f.money(l.pending.amount, currency),
              at: f.dateTime(l.pending.effective_at),
            })
          : '—',
    },
  ];
  return (
    <Stack gap={1}>
      <Facts
        items={[
          [
            t('exclusion'),
            rg.exclusion ? (
              <Badge tone="danger">
                {t(`exclusionKey.${rg.exclusion.key}`, { until: f.dateTime(rg.exclusion.until) })}
              </Badge>
            ) : (
              t('none')
            ),
          ],
          [
            t('ownExclusion'),
            rg.own_exclusion
              ? t(`ownExclusionKind.${rg.own_exclusion.kind}`, { until: f.dateTime(rg.own_exclusion.until) })
              : t('none'),
          ],
          [
            t('realityCheck'),
            rg.reality_check === null
              ? t('siteDefault')
              : rg.reality_check === 0
                ? t('off')
                : t('minutes', { count: rg.reality_check }),
          ],
        ]}
      />
      <TableScroll label={t('depositLimits')}>
        <DataTable
          caption={t('depositLimits')}
          columns={limits}
          rows={rg.deposit_limits}
          rowKey={(l) => l.period}
          testId="deposit-limits"
        />
      </TableScroll>
    </Stack>
  );
}

export function Ledger({
  id,
  currency,
  page,
  onPage,
}: {
  id: number;
  currency: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const ledger = useQuery({
    queryKey: [...PLAYERS_KEY, 'ledger', id, page],
    queryFn: () => consoleGet<Paged<LedgerItem>>(`/players/${id}/ledger`, { page, page_size: LEDGER_PAGE }),
    placeholderData: (previous) => previous,
  });
  const columns: Column<LedgerItem>[] = [
    { key: 'at', header: t('when'), cell: (l) => f.dateTime(l.created_at) },
    { key: 'kind', header: t('movement'), cell: (l) => t(`ledgerKind.${l.kind}`, { defaultValue: l.kind }) },
    { key: 'amount', header: t('amount'), numeric: true, cell: (l) => f.money(l.amount, currency) },
    {
      key: 'after',
      header: t('balanceAfter'),
      numeric: true,
      cell: (l) => f.money(l.balance_after, currency),
    },
    { key: 'ref', header: t('reference'), cell: (l) => <Wrap>{l.ref || '—'}</Wrap> },
  ];
  return (
    <QueryList
      query={ledger}
      lines={5}
      namespaces={['players']}
      empty={t('noLedger')}
      caption={(l) => t('ledgerCaption', { count: l.total })}
      columns={columns}
      rowKey={(l) => String(l.id)}
      testId="player-ledger"
      paging={{ page, pageSize: LEDGER_PAGE, onPage }}
    />
  );
}

export function Sessions({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  if (!detail.sessions.length) return <EmptyState text={t('noSessions')} />;
  const columns: Column<PlayerDetail['sessions'][number]>[] = [
    { key: 'device', header: t('device'), cell: (s) => <Wrap>{s.device}</Wrap> },
    { key: 'ip', header: t('ip'), cell: (s) => <Wrap>{s.ip || '—'}</Wrap> },
    { key: 'started', header: t('started'), cell: (s) => f.dateTime(s.created_at) },
    { key: 'seen', header: t('lastSeen'), cell: (s) => f.dateTime(s.last_seen_at) },
    { key: 'expires', header: t('expires'), cell: (s) => f.dateTime(s.expires_at) },
  ];
  return (
    <TableScroll label={t('sessionsCaption', { count: detail.sessions.length })}>
      <DataTable
        caption={t('sessionsCaption', { count: detail.sessions.length })}
        columns={columns}
        rows={detail.sessions}
        rowKey={(s) => s.id}
        testId="player-sessions"
      />
    </TableScroll>
  );
}
