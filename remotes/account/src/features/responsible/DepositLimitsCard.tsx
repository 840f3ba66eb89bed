import { useState } from 'react';
import { answerOf, bus, type DepositLimit } from '@site/shared';
import {
  AmountInput,
  Button,
  Card,
  DataTable,
  Form,
  useWorded,
  useWords,
  type Column,
  type Words,
} from '@site/shared/ui';
import { RadioGroup } from '../../components/RadioGroup';
import { useSetDepositLimit } from './api/rg';
import '../../i18n/messages';
import { useFormErrors } from '../../lib/form-errors';

type Period = DepositLimit['period'];
const PERIODS: Period[] = ['day', 'week', 'month'];
const WHEN = 'YYYY-MM-DD HH:mm';

/**
 * Deposit limits per day, week and month (docs/responsible-gaming.md): the limit in force, what was deposited in
 * the period and what is still allowed, and a waiting change with its date. A lower limit applies at once; a
 * higher one or a removal after the 24-hour cooling-off, while the old limit holds.
 */
export function DepositLimitsCard({ limits }: { limits: DepositLimit[] }) {
  const words = useWords(['account']);
  const { t, f } = words;
  const save = useSetDepositLimit();
  const [period, setPeriod] = useState<Period>('day');
  const [text, setText] = useState('');
  const [minor, setMinor] = useState<number | null>(null);
  // The error and the "saved" note are kept as how to word them, worded at render (useWorded): a switch of the
  // header language re-words them. A refused limit moves focus to the amount (useFormErrors).
  const [worded, setErrors, formId] = useFormErrors<{ amount?: string }>(words);
  const error = worded?.amount;
  const [saved, setSaved] = useWorded<string>(words);
  const send = (p: Period, amount: number | null) => {
    if (save.isPending) return;
    setErrors(null);
    setSaved(null);
    save.mutate(
      { period: p, amount },
      {
        onSuccess: (answer) => {
          const at = answer.limit.pending?.effective_at;
          const later = answer.applies === 'pending' && at ? at : null;
          const wording = (w: Words) =>
            later ? w.t('limitSavedLater', { date: w.f.date(later, WHEN) }) : w.t('limitSavedNow');
          setSaved(wording);
          if (amount !== null) setText('');
          // the date is formatted now (values are the sender's); the words follow the shell's language
          const date = later ? words.f.date(later, WHEN) : '';
          bus.emit('toast:show', {
            kind: 'success',
            text: (tr) => (later ? tr('account:limitSavedLater', { date }) : tr('account:limitSavedNow')),
            duration: 3000,
            position: 'bottom-right',
          });
        },
        onError: (e) => {
          const answer = answerOf(e);
          setErrors((w) => ({ amount: w.answerText(answer, { amount: w.t(`limitAmount_${p}`) }).text }));
        },
      },
    );
  };
  const columns: Column<DepositLimit>[] = [
    { key: 'period', header: t('period'), cell: (l) => t(`limit_${l.period}`) },
    {
      key: 'limit',
      header: t('limitInForce'),
      numeric: true,
      cell: (l) => (
        <span data-testid={`limit-${l.period}`}>
          {l.amount === null ? t('limitNone') : f.money(l.amount)}
        </span>
      ),
    },
    { key: 'used', header: t('limitUsed'), numeric: true, cell: (l) => f.money(l.used) },
    {
      key: 'remaining',
      header: t('limitRemaining'),
      numeric: true,
      cell: (l) => (
        <span data-testid={`limit-remaining-${l.period}`}>
          {l.remaining === null ? '—' : f.money(l.remaining)}
        </span>
      ),
    },
    {
      key: 'pending',
      header: t('limitPending'),
      cell: (l) =>
        l.pending ? (
          <span data-testid={`limit-pending-${l.period}`}>
            {l.pending.amount === null
              ? t('limitPendingRemoval', { date: f.date(l.pending.effective_at, WHEN) })
              : t('limitPendingTo', {
                  amount: f.money(l.pending.amount),
                  date: f.date(l.pending.effective_at, WHEN),
                })}
          </span>
        ) : l.amount !== null ? (
          <Button variant="ghost" disabled={save.isPending} onClick={() => send(l.period, null)}>
            {t('limitRemove', { period: t(`limit_${l.period}`).toLowerCase() })}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={t('limitsTitle')} data-testid="deposit-limits">
      <p style={{ marginTop: 0 }}>{t('limitsIntro')}</p>
      <DataTable
        testId="limits-table"
        caption={t('limitsCaption')}
        columns={columns}
        rows={limits}
        rowKey={(l) => l.period}
      />
      {saved ? (
        <p role="status" data-testid="limit-saved">
          {saved}
        </p>
      ) : null}
      <Form
        id={formId}
        onSubmit={() =>
          minor === null ? setErrors((w) => ({ amount: w.t('limitRequired') })) : send(period, minor)
        }
        aria-label={t('limitChange')}
        data-testid="limit-form"
        actions={
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('saving') : t('limitSave')}
          </Button>
        }
      >
        <RadioGroup
          legend={t('limitChange')}
          name="limit_period"
          options={PERIODS.map((p) => ({ value: p, label: t(`limit_${p}`) }))}
          value={period}
          onChange={setPeriod}
        />
        <AmountInput
          label={t(`limitAmount_${period}`)}
          name="limit_amount"
          value={text}
          onValue={(v, m) => {
            setText(v);
            setMinor(m);
          }}
          error={error}
        />
      </Form>
    </Card>
  );
}
