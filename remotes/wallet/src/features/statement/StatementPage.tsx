import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useSearchParams } from '@site/shared/router';
import { dateRangeError, playerTimeZone, serverNow } from '@site/shared';
import { Button, Card, DateRangePicker, EmptyState, Page, Skeleton, useFormat } from '@site/shared/ui';
import { useStatement } from './api/get-statement';
import { BalanceChart } from './BalanceChart';
import { DayMovements } from './DayMovements';
import { STATEMENT_MAX_DAYS, dayIn, statementRange, statementRangeError } from './range';
import '../../i18n/messages';

/**
 * /statement: a date range (default the last 30 days ending on the player's today, kept in the URL), the opening
 * and closing balance, per day credits, debits and the closing balance, a chart of the closing balance, each day
 * expandable to its movements. Days are the player's (browser time zone, sent as `tz`). Every figure is the
 * ledger's (/api/wallet/statement). A reversed range or one over 366 days is not sent: its message is at the dates.
 */
export default function StatementPage() {
  const { t } = useTranslation(['wallet', 'ui']);
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const tz = playerTimeZone();
  const today = dayIn(serverNow(), tz);
  const range = statementRange(params, today);
  const refused = statementRangeError(range);
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const shown = draft ?? range;
  const statement = useStatement(refused ? null : { date_from: range.from, date_to: range.to, tz });
  const [open, setOpen] = useState<string | null>(null);
  const tooLong =
    shown.from && shown.to && !dateRangeError(shown) && statementRangeError(shown) === 'span'
      ? t('statementTooLong', { days: STATEMENT_MAX_DAYS })
      : null;

  const onRange = (r: { from: string; to: string }) => {
    // a half-typed, reversed or too long range stays in the picker (with its message) and is not sent
    if (!r.from || !r.to || dateRangeError(r) || statementRangeError(r)) return setDraft(r);
    setDraft(null);
    setOpen(null);
    setParams(new URLSearchParams({ from: r.from, to: r.to }));
  };

  const s = refused ? undefined : statement.data;
  const figure = (label: string, value: number, testId: string) => (
    <div>
      <dt
        css={(th: Theme) => css`
          color: ${th.palette.textMuted};
          font-size: 0.9rem;
        `}
      >
        {label}
      </dt>
      <dd
        data-testid={testId}
        css={css`
          margin: 0;
          font-weight: 600;
          font-variant-numeric: tabular-nums;
        `}
      >
        {f.money(value)}
      </dd>
    </div>
  );
  const grid = css`
    margin: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
    gap: 0.6rem;
  `;

  return (
    <Page title={t('statementTitle')} width="wide" data-testid="statement-page">
      <Card>
        <DateRangePicker legend={t('dates')} value={shown} onChange={onRange} max={today} error={tooLong} />
        {statement.isPending && !refused ? <Skeleton lines={2} /> : null}
        {statement.isError && !refused ? (
          <Button variant="ghost" onClick={() => void statement.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {s ? (
          <dl css={grid}>
            {figure(t('opening'), s.opening_balance, 'st-opening')}
            {figure(t('closing'), s.closing_balance, 'st-closing')}
          </dl>
        ) : null}
        {s && s.days.length > 0 ? (
          <BalanceChart days={s.days} label={t('chartLabel', { from: s.date_from, to: s.date_to })} />
        ) : null}
      </Card>
      {s ? (
        <Card>
          {s.days.length === 0 ? <EmptyState text={t('noMovements')} /> : null}
          {s.days.length > 0 ? (
            <ul
              data-testid="statement-days"
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
                display: grid;
                gap: 0.6rem;
              `}
            >
              {s.days.map((d) => (
                <li
                  key={d.date}
                  data-day={d.date}
                  css={(th: Theme) => css`
                    border: 1px solid ${th.palette.border};
                    border-radius: ${th.radius};
                    padding: 0.6rem 0.8rem;
                    display: grid;
                    gap: 0.5rem;
                  `}
                >
                  <dl css={grid}>
                    <div>
                      <dt
                        css={(th: Theme) => css`
                          color: ${th.palette.textMuted};
                          font-size: 0.9rem;
                        `}
                      >
                        {t('day')}
                      </dt>
                      <dd
                        css={css`
                          margin: 0;
                          font-weight: 600;
                        `}
                      >
                        {d.date}
                      </dd>
                    </div>
                    {figure(t('credits'), d.credits, 'day-credits')}
                    {figure(t('debits'), d.debits, 'day-debits')}
                    {figure(t('closing'), d.closing_balance, 'day-closing')}
                  </dl>
                  <div>
                    <Button
                      variant="ghost"
                      aria-expanded={open === d.date}
                      onClick={() => setOpen(open === d.date ? null : d.date)}
                    >
                      {open === d.date ? t('hideMovements') : t('showMovements')}
                    </Button>
                  </div>
                  {open === d.date ? <DayMovements day={d} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
    </Page>
  );
}
