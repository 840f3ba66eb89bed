/**
 * One player (`GET /players/:id`): wallet, profile, responsible-gaming state, ledger, sessions and open bets in
 * tabs (the tab is kept in the address), and — for a role with players.manage — the actions: block, close or
 * reopen (a confirmation with a required reason), an inbox message, a bonus within the role's limit (the
 * limit shown before sending; one idempotency key per dialog, so a retry never pays twice).
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import { Link } from '@site/shared/router';
import {
  AmountInput,
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  Field,
  focusRing,
  Page,
  Skeleton,
  Stack,
  Tabs,
  type Column,
} from '@site/shared/ui';
import { ConsoleApiError, consoleGet, consolePost } from '../api';
import { useCan } from '../me';
import { toast } from '../toast';
import {
  ConfirmDialog,
  Failure,
  QueryList,
  TableScroll,
  TextAreaField,
  useErrorText,
  useFormat,
} from '../ui';
import { OpenBets } from './Bets';
import { Facts, PlayersNav, StatusBadge, useUrlFilters, Wrap } from './parts';
import { PLAYERS_KEY, type LedgerItem, type Paged, type PlayerDetail, type PlayerStatus } from './types';

const LEDGER_PAGE = 25;
type Action = { kind: 'status'; status: PlayerStatus } | { kind: 'message' } | { kind: 'bonus' };

/** A fresh idempotency key (works outside secure contexts too, unlike crypto.randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bonus-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function PlayerDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const canManage = useCan('players.manage');
  const canSettle = useCan('bets.settle');
  const canAudit = useCan('audit.view');
  const { params, set } = useUrlFilters();
  const tabs = ['overview', 'ledger', 'sessions', ...(canSettle ? ['bets'] : [])];
  const tab = tabs.includes(params.get('tab') ?? '') ? params.get('tab')! : 'overview';
  const pageOf = Math.max(1, Number(params.get('page')) || 1);

  const detail = useQuery({
    queryKey: [...PLAYERS_KEY, 'detail', id],
    queryFn: () => consoleGet<PlayerDetail>(`/players/${id}`),
  });

  if (detail.isPending)
    return (
      <Page title={t('detailTitle')} width="wide">
        <PlayersNav />
        <Skeleton lines={8} />
      </Page>
    );
  if (detail.isError)
    return (
      <Page title={t('detailTitle')} width="wide">
        <PlayersNav />
        <Failure
          title={t('detailFailed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          namespaces={['players']}
        />
        <BackLink />
      </Page>
    );

  const d = detail.data;
  const p = d.player;
  return (
    <Page
      title={p.account_id}
      width="wide"
      data-testid="player-detail"
      actions={<StatusBadge status={p.status} />}
    >
      <PlayersNav />
      <BackLink />
      <Card
        title={t('summary')}
        actions={
          canAudit ? (
            <Link
              to={`/audit?target=${encodeURIComponent(`player:${p.domain_name}/${p.account_id}`)}`}
              css={(th: Theme) => css`
                color: ${th.palette.primary};
                min-height: 44px;
                display: inline-flex;
                align-items: center;
                ${focusRing(th)}
              `}
            >
              {t('auditLink')}
            </Link>
          ) : null
        }
      >
        <Facts
          items={[
            [t('site'), `${p.site_name} (${p.domain_name})`],
            [t('playerId'), String(p.id)],
            [t('balance'), <span data-testid="player-balance">{f.money(p.balance, p.currency)}</span>],
            [t('held'), f.money(p.held, p.currency)],
            [t('name'), p.full_name || '—'],
            [t('phone'), p.contact_phone || '—'],
            [t('email'), p.contact_email || '—'],
            [t('vip'), String(p.vip_level)],
            [t('joined'), f.dateTime(p.created_at)],
            [t('lastSeen'), p.last_seen_at ? f.dateTime(p.last_seen_at) : '—'],
            [
              t('bonusesSent'),
              t('bonusesSentValue', {
                count: d.console_bonuses.count,
                total: f.money(d.console_bonuses.total, p.currency),
              }),
            ],
            [t('openBets'), String(d.open_bets)],
          ]}
        />
      </Card>
      {canManage ? <Actions detail={d} /> : null}
      {/* a grid item may shrink below its tab row's width: the row scrolls on a phone instead of the page */}
      <div
        css={css`
          min-width: 0;
        `}
      >
        <Tabs
          label={t('tabsLabel')}
          tabs={tabs.map((x) => ({ id: x, label: t(`tab.${x}`) }))}
          selected={tab}
          onSelect={(x) => set({ tab: x === 'overview' ? '' : x })}
        >
          {tab === 'overview' ? <Responsible detail={d} /> : null}
          {tab === 'ledger' ? (
            <Ledger
              id={id}
              currency={p.currency}
              page={pageOf}
              onPage={(n) => set({ tab, page: String(n) })}
            />
          ) : null}
          {tab === 'sessions' ? <Sessions detail={d} /> : null}
          {tab === 'bets' ? (
            <OpenBets playerId={id} page={pageOf} onPage={(n) => set({ tab, page: String(n) })} />
          ) : null}
        </Tabs>
      </div>
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation('players');
  return (
    <Link
      to="/players"
      css={(th: Theme) => css`
        color: ${th.palette.primary};
        min-height: 44px;
        display: inline-flex;
        align-items: center;
        justify-self: start;
        ${focusRing(th)}
      `}
    >
      {t('backToSearch')}
    </Link>
  );
}

function Responsible({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const rg = detail.responsible;
  const currency = detail.player.currency;
  const limits: Column<PlayerDetail['responsible']['deposit_limits'][number]>[] = [
    { key: 'period', header: t('period'), cell: (l) => t(`periodName.${l.period}`) },
    {
      key: 'limit',
      header: t('limit'),
      numeric: true,
      cell: (l) => (l.amount === null ? t('noLimit') : f.money(l.amount, currency)),
    },
    { key: 'used', header: t('used'), numeric: true, cell: (l) => f.money(l.used, currency) },
    {
      key: 'remaining',
      header: t('remaining'),
      numeric: true,
      cell: (l) => (l.remaining === null ? '—' : f.money(l.remaining, currency)),
    },
    {
      key: 'pending',
      header: t('pendingChange'),
      cell: (l) =>
        l.pending
          ? t('pendingValue', {
              amount: l.pending.amount === null ? t('noLimit') : f.money(l.pending.amount, currency),
              at: f.dateTime(l.pending.effective_at),
            })
          : '—',
    },
  ];
  return (
    <Stack gap={1}>
      <Facts
        items={[
          [
            t('exclusion'),
            rg.exclusion ? (
              <Badge tone="danger">
                {t(`exclusionKey.${rg.exclusion.key}`, { until: f.dateTime(rg.exclusion.until) })}
              </Badge>
            ) : (
              t('none')
            ),
          ],
          [
            t('ownExclusion'),
            rg.own_exclusion
              ? t(`ownExclusionKind.${rg.own_exclusion.kind}`, { until: f.dateTime(rg.own_exclusion.until) })
              : t('none'),
          ],
          [
            t('realityCheck'),
            rg.reality_check === null
              ? t('siteDefault')
              : rg.reality_check === 0
                ? t('off')
                : t('minutes', { count: rg.reality_check }),
          ],
        ]}
      />
      <TableScroll label={t('depositLimits')}>
        <DataTable
          caption={t('depositLimits')}
          columns={limits}
          rows={rg.deposit_limits}
          rowKey={(l) => l.period}
          testId="deposit-limits"
        />
      </TableScroll>
    </Stack>
  );
}

function Ledger({
  id,
  currency,
  page,
  onPage,
}: {
  id: number;
  currency: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const ledger = useQuery({
    queryKey: [...PLAYERS_KEY, 'ledger', id, page],
    queryFn: () => consoleGet<Paged<LedgerItem>>(`/players/${id}/ledger`, { page, page_size: LEDGER_PAGE }),
    placeholderData: (previous) => previous,
  });
  const columns: Column<LedgerItem>[] = [
    { key: 'at', header: t('when'), cell: (l) => f.dateTime(l.created_at) },
    { key: 'kind', header: t('movement'), cell: (l) => t(`ledgerKind.${l.kind}`, { defaultValue: l.kind }) },
    { key: 'amount', header: t('amount'), numeric: true, cell: (l) => f.money(l.amount, currency) },
    {
      key: 'after',
      header: t('balanceAfter'),
      numeric: true,
      cell: (l) => f.money(l.balance_after, currency),
    },
    { key: 'ref', header: t('reference'), cell: (l) => <Wrap>{l.ref || '—'}</Wrap> },
  ];
  return (
    <QueryList
      query={ledger}
      lines={5}
      namespaces={['players']}
      empty={t('noLedger')}
      caption={(l) => t('ledgerCaption', { count: l.total })}
      columns={columns}
      rowKey={(l) => String(l.id)}
      testId="player-ledger"
      paging={{ page, pageSize: LEDGER_PAGE, onPage }}
    />
  );
}

function Sessions({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  if (!detail.sessions.length) return <EmptyState text={t('noSessions')} />;
  const columns: Column<PlayerDetail['sessions'][number]>[] = [
    { key: 'device', header: t('device'), cell: (s) => <Wrap>{s.device}</Wrap> },
    { key: 'ip', header: t('ip'), cell: (s) => <Wrap>{s.ip || '—'}</Wrap> },
    { key: 'started', header: t('started'), cell: (s) => f.dateTime(s.created_at) },
    { key: 'seen', header: t('lastSeen'), cell: (s) => f.dateTime(s.last_seen_at) },
    { key: 'expires', header: t('expires'), cell: (s) => f.dateTime(s.expires_at) },
  ];
  return (
    <TableScroll label={t('sessionsCaption', { count: detail.sessions.length })}>
      <DataTable
        caption={t('sessionsCaption', { count: detail.sessions.length })}
        columns={columns}
        rows={detail.sessions}
        rowKey={(s) => s.id}
        testId="player-sessions"
      />
    </TableScroll>
  );
}

/** Block / close / reopen, an inbox message and a bonus, each after a confirmation. */
function Actions({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation('players');
  const f = useFormat();
  const errorText = useErrorText(['players']);
  const queryClient = useQueryClient();
  const p = detail.player;
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [amount, setAmount] = useState<{ text: string; minor: number | null }>({ text: '', minor: null });
  const [withMessage, setWithMessage] = useState(false);
  const [bonusKey, setBonusKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const limit = detail.bonus_limit;

  const run = useMutation({
    mutationFn: async (a: Action): Promise<string> => {
      if (a.kind === 'status') {
        await consolePost(`/players/${p.id}/status`, { status: a.status, reason: reason.trim() });
        return t(`statusDone.${a.status}`, { account: p.account_id });
      }
      if (a.kind === 'message') {
        await consolePost(`/players/${p.id}/inbox`, { title: title.trim(), body: body.trim() });
        return t('messageSent', { account: p.account_id });
      }
      const answer = await consolePost<{ amount: number; replayed: boolean }>(`/players/${p.id}/bonus`, {
        amount: amount.minor,
        reason: reason.trim(),
        idempotency_key: bonusKey,
        ...(withMessage ? { message: { title: title.trim(), body: body.trim() } } : {}),
      });
      return t('bonusSent', { amount: f.money(answer.amount, p.currency), account: p.account_id });
    },
    onSuccess: (message) => {
      toast(message);
      void queryClient.invalidateQueries({ queryKey: PLAYERS_KEY });
      setAction(null);
    },
  });

  function open(a: Action) {
    run.reset();
    setReason('');
    setTitle('');
    setBody('');
    setAmount({ text: '', minor: null });
    setWithMessage(false);
    setErrors({});
    if (a.kind === 'bonus') setBonusKey(newKey());
    setAction(a);
  }

  function confirm() {
    if (!action) return;
    const e: Record<string, string | null> = {};
    const needsReason = action.kind !== 'message';
    const needsText = action.kind === 'message' || (action.kind === 'bonus' && withMessage);
    if (needsReason && reason.trim().length < 3) e.reason = t('reasonRequired');
    if (needsText && !title.trim()) e.title = t('titleRequired');
    if (needsText && !body.trim()) e.body = t('bodyRequired');
    if (action.kind === 'bonus') {
      if (amount.minor === null) e.amount = t('amountRequired');
      else if (limit !== null && amount.minor > limit)
        e.amount = t('overLimit', { limit: f.money(limit, p.currency) });
    }
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    run.mutate(action);
  }

  const serverError = (() => {
    if (!run.isError) return null;
    const e = run.error;
    if (e instanceof ConsoleApiError && e.code === 'overLimit' && limit !== null)
      return t('overLimit', { limit: f.money(limit, p.currency) });
    return errorText(e);
  })();

  const statusButtons: { status: PlayerStatus; label: string; danger: boolean }[] =
    p.status === 'ACTIVE'
      ? [
          { status: 'BLOCK', label: t('block'), danger: true },
          { status: 'CLOSE', label: t('close'), danger: true },
        ]
      : [
          { status: 'ACTIVE', label: t('reopen'), danger: false },
          ...(p.status === 'BLOCK' ? [{ status: 'CLOSE' as const, label: t('close'), danger: true }] : []),
        ];

  const a = action;
  const dialogTitle = !a
    ? ''
    : a.kind === 'status'
      ? t(`statusTitle.${a.status}`, { account: p.account_id })
      : a.kind === 'message'
        ? t('messageTitle', { account: p.account_id })
        : t('bonusTitle', { account: p.account_id });

  return (
    <Card title={t('actionsTitle')} data-testid="player-actions">
      <Stack row gap={0.6}>
        {statusButtons.map((b) => (
          <Button
            key={b.status}
            variant={b.danger ? 'ghost' : 'primary'}
            onClick={() => open({ kind: 'status', status: b.status })}
            data-testid={`status-${b.status}`}
          >
            {b.label}
          </Button>
        ))}
        <Button variant="ghost" onClick={() => open({ kind: 'message' })} data-testid="send-message">
          {t('sendMessage')}
        </Button>
        {limit === 0 ? null : (
          <Button
            variant="ghost"
            onClick={() => open({ kind: 'bonus' })}
            disabled={p.status !== 'ACTIVE'}
            data-testid="send-bonus"
          >
            {t('sendBonus')}
          </Button>
        )}
      </Stack>
      <p
        css={(th: Theme) => css`
          margin: 0;
          color: ${th.palette.textMuted};
          font-size: 0.9rem;
        `}
      >
        {limit === 0
          ? t('noBonusRole')
          : limit === null
            ? t('bonusNoLimit')
            : t('bonusLimit', { limit: f.money(limit, p.currency) })}
        {p.status !== 'ACTIVE' && limit !== 0 ? ` ${t('bonusOnlyActive')}` : ''}
      </p>
      <ConfirmDialog
        open={a !== null}
        title={dialogTitle}
        confirmLabel={
          !a
            ? ''
            : a.kind === 'status'
              ? t(`statusConfirm.${a.status}`)
              : a.kind === 'message'
                ? t('send')
                : t('sendBonus')
        }
        danger={a?.kind === 'status' && a.status !== 'ACTIVE'}
        busy={run.isPending}
        error={serverError}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
        testId="player-action-dialog"
      >
        {a?.kind === 'status' ? (
          <p
            css={css`
              margin: 0;
            `}
          >
            {t(`statusText.${a.status}`)}
          </p>
        ) : null}
        {a?.kind === 'bonus' ? (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('bonusText', {
                balance: f.money(p.balance, p.currency),
              })}{' '}
              {limit === null ? t('bonusNoLimit') : t('bonusLimit', { limit: f.money(limit, p.currency) })}
            </p>
            <AmountInput
              label={t('amountLabel', { currency: p.currency })}
              value={amount.text}
              onValue={(text, minor) => setAmount({ text, minor })}
              error={errors.amount}
              name="bonus-amount"
            />
          </>
        ) : null}
        {a && a.kind !== 'message' ? (
          <TextAreaField
            label={t('reason')}
            hint={t('reasonHint')}
            value={reason}
            onValue={setReason}
            maxLength={500}
            required
            error={errors.reason}
            name="reason"
          />
        ) : null}
        {a?.kind === 'bonus' ? (
          <label
            css={css`
              display: flex;
              gap: 0.5rem;
              align-items: center;
              min-height: 44px;
            `}
          >
            <input type="checkbox" checked={withMessage} onChange={(e) => setWithMessage(e.target.checked)} />
            {t('alsoMessage')}
          </label>
        ) : null}
        {a?.kind === 'message' || (a?.kind === 'bonus' && withMessage) ? (
          <>
            <Field
              label={t('messageSubject')}
              value={title}
              onValue={setTitle}
              maxLength={120}
              error={errors.title}
              name="title"
              autoComplete="off"
            />
            <TextAreaField
              label={t('messageBody')}
              value={body}
              onValue={setBody}
              maxLength={4000}
              rows={5}
              error={errors.body}
              name="body"
            />
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
