/**
 * A player's actions (for a role with players.manage): block, close or reopen (a confirmation with a required
 * reason), an inbox message, a bonus within the role's limit (the limit shown before sending; one idempotency
 * key per dialog, so a retry never pays twice).
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@site/shared/query';
import { AmountInput, Button, Card, Field, Stack } from '@site/shared/ui';
import { ConsoleApiError, consolePost } from '../api';
import { StaleNotice, staleError } from '../stale';
import { toast } from '../toast';
import { TextAreaField } from '../fields';
import { ConfirmDialog, opensDialog, useErrorText, useFormat } from '../ui';
import { PLAYERS_KEY, type PlayerDetail, type PlayerStatus } from './types';

/** A status change carries the status the page showed (`from`): another one now is refused (staleView). */
type Action =
  { kind: 'status'; status: PlayerStatus; from: PlayerStatus } | { kind: 'message' } | { kind: 'bonus' };

/** A fresh idempotency key (works outside secure contexts too, unlike crypto.randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bonus-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Block / close / reopen, an inbox message and a bonus, each after a confirmation. */
export function Actions({ detail }: { detail: PlayerDetail }) {
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
        await consolePost(`/players/${p.id}/status`, {
          status: a.status,
          reason: reason.trim(),
          expected_status: a.from,
        });
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

  const stale = run.isError ? staleError(run.error) : null;
  const serverError = (() => {
    if (!run.isError || stale) return null;
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
            onClick={opensDialog(() => open({ kind: 'status', status: b.status, from: p.status }))}
            data-testid={`status-${b.status}`}
          >
            {b.label}
          </Button>
        ))}
        <Button
          variant="ghost"
          onClick={opensDialog(() => open({ kind: 'message' }))}
          data-testid="send-message"
        >
          {t('sendMessage')}
        </Button>
        {limit === 0 ? null : (
          <Button
            variant="ghost"
            onClick={opensDialog(() => open({ kind: 'bonus' }))}
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
        {stale ? (
          <StaleNotice
            error={stale}
            onReload={() => {
              setAction(null);
              void queryClient.invalidateQueries({ queryKey: PLAYERS_KEY });
            }}
          />
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
