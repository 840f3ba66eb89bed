import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Badge, Button, Card, EmptyState, Skeleton, useFormat } from '@site/shared/ui';
import { useTransactions } from './api/get-transactions';

const RECENT = { type: 'deposit', page: 1, page_size: 5 } as const;

/** The player's five latest deposits; refreshed by any money movement through the cache. */
export function RecentDeposits() {
  const { t } = useTranslation(['wallet', 'ui']);
  const f = useFormat();
  const recent = useTransactions(RECENT);
  return (
    <Card title={t('recent')}>
      {recent.isPending ? <Skeleton lines={3} /> : null}
      {recent.isError ? (
        <Button variant="ghost" onClick={() => void recent.refetch()}>
          {t('ui:retry')}
        </Button>
      ) : null}
      {recent.data && recent.data.items.length === 0 ? <EmptyState text={t('none')} /> : null}
      {recent.data?.items.length ? (
        <ul
          data-testid="recent-deposits"
          css={css`
            list-style: none;
            padding: 0;
            margin: 0;
            display: grid;
            gap: 0.5rem;
          `}
        >
          {recent.data.items.map((d) => (
            <li
              key={d.id}
              css={css`
                display: flex;
                justify-content: space-between;
                align-items: center;
                gap: 0.5rem 1rem;
                flex-wrap: wrap;
              `}
            >
              <span>{f.date(d.created_at, 'YYYY-MM-DD HH:mm')}</span>
              <span>{f.money(Math.abs(d.amount))}</span>
              <Badge
                tone={d.status === 'approved' ? 'success' : d.status === 'rejected' ? 'danger' : 'neutral'}
              >
                <span data-status={d.status}>{t(d.status, { defaultValue: d.status })}</span>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
