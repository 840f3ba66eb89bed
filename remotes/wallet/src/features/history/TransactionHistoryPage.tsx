import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useSearchParams } from '@site/shared/router';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@site/shared/contract';
import type { Transaction } from '@site/shared';
import {
  Badge,
  Button,
  Card,
  DataTable,
  DateRangePicker,
  EmptyState,
  LinkButton,
  Page,
  Pagination,
  Skeleton,
  inputStyle,
  useFormat,
  visuallyHidden,
  type BadgeTone,
  type Column,
} from '@site/shared/ui';
import { useTransactions } from '../deposit/api/get-transactions';
import { METHODS } from '../deposit/MethodPicker';
import { exportCsv } from './export-csv';
import { movementDetail } from './movement-detail';
import { PAGE_SIZE, parseView, viewQuery, viewRequest, type HistoryView } from './filters';
import '../../i18n/messages';

const TONE: Record<string, BadgeTone> = {
  approved: 'success',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  pending: 'primary',
};

/**
 * A payment request's method by name — a deposit's as the deposit form names it (`METHODS`), a withdrawal's bank
 * account — and what a ledger movement was (a sports bet by its number, a casino game's round by its provider, the
 * kind of bonus: `movementDetail`), else its reference as it is. The CSV keeps the codes and references.
 */
function detailText(r: Transaction, t: (key: string, values?: Record<string, string>) => string): string {
  if (r.type === 'deposit' && (METHODS as readonly string[]).includes(r.detail)) return t(r.detail);
  if (r.type === 'withdrawal' && r.detail === 'bank') return t('bankAccount');
  if (r.type === 'deposit' || r.type === 'withdrawal') return r.detail;
  const movement = movementDetail(r.detail);
  return movement ? t(movement.key, movement.values) : r.detail;
}

/**
 * /transaction-history: filters by type, status and date range kept in the URL query, 10 per page with the
 * SPEC §5 pagination rules, signed amounts coloured by direction (with a text for screen readers), status
 * badges, cards on phones, and a CSV export of the filtered view.
 */
export default function TransactionHistoryPage() {
  const { t } = useTranslation(['wallet', 'ui']);
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const view = parseView(params);
  const list = useTransactions(viewRequest(view));
  const [exporting, setExporting] = useState(false);
  const typeId = useId();
  const statusId = useId();
  const go = (next: HistoryView) => setParams(viewQuery(next));
  const filter = (patch: Partial<HistoryView>) => go({ ...view, ...patch, page: 1 });

  // A shared link past the last page shows the last page.
  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (view.page > last) setParams(viewQuery({ ...view, page: last }), { replace: true });
  }, [total, view, setParams]);

  const columns: Column<Transaction>[] = [
    {
      key: 'date',
      header: t('date'),
      cell: (r) => <span data-tx={r.id}>{f.date(r.created_at, 'YYYY-MM-DD HH:mm')}</span>,
    },
    { key: 'type', header: t('type'), cell: (r) => t(`type_${r.type}`) },
    {
      key: 'amount',
      header: t('amount', { currency: f.currency }),
      numeric: true,
      cell: (r) => (
        <span
          data-amount={r.amount}
          css={(th: Theme) => css`
            color: ${r.amount < 0 ? th.palette.danger : th.palette.success};
            font-weight: 600;
          `}
        >
          <span css={visuallyHidden}>{r.amount < 0 ? t('debit') : t('credit')} </span>
          <span aria-hidden="true">{r.amount < 0 ? '−' : '+'}</span>
          {f.money(Math.abs(r.amount))}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (r) => (
        <Badge tone={TONE[r.status] ?? 'neutral'}>
          <span data-status={r.status}>{t(r.status)}</span>
        </Badge>
      ),
    },
    {
      key: 'detail',
      header: t('detail'),
      cell: (r) => <span css={{ overflowWrap: 'anywhere' }}>{detailText(r, t)}</span>,
    },
  ];

  const select = (
    id: string,
    label: string,
    value: string | undefined,
    options: readonly string[],
    text: (o: string) => string,
    onChange: (v: string | undefined) => void,
  ) => (
    <div
      css={css`
        display: grid;
        gap: 0.3rem;
        flex: 1 1 9rem;
        min-width: 0;
      `}
    >
      <label
        htmlFor={id}
        css={(th: Theme) => css`
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
        `}
      >
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        css={(th: Theme) => inputStyle(th)}
      >
        <option value="">{t('all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );

  const filtered = Boolean(view.type || view.status || view.date_from || view.date_to);
  return (
    <Page title={t('historyTitle')} width="wide" data-testid="history-page">
      <Card>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 0.8rem;
          `}
        >
          {select(
            typeId,
            t('type'),
            view.type,
            TRANSACTION_TYPES,
            (o) => t(`type_${o}`),
            (type) => filter({ type: type as HistoryView['type'] }),
          )}
          {select(
            statusId,
            t('status'),
            view.status,
            TRANSACTION_STATUSES,
            (o) => t(o),
            (status) => filter({ status: status as HistoryView['status'] }),
          )}
        </div>
        <DateRangePicker
          legend={t('dates')}
          value={{ from: view.date_from ?? '', to: view.date_to ?? '' }}
          onChange={(r) => filter({ date_from: r.from || undefined, date_to: r.to || undefined })}
        />
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 0.6rem;
            align-items: center;
            justify-content: space-between;
          `}
        >
          <span data-testid="history-total">{list.data ? t('showing', { count: list.data.total }) : ''}</span>
          <span
            css={css`
              display: flex;
              gap: 0.6rem;
              flex-wrap: wrap;
            `}
          >
            {filtered ? (
              <Button variant="ghost" onClick={() => go({ page: 1 })}>
                {t('clearFilters')}
              </Button>
            ) : null}
            {list.data && list.data.total > 0 ? (
              <Button
                variant="ghost"
                disabled={exporting}
                onClick={() => {
                  setExporting(true);
                  void exportCsv(
                    view,
                    ['id', 'created_at', 'type', 'status', `amount_${f.currency}`, 'detail'],
                    'transactions.csv',
                  ).finally(() => setExporting(false));
                }}
              >
                {exporting ? t('exporting') : t('exportCsv')}
              </Button>
            ) : null}
          </span>
        </div>
      </Card>
      <Card>
        {list.isPending ? <Skeleton lines={6} /> : null}
        {list.isError ? (
          <Button variant="ghost" onClick={() => void list.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <EmptyState
            text={t('noTransactions')}
            action={
              filtered ? (
                <Button variant="ghost" onClick={() => go({ page: 1 })}>
                  {t('clearFilters')}
                </Button>
              ) : (
                <LinkButton to="/deposit">{t('makeDeposit')}</LinkButton>
              )
            }
          />
        ) : null}
        {list.data?.items.length ? (
          <DataTable
            caption={t('historyTitle')}
            testId="history-table"
            columns={columns}
            rows={list.data.items}
            rowKey={(r) => r.id}
          />
        ) : null}
        {list.data ? (
          <Pagination
            config={{
              totalItems: list.data.total,
              itemsPerPage: PAGE_SIZE,
              page: view.page,
              disabled: list.isFetching,
            }}
            onChange={(page) => go({ ...view, page })}
          />
        ) : null}
      </Card>
    </Page>
  );
}
