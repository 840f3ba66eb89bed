/**
 * The pending deposits and withdrawals queue (`GET /payments`, oldest first; kind and site filters kept in the
 * address), approve (an optional note) or reject (a required reason) after a confirmation; a decided request
 * leaves the queue at once and a toast says so.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { useSearchParams } from '@site/shared/router';
import { Badge, Button, Field, Page, Stack, type Column } from '@site/shared/ui';
import { ConsoleApiError, consoleGet, consolePost } from '../../api';
import { useCan } from '../../me';
import { toast } from '../../toast';
import { SelectField, TextAreaField } from '../../fields';
import { ConfirmDialog, FilterCard, opensDialog, QueryList, useErrorText, useFormat } from '../../ui';

export interface PendingPayment {
  request_id: number;
  kind: 'deposit' | 'withdrawal';
  amount: number;
  currency: string;
  method: string;
  reference: string | null;
  account_id: string;
  domain_name: string;
  created_at: string;
}

interface Queue {
  items: PendingPayment[];
  total: number;
  page: number;
  page_size: number;
}

const PAGE_SIZE = 25;
export const PAYMENTS_KEY = ['console', 'payments'] as const;

type Decision = { kind: 'approve' | 'reject'; row: PendingPayment };

export default function MoneyPage() {
  const { t } = useTranslation('money');
  const errorText = useErrorText(['money']);
  const f = useFormat();
  const canDecide = useCan('payments.decide');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const kind =
    params.get('kind') === 'deposit' || params.get('kind') === 'withdrawal' ? params.get('kind')! : '';
  const site = params.get('site') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [siteInput, setSiteInput] = useState(site);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const key = [...PAYMENTS_KEY, { kind, site, page }] as const;
  const queue = useQuery({
    queryKey: key,
    queryFn: () => consoleGet<Queue>('/payments', { kind, site, page, page_size: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });

  const setFilter = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };

  const decide = useMutation({
    mutationFn: (d: Decision & { reason: string }) =>
      consolePost<{ request_id: number; status: string }>(
        `/payments/${d.row.request_id}/${d.kind}`,
        d.kind === 'reject' || d.reason.trim() ? { reason: d.reason.trim() } : {},
      ),
    onSuccess: (a, d) => {
      // the row leaves the queue now; the list is read again behind it
      queryClient.setQueryData<Queue>(key, (q) =>
        q ? { ...q, items: q.items.filter((i) => i.request_id !== d.row.request_id), total: q.total - 1 } : q,
      );
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      toast(t(d.kind === 'approve' ? 'approved' : 'rejected', { id: a.request_id }));
      close();
    },
    onError: (e) => {
      if (e instanceof ConsoleApiError && (e.code === 'alreadyDecided' || e.code === 'notFound')) {
        toast(errorText(e), 'danger');
        void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
        close();
      }
    },
  });

  function open(d: Decision) {
    decide.reset();
    setReason('');
    setReasonError(null);
    setDecision(d);
  }
  function close() {
    setDecision(null);
  }
  function confirm() {
    if (!decision) return;
    if (decision.kind === 'reject' && reason.trim().length < 3) {
      setReasonError(t('reasonRequired'));
      return;
    }
    setReasonError(null);
    decide.mutate({ ...decision, reason });
  }

  const kindLabel = (k: PendingPayment['kind']) => t(k);
  const columns: Column<PendingPayment>[] = [
    { key: 'requested', header: t('requested'), cell: (r) => f.dateTime(r.created_at) },
    {
      key: 'kind',
      header: t('kind'),
      cell: (r) => <Badge tone={r.kind === 'withdrawal' ? 'primary' : 'neutral'}>{kindLabel(r.kind)}</Badge>,
    },
    { key: 'player', header: t('player'), cell: (r) => r.account_id },
    { key: 'site', header: t('site'), cell: (r) => r.domain_name },
    { key: 'amount', header: t('amount'), numeric: true, cell: (r) => f.money(r.amount, r.currency) },
    { key: 'method', header: t('method'), cell: (r) => r.method },
    { key: 'reference', header: t('reference'), cell: (r) => r.reference ?? '—' },
  ];
  if (canDecide)
    columns.push({
      key: 'actions',
      header: t('actions'),
      cell: (r) => (
        <Stack row gap={0.4} justify="end">
          <Button
            onClick={opensDialog(() => open({ kind: 'approve', row: r }))}
            aria-label={`${t('approve')} #${r.request_id}`}
            data-testid={`approve-${r.request_id}`}
          >
            {t('approve')}
          </Button>
          <Button
            variant="ghost"
            onClick={opensDialog(() => open({ kind: 'reject', row: r }))}
            aria-label={`${t('reject')} #${r.request_id}`}
            data-testid={`reject-${r.request_id}`}
          >
            {t('reject')}
          </Button>
        </Stack>
      ),
    });

  const filtered = Boolean(kind || site);
  const clear = () => {
    setSiteInput('');
    setFilter({ kind: '', site: '' });
  };
  const d = decision;
  const facts = d
    ? {
        kind: kindLabel(d.row.kind).toLowerCase(),
        amount: f.money(d.row.amount, d.row.currency),
        player: d.row.account_id,
        site: d.row.domain_name,
        id: d.row.request_id,
      }
    : null;

  return (
    <Page title={t('title')} width="wide" data-testid="money-page">
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('intro')}
        {canDecide ? '' : ` ${t('readOnly')}`}
      </p>
      <FilterCard
        title={t('filters')}
        applyLabel={t('apply')}
        clearLabel={t('clear')}
        filtered={filtered}
        onApply={() => setFilter({ site: siteInput.trim() })}
        onClear={clear}
      >
        <SelectField
          label={t('kind')}
          value={kind}
          onValue={(v) => setFilter({ kind: v })}
          options={[
            { value: '', label: t('allKinds') },
            { value: 'deposit', label: t('deposit') },
            { value: 'withdrawal', label: t('withdrawal') },
          ]}
          data-testid="filter-kind"
        />
        <Field
          label={t('site')}
          hint={t('siteHint')}
          value={siteInput}
          onValue={setSiteInput}
          name="site"
          autoComplete="off"
          data-testid="filter-site"
        />
      </FilterCard>
      <QueryList
        query={queue}
        failure={t('loadFailed')}
        empty={filtered ? t('emptyFiltered') : t('empty')}
        clear={filtered ? { label: t('clear'), onClick: clear } : undefined}
        scroll={t('title')}
        caption={(q) => t('caption', { count: q.total })}
        columns={columns}
        rowKey={(r) => String(r.request_id)}
        testId="payments-queue"
        paging={{ page, pageSize: PAGE_SIZE, onPage: (p) => setFilter({ page: String(p) }) }}
      />
      <ConfirmDialog
        open={d !== null}
        title={d && facts ? t(d.kind === 'approve' ? 'approveTitle' : 'rejectTitle', facts) : ''}
        confirmLabel={d?.kind === 'reject' ? t('reject') : t('approve')}
        danger={d?.kind === 'reject'}
        busy={decide.isPending}
        error={decide.isError ? errorText(decide.error) : null}
        onConfirm={confirm}
        onCancel={close}
        testId="payment-decision"
      >
        {d && facts ? (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              {t(d.kind === 'approve' ? 'approveText' : 'rejectText', facts)}
            </p>
            <TextAreaField
              label={d.kind === 'reject' ? t('reason') : t('reasonOptional')}
              hint={t('reasonHint')}
              value={reason}
              onValue={setReason}
              maxLength={500}
              required={d.kind === 'reject'}
              error={reasonError}
              name="reason"
            />
          </>
        ) : null}
      </ConfirmDialog>
    </Page>
  );
}
