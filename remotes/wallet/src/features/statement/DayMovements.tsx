import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { playerTimeZone } from '@site/shared';
import { Button, Skeleton, useFormat } from '@site/shared/ui';
import { useTransactions } from '../deposit/api/get-transactions';
import { countedInStatement } from './counted';

/**
 * The transactions of one of the player's days (expanded from a statement row; `tz` as the statement's). A row
 * that is not in the day's credits and debits (a cancelled or rejected withdrawal, a deposit not approved:
 * `countedInStatement`) is shown without a sign, muted, and says so.
 */
export function DayMovements({ date }: { date: string }) {
  const { t } = useTranslation(['wallet', 'ui']);
  const f = useFormat();
  const list = useTransactions({
    date_from: date,
    date_to: date,
    tz: playerTimeZone(),
    page: 1,
    page_size: 100,
  });
  if (list.isPending) return <Skeleton lines={2} />;
  if (list.isError)
    return (
      <Button variant="ghost" onClick={() => void list.refetch()}>
        {t('ui:retry')}
      </Button>
    );
  return (
    <ul
      data-testid={`day-${date}`}
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.3rem;
      `}
    >
      {list.data.items.map((m) => (
        <li
          key={m.id}
          css={css`
            display: flex;
            flex-wrap: wrap;
            justify-content: space-between;
            gap: 0.3rem 1rem;
          `}
        >
          <span>
            {f.date(m.created_at, 'HH:mm')} · {t(`type_${m.type}`)} · {t(m.status)}
          </span>
          {countedInStatement(m) ? (
            <span
              css={(th: Theme) => css`
                color: ${m.amount < 0 ? th.palette.danger : th.palette.success};
                font-variant-numeric: tabular-nums;
              `}
            >
              {m.amount < 0 ? `${t('debit')} −` : `${t('credit')} +`}
              {f.money(Math.abs(m.amount))}
            </span>
          ) : (
            <span
              data-testid="not-counted"
              css={(th: Theme) => css`
                color: ${th.palette.textMuted};
                font-variant-numeric: tabular-nums;
              `}
            >
              {f.money(Math.abs(m.amount))} · {t('notCounted')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
