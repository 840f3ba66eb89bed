/**
 * Player search (`GET /players`): by account (part of the name, any case, or the numeric id), phone (digits),
 * site and status; newest first, paged; filters in the address. A result opens the player's detail.
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { Link } from '@site/shared/router';
import { Field, focusRing, Page, type Column } from '@site/shared/ui';
import { consoleGet } from '../api';
import { SelectField } from '../fields';
import { FilterCard, QueryList, useFormat } from '../ui';
import { PlayersNav, StatusBadge, useUrlFilters, Wrap } from './parts';
import { PLAYERS_KEY, type Paged, type PlayerItem } from './types';

const PAGE_SIZE = 25;

export function SearchPage() {
  const { t } = useTranslation('players');
  const f = useFormat();
  const { params, page, set } = useUrlFilters();
  const q = params.get('q') ?? '';
  const phone = params.get('phone') ?? '';
  const site = params.get('site') ?? '';
  const status = ['ACTIVE', 'BLOCK', 'CLOSE'].includes(params.get('status') ?? '')
    ? params.get('status')!
    : '';
  const [form, setForm] = useState({ q, phone, site });
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const list = useQuery({
    queryKey: [...PLAYERS_KEY, 'search', { q, phone, site, status, page }],
    queryFn: () =>
      consoleGet<Paged<PlayerItem>>('/players', { q, phone, site, status, page, page_size: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });

  function apply() {
    const digits = form.phone.replace(/\D/g, '');
    if (form.phone.trim() && digits.length < 4) {
      setPhoneError(t('phoneTooShort'));
      return;
    }
    setPhoneError(null);
    set({ q: form.q.trim(), phone: form.phone.trim(), site: form.site.trim() });
  }
  function clear() {
    setForm({ q: '', phone: '', site: '' });
    set({ q: '', phone: '', site: '', status: '' });
  }
  const filtered = Boolean(q || phone || site || status);

  const columns: Column<PlayerItem>[] = [
    {
      key: 'account',
      header: t('account'),
      cell: (p) => (
        <Link
          to={`/players/${p.id}`}
          data-testid={`player-link-${p.account_id}`}
          css={(th: Theme) => css`
            color: ${th.palette.primary};
            font-weight: 600;
            min-width: 0;
            overflow-wrap: anywhere;
            ${focusRing(th)}
          `}
        >
          {p.account_id}
        </Link>
      ),
    },
    { key: 'id', header: t('playerId'), numeric: true, cell: (p) => p.id },
    { key: 'site', header: t('site'), cell: (p) => <Wrap>{p.domain_name}</Wrap> },
    { key: 'name', header: t('name'), cell: (p) => <Wrap>{p.full_name || '—'}</Wrap> },
    { key: 'phone', header: t('phone'), cell: (p) => <Wrap>{p.contact_phone || '—'}</Wrap> },
    { key: 'status', header: t('statusLabel'), cell: (p) => <StatusBadge status={p.status} /> },
    { key: 'balance', header: t('balance'), numeric: true, cell: (p) => f.money(p.balance, p.currency) },
    { key: 'seen', header: t('lastSeen'), cell: (p) => (p.last_seen_at ? f.dateTime(p.last_seen_at) : '—') },
  ];

  return (
    <Page title={t('searchTitle')} width="wide" data-testid="players-search">
      <PlayersNav />
      <FilterCard
        title={t('searchCard')}
        applyLabel={t('search')}
        clearLabel={t('clear')}
        applyTestId="players-search-submit"
        filtered={filtered}
        onApply={apply}
        onClear={clear}
        min="13rem"
      >
        <Field
          label={t('accountOrId')}
          hint={t('accountHint')}
          name="q"
          autoComplete="off"
          value={form.q}
          onValue={(v) => setForm((x) => ({ ...x, q: v }))}
          maxLength={64}
          data-testid="players-q"
        />
        <Field
          label={t('phone')}
          hint={t('phoneHint')}
          name="phone"
          inputMode="tel"
          autoComplete="off"
          value={form.phone}
          onValue={(v) => setForm((x) => ({ ...x, phone: v }))}
          error={phoneError}
          maxLength={32}
        />
        <Field
          label={t('site')}
          hint={t('siteHint')}
          name="site"
          autoComplete="off"
          value={form.site}
          onValue={(v) => setForm((x) => ({ ...x, site: v }))}
          maxLength={253}
        />
        <SelectField
          label={t('statusLabel')}
          value={status}
          onValue={(v) => set({ status: v })}
          options={[
            { value: '', label: t('anyStatus') },
            { value: 'ACTIVE', label: t('status.ACTIVE') },
            { value: 'BLOCK', label: t('status.BLOCK') },
            { value: 'CLOSE', label: t('status.CLOSE') },
          ]}
        />
      </FilterCard>
      <QueryList
        query={list}
        failure={t('loadFailed')}
        namespaces={['players']}
        empty={filtered ? t('noMatch') : t('noPlayers')}
        clear={filtered ? { label: t('clear'), onClick: clear } : undefined}
        caption={(l) => t('resultsCaption', { count: l.total })}
        columns={columns}
        rowKey={(p) => String(p.id)}
        testId="players-results"
        paging={{ page, pageSize: PAGE_SIZE, onPage: (p) => set({ page: String(p) }) }}
      />
    </Page>
  );
}
