/**
 * Open sportsbook bets (`GET /bets`, oldest first) of a site, an account or one player, and manual settlement
 * (`POST /bets/:id/settle`: won / lost / void with a required reason) through the feed's own settlement step.
 * A bet settles once: someone else's settlement first answers 409 and the list is read again.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { Button, Field, Page, type Column } from '@site/shared/ui';
import { ConsoleApiError, consoleGet, consolePost } from '../api';
import { toast } from '../toast';
import { SelectField, TextAreaField } from '../fields';
import { ConfirmDialog, FilterCard, opensDialog, QueryList, useErrorText, useFormat } from '../ui';
import { PlayersNav, useUrlFilters, Wrap } from './parts';
import { BETS_KEY, PLAYERS_KEY, type OpenBet, type Paged } from './types';

const PAGE_SIZE = 25;
type Result = 'won' | 'lost' | 'void';

/** What a result pays back: won the potential payout, void the stake, lost nothing. */
function payoutOf(bet: OpenBet, result: Result): number {
  return result === 'won' ? bet.potential_payout : result === 'void' ? bet.stake : 0;
}

function legs(bet: OpenBet): string {
  return bet.selections
    .map((s) => `${s.home_team_name} – ${s.away_team_name}${s.criteria1 ? ` (${s.criteria1})` : ''}`)
    .join('; ');
}

export function OpenBets({
  playerId,
  site = '',
  account = '',
  page,
  onPage,
}: {
  playerId?: number;
  site?: string;
  account?: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const errorText = useErrorText(['players']);
  const queryClient = useQueryClient();
  const [settling, setSettling] = useState<OpenBet | null>(null);
  const [result, setResult] = useState<Result>('won');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const bets = useQuery({
    queryKey: [...BETS_KEY, { playerId, site, account, page }],
    queryFn: () =>
      consoleGet<Paged<OpenBet>>('/bets', { player_id: playerId, site, account, page, page_size: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });

  const settle = useMutation({
    mutationFn: (v: { bet: OpenBet; result: Result; reason: string }) =>
      consolePost<OpenBet>(`/bets/${v.bet.bet_id}/settle`, { result: v.result, reason: v.reason }),
    onSuccess: (done) => {
      toast(t('settled', { id: done.bet_id, result: t(`result.${done.status}`) }));
      void queryClient.invalidateQueries({ queryKey: BETS_KEY });
      void queryClient.invalidateQueries({ queryKey: PLAYERS_KEY });
      setSettling(null);
    },
    onError: (e) => {
      if (e instanceof ConsoleApiError && (e.code === 'alreadySettled' || e.code === 'notFound')) {
        toast(errorText(e), 'danger');
        void queryClient.invalidateQueries({ queryKey: BETS_KEY });
        setSettling(null);
      }
    },
  });

  function open(bet: OpenBet) {
    settle.reset();
    setResult('won');
    setReason('');
    setReasonError(null);
    setSettling(bet);
  }
  function confirm() {
    if (!settling) return;
    if (reason.trim().length < 3) {
      setReasonError(t('reasonRequired'));
      return;
    }
    setReasonError(null);
    settle.mutate({ bet: settling, result, reason: reason.trim() });
  }

  const columns: Column<OpenBet>[] = [
    { key: 'placed', header: t('placed'), cell: (b) => f.dateTime(b.placed_at) },
    { key: 'bet', header: t('betId'), numeric: true, cell: (b) => `#${b.bet_id}` },
    ...(playerId
      ? []
      : [
          { key: 'player', header: t('account'), cell: (b: OpenBet) => <Wrap>{b.account_id}</Wrap> },
          { key: 'site', header: t('site'), cell: (b: OpenBet) => <Wrap>{b.domain_name}</Wrap> },
        ]),
    { key: 'type', header: t('betType'), cell: (b) => b.bet_type },
    { key: 'legs', header: t('selections'), cell: (b) => <Wrap>{legs(b)}</Wrap> },
    { key: 'stake', header: t('stake'), numeric: true, cell: (b) => f.money(b.stake, b.currency) },
    { key: 'odds', header: t('odds'), numeric: true, cell: (b) => b.odds.toFixed(2) },
    {
      key: 'potential',
      header: t('potential'),
      numeric: true,
      cell: (b) => f.money(b.potential_payout, b.currency),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (b) => (
        <Button
          onClick={opensDialog(() => open(b))}
          data-testid={`settle-${b.bet_id}`}
          aria-label={`${t('settle')} #${b.bet_id}`}
        >
          {t('settle')}
        </Button>
      ),
    },
  ];

  const b = settling;
  return (
    <>
      <QueryList
        query={bets}
        lines={4}
        failure={t('betsLoadFailed')}
        namespaces={['players']}
        empty={t('noOpenBets')}
        caption={(l) => t('openBetsCaption', { count: l.total })}
        columns={columns}
        rowKey={(x) => String(x.bet_id)}
        testId="open-bets"
        paging={{ page, pageSize: PAGE_SIZE, onPage }}
      />
      <ConfirmDialog
        open={b !== null}
        title={b ? t('settleTitle', { id: b.bet_id }) : ''}
        confirmLabel={t('settle')}
        danger
        busy={settle.isPending}
        error={settle.isError ? errorText(settle.error) : null}
        onConfirm={confirm}
        onCancel={() => setSettling(null)}
        testId="settle-dialog"
      >
        {b ? (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('settleText', {
                account: b.account_id,
                site: b.domain_name,
                stake: f.money(b.stake, b.currency),
                legs: legs(b),
              })}
            </p>
            <SelectField
              label={t('resultLabel')}
              value={result}
              onValue={(v) => setResult(v as Result)}
              options={(['won', 'lost', 'void'] as const).map((r) => ({
                value: r,
                label: `${t(`result.${r}`)} — ${t('pays', { amount: f.money(payoutOf(b, r), b.currency) })}`,
              }))}
              data-testid="settle-result"
            />
            <TextAreaField
              label={t('reason')}
              hint={t('reasonHint')}
              value={reason}
              onValue={setReason}
              maxLength={500}
              required
              error={reasonError}
              name="reason"
            />
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** `/players/bets`: every open bet, filtered by site and account. */
export function BetsPage() {
  const { t } = useTranslation('players');
  const { params, page, set } = useUrlFilters();
  const site = params.get('site') ?? '';
  const account = params.get('account') ?? '';
  const [form, setForm] = useState({ site, account });
  const filtered = Boolean(site || account);
  return (
    <Page title={t('betsTitle')} width="wide" data-testid="bets-page">
      <PlayersNav />
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('betsIntro')}
      </p>
      <FilterCard
        title={t('filters')}
        applyLabel={t('apply')}
        clearLabel={t('clear')}
        filtered={filtered}
        onApply={() => set({ site: form.site.trim(), account: form.account.trim() })}
        onClear={() => {
          setForm({ site: '', account: '' });
          set({ site: '', account: '' });
        }}
        min="13rem"
      >
        <Field
          label={t('site')}
          hint={t('siteHint')}
          name="site"
          autoComplete="off"
          value={form.site}
          onValue={(v) => setForm((x) => ({ ...x, site: v }))}
        />
        <Field
          label={t('account')}
          name="account"
          autoComplete="off"
          value={form.account}
          onValue={(v) => setForm((x) => ({ ...x, account: v }))}
        />
      </FilterCard>
      <OpenBets site={site} account={account} page={page} onPage={(p) => set({ page: String(p) })} />
    </Page>
  );
}
