import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { marketName } from '@site/shared';
import { Button, Card, DataTable, EmptyState, Page, Skeleton, Tabs, useFormat } from '@site/shared/ui';
import { useLeaderboard, useLeaderboardRank, useTop10 } from './api/get-leaderboard';
import '../../i18n/messages';

type Period = 'week' | 'month';

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['games', 'ui']);
  return (
    <p role="alert">
      {t('statsFailed')}{' '}
      <Button variant="ghost" onClick={onRetry}>
        {t('ui:retry')}
      </Button>
    </p>
  );
}

/**
 * /leaderboard: the weekly / monthly turnover top 10 and the site's top-10 records of SPEC §3 (withdrawals,
 * wins, and the hour / registered / active / deposited player counts). Names arrive masked from the server.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation(['games', 'ui']);
  const f = useFormat();
  const [period, setPeriod] = useState<Period>('week');
  const board = useLeaderboard(period);
  const own = useLeaderboardRank(period);
  const top = useTop10();
  const counts = top.data
    ? ([
        ['top_hour_withdrawal', top.data.hour_withdrawal],
        ['top_registered_player', top.data.registered_player],
        ['top_active_player', top.data.active_player],
        ['top_deposited_player', top.data.deposited_player],
      ] as const)
    : [];
  return (
    <Page title={t('leaderboardTitle')} width="wide" data-testid="leaderboard">
      <p
        css={(th: Theme) => css`
          margin: 0;
          color: ${th.palette.textMuted};
        `}
      >
        {t('leaderboardIntro')}
      </p>
      <Card title={t('turnover')}>
        <Tabs
          label={t('turnover')}
          tabs={[
            { id: 'week', label: t('week') },
            { id: 'month', label: t('month') },
          ]}
          selected={period}
          onSelect={(id) => setPeriod(id as Period)}
        >
          {board.isPending ? <Skeleton lines={5} /> : null}
          {board.isError ? <Failed onRetry={() => void board.refetch()} /> : null}
          {board.data && board.data.length === 0 ? <EmptyState text={t('noLeaders')} /> : null}
          {board.data && board.data.length > 0 ? (
            <DataTable
              caption={t(period)}
              testId="turnover-board"
              rows={board.data}
              rowKey={(r) => String(r.rank)}
              columns={[
                { key: 'rank', header: t('rank'), cell: (r) => `#${r.rank}` },
                { key: 'player', header: t('player'), cell: (r) => r.account_id },
                {
                  key: 'turnover',
                  header: t('turnoverCol'),
                  cell: (r) => f.money(r.turnover),
                  numeric: true,
                },
              ]}
            />
          ) : null}
          {own.data ? (
            <p
              data-testid="own-rank"
              css={(th: Theme) => css`
                margin: 0.8rem 0 0;
                padding: 0.6rem 0.8rem;
                border-radius: ${th.radius};
                background: ${th.palette.surfaceAlt};
              `}
            >
              <strong>{t('yourPlace')}: </strong>
              {own.data.rank === null
                ? t('notRanked')
                : `${t('yourRank', { rank: own.data.rank, players: own.data.players })} · ${t(
                    'yourTurnover',
                    {
                      amount: f.money(own.data.turnover),
                    },
                  )}`}
            </p>
          ) : null}
        </Tabs>
      </Card>
      {top.isPending ? <Skeleton height="12rem" /> : null}
      {top.isError ? <Failed onRetry={() => void top.refetch()} /> : null}
      {top.data ? (
        <>
          <dl
            data-testid="top-counts"
            css={css`
              margin: 0;
              display: grid;
              gap: 0.75rem;
              grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
            `}
          >
            {counts.map(([key, value]) => (
              <div
                key={key}
                data-stat={key}
                css={(th: Theme) => css`
                  background: ${th.palette.surface};
                  border: 1px solid ${th.palette.border};
                  border-radius: ${th.radius};
                  padding: 0.75rem;
                `}
              >
                <dt
                  css={(th: Theme) => css`
                    color: ${th.palette.textMuted};
                    font-size: 0.85rem;
                  `}
                >
                  {t(key)}
                </dt>
                <dd
                  css={css`
                    margin: 0.2rem 0 0;
                    font-size: 1.4rem;
                    font-weight: 700;
                  `}
                >
                  {value.toLocaleString('en-US')}
                </dd>
              </div>
            ))}
          </dl>
          <Card title={t('top_withrawal')}>
            {top.data.withrawal.length === 0 ? (
              <EmptyState text={t('noRecords')} />
            ) : (
              <DataTable
                caption={t('top_withrawal')}
                testId="top-withdrawals"
                rows={top.data.withrawal.map((r, i) => ({ ...r, rank: i + 1 }))}
                rowKey={(r) => String(r.rank)}
                columns={[
                  { key: 'rank', header: t('rank'), cell: (r) => `#${r.rank}` },
                  { key: 'player', header: t('player'), cell: (r) => r.account_id },
                  { key: 'amount', header: t('amountCol'), cell: (r) => f.money(r.amount), numeric: true },
                ]}
              />
            )}
          </Card>
          <Card title={t('top_winner')}>
            {top.data.winner.length === 0 ? (
              <EmptyState text={t('noRecords')} />
            ) : (
              <DataTable
                caption={t('top_winner')}
                testId="top-winners"
                rows={top.data.winner.map((r, i) => ({ ...r, rank: i + 1 }))}
                rowKey={(r) => String(r.rank)}
                columns={[
                  { key: 'rank', header: t('rank'), cell: (r) => `#${r.rank}` },
                  { key: 'player', header: t('player'), cell: (r) => r.account_id },
                  {
                    key: 'game',
                    header: t('gameCol'),
                    // a sportsbook win names its market in the page's language, not by its code (`1X2HDPH`)
                    cell: (r) => (r.market ? marketName(r.market, t) : (r.game_name ?? '')),
                  },
                  { key: 'amount', header: t('amountCol'), cell: (r) => f.money(r.amount), numeric: true },
                ]}
              />
            )}
          </Card>
        </>
      ) : null}
    </Page>
  );
}
