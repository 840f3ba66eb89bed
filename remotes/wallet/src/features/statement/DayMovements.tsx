import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { playerTimeZone, type StatementDay } from '@site/shared';
import { Button, Skeleton, useFormat } from '@site/shared/ui';
import { useTransactions } from '../deposit/api/get-transactions';
import { countedInStatement, depositsCredited } from './counted';

/**
 * The transactions of one of the player's days (expanded from a statement row; `tz` as the statement's). A row
 * that is not itself in the day's credits and debits (`countedInStatement`) is shown without a sign, muted, and
 * says why: a cancelled or rejected withdrawal or a deposit not approved is in no total, a deposit approved on a
 * later day says the day it was credited. That day's list ends with the deposits asked for earlier and approved
 * that day (`depositsCredited`), so every amount of the day's totals is on the page, whatever day it was asked for.
 */
export function DayMovements({ day }: { day: StatementDay }) {
  const date = day.date;
  const { t } = useTranslation(['wallet', 'ui']);
  const f = useFormat();
  const tz = playerTimeZone();
  const list = useTransactions({
    date_from: date,
    date_to: date,
    tz,
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
  const deposits = depositsCredited(day, list.data.items, list.data.total, tz);
  const muted = (th: Theme) => css`
    color: ${th.palette.textMuted};
    font-variant-numeric: tabular-nums;
  `;
  const row = css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.3rem 1rem;
  `;
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
        <li key={m.id} css={row}>
          <span>
            {f.date(m.created_at, 'HH:mm')} · {t(`type_${m.type}`)} · {t(m.status)}
          </span>
          {countedInStatement(m, date, tz) ? (
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
            <span data-testid="not-counted" css={muted}>
              {f.money(Math.abs(m.amount))} ·{' '}
              {m.type === 'deposit' && m.status === 'approved'
                ? m.decided_at
                  ? t('creditedOn', { date: f.date(m.decided_at, 'YYYY-MM-DD') })
                  : t('creditedWhenApproved')
                : t('notCounted')}
            </span>
          )}
        </li>
      ))}
      {deposits ? (
        <li data-testid="deposits-credited" css={row}>
          <span>{t('depositsCredited')}</span>
          <span
            css={(th: Theme) => css`
              color: ${th.palette.success};
              font-variant-numeric: tabular-nums;
            `}
          >
            {t('credit')} +{f.money(deposits)}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
