/**
 * The audit trail (`GET /audit`): console staff and CLI actions and admin-token calls in one list, newest
 * first, with filters kept in the address (actor, action, target, kind, a date range in the staff member's
 * time zone), a row's before / after in a dialog, and the same filtered rows as a CSV download.
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { useSearchParams } from '@site/shared/router';
import { dateRangeError, type DateRange } from '@site/shared';
import {
  Badge,
  Button,
  buttonStyle,
  DateRangePicker,
  Field,
  focusRing,
  Page,
  type Column,
} from '@site/shared/ui';
import { consoleGet } from '../api';
import { SelectField } from '../fields';
import { FilterCard, opensDialog, QueryList, useFormat } from '../ui';
import { AuditEntryDialog } from './Diff';
import { auditQuery, csvHref, KINDS } from './query';
import { AUDIT_KEY, type AuditItem, type AuditPage as Answer } from './types';

const PAGE_SIZE = 50;

/** Long actors, actions and targets break anywhere: on phones a row is a card of flex rows (DataTable). */
const wrap = css`
  min-width: 0;
  overflow-wrap: anywhere;
`;
const TEXT_FILTERS = ['actor', 'action', 'target'] as const;

export default function AuditTrailPage() {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kind = params.get('kind') ?? '';
  const [form, setForm] = useState({
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    target: params.get('target') ?? '',
  });
  const [range, setRange] = useState<DateRange>({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  const [open, setOpen] = useState<AuditItem | null>(null);
  const query = auditQuery(params);
  // a reversed or broken period from a link: the date fields say so (DateRangePicker); no request is sent
  const badRange = dateRangeError({ from: params.get('from') ?? '', to: params.get('to') ?? '' }) !== null;

  const list = useQuery({
    queryKey: [...AUDIT_KEY, { ...query, page }],
    queryFn: () => consoleGet<Answer>('/audit', { ...query, page, page_size: PAGE_SIZE }),
    placeholderData: (previous) => previous,
    enabled: !badRange,
  });

  const set = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };
  function apply() {
    if (dateRangeError(range)) return;
    set({
      ...Object.fromEntries(TEXT_FILTERS.map((k) => [k, form[k].trim()])),
      from: range.from,
      to: range.to,
    });
  }
  function clear() {
    setForm({ actor: '', action: '', target: '' });
    setRange({ from: '', to: '' });
    set({ actor: '', action: '', target: '', kind: '', from: '', to: '' });
  }
  const filtered = [...TEXT_FILTERS, 'kind', 'from', 'to'].some((k) => params.get(k));

  const columns: Column<AuditItem>[] = [
    { key: 'at', header: t('when'), cell: (i) => f.dateTime(i.at) },
    {
      key: 'actor',
      header: t('actor'),
      cell: (i) => (
        <span
          css={css`
            display: inline-flex;
            flex-wrap: wrap;
            gap: 0.35rem;
            align-items: center;
            min-width: 0;
          `}
        >
          <Badge tone={i.actor_kind === 'staff' ? 'neutral' : 'primary'}>
            {t(`kindName.${i.actor_kind}`)}
          </Badge>
          <span css={wrap}>{i.actor}</span>
          {i.role ? <span>({t(`role.${i.role}`, { defaultValue: i.role })})</span> : null}
        </span>
      ),
    },
    { key: 'action', header: t('action'), cell: (i) => <code css={wrap}>{i.action}</code> },
    { key: 'target', header: t('target'), cell: (i) => <span css={wrap}>{i.target || '—'}</span> },
    { key: 'ip', header: t('from'), cell: (i) => <span css={wrap}>{i.ip || '—'}</span> },
    {
      key: 'changes',
      header: t('changes'),
      cell: (i) => (
        <Button
          variant="ghost"
          onClick={opensDialog(() => setOpen(i))}
          aria-label={t('showEntryLabel', { action: i.action, when: f.dateTime(i.at) })}
          data-testid={`audit-open-${i.key}`}
        >
          {i.before === null && i.after === null ? t('details') : t('beforeAfter')}
        </Button>
      ),
    },
  ];

  return (
    <Page
      title={t('title')}
      width="wide"
      data-testid="audit-page"
      actions={
        <a
          href={csvHref(params)}
          download
          data-testid="audit-export"
          css={(th: Theme) => [
            buttonStyle(th, 'ghost'),
            css`
              text-decoration: none;
            `,
            focusRing(th),
          ]}
        >
          {t('export')}
        </a>
      }
    >
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('intro')}
      </p>
      <FilterCard
        title={t('filters')}
        applyLabel={t('apply')}
        clearLabel={t('clear')}
        applyTestId="audit-apply"
        filtered={filtered}
        onApply={apply}
        onClear={clear}
        min="13rem"
        after={<DateRangePicker legend={t('period')} value={range} onChange={setRange} />}
      >
        {TEXT_FILTERS.map((k) => (
          <Field
            key={k}
            label={t(k)}
            hint={t(`${k}Hint`)}
            name={k}
            autoComplete="off"
            value={form[k]}
            onValue={(v) => setForm((x) => ({ ...x, [k]: v }))}
            maxLength={128}
            data-testid={`audit-filter-${k}`}
          />
        ))}
        <SelectField
          label={t('kind')}
          value={(KINDS as string[]).includes(kind) ? kind : ''}
          onValue={(v) => set({ kind: v })}
          options={[
            { value: '', label: t('anyKind') },
            ...KINDS.map((k) => ({ value: k, label: t(`kindName.${k}`) })),
          ]}
          data-testid="audit-filter-kind"
        />
      </FilterCard>
      {badRange ? (
        <p data-testid="audit-fix-period">{t('fixPeriod')}</p>
      ) : (
        <QueryList
          query={list}
          lines={8}
          failure={t('loadFailed')}
          namespaces={['audit']}
          empty={filtered ? t('noMatch') : t('empty')}
          clear={filtered ? { label: t('clear'), onClick: clear } : undefined}
          caption={(l) => t('caption', { count: l.total })}
          columns={columns}
          rowKey={(i) => i.key}
          testId="audit-list"
          paging={{ page, pageSize: PAGE_SIZE, onPage: (p) => set({ page: String(p) }) }}
        />
      )}
      <AuditEntryDialog item={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
