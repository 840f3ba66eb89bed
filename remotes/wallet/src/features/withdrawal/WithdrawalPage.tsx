import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@site/shared/router';
import { answerOf } from '@site/shared';
import { withdrawRequest } from '@site/shared/contract';
import {
  AmountInput,
  Button,
  Card,
  EmptyState,
  Form,
  LinkButton,
  Page,
  ProgressBar,
  Skeleton,
  useWorded,
  useWords,
  type Words,
} from '@site/shared/ui';
import { useWithdrawalInfo } from './api/get-withdrawal-info';
import { useBanks } from '../banks/api/get-banks';
import { useMoneyMutation } from '../../lib/money-mutation';
import { toastSuccess } from '../../lib/toast';
import { BankPicker } from './BankPicker';
import { PendingWithdrawal } from './PendingWithdrawal';
import { amountLabel } from '../../lib/amount-label';
import '../../i18n/messages';
import { withdrawableNow } from './withdrawable';

type Errors = { amount?: string; bank_account_id?: string; form?: string };

/** The labels a refusal names its field with. */
const labels = (w: Words) => ({ amount: amountLabel(w), bank_account_id: w.t('bankAccount') });

/**
 * /withdrawal: balance, held and withdrawable amounts, the turnover requirement, the pending withdrawal (with
 * Cancel where the site allows it) and the withdrawal form. One idempotency key per attempt and its retries; a
 * refusal is shown in the player's language at the field it names; every field keeps what was typed.
 */
export default function WithdrawalPage() {
  const words = useWords(['wallet']);
  const { t, f } = words;
  const info = useWithdrawalInfo();
  const banks = useBanks();
  const withdraw = useMoneyMutation('/api/wallet/withdraw');
  const [params] = useSearchParams();
  const [amount, setAmount] = useState({ text: '', minor: null as number | null });
  const [bank, setBank] = useState<number | null>(null);
  // kept as how to word them (what was refused or done) and worded at every render: a language switch re-words them
  const [errors = {}, setErrors] = useWorded<Errors>(words);
  const [done, setDone] = useWorded<string>(words);
  /** The line under the form and the toast, both worded at every render (the amount formatted now). */
  const tell = (key: 'withdrawRequested' | 'cancelled_ok', id: number, minor: number) => {
    setDone((w) => w.t(key, { id, amount: w.f.money(minor) }));
    toastSuccess(key, { id, amount: f.money(minor) });
  };

  // The account just added (/add-bank returns here with ?bank=<id>), else the only one.
  useEffect(() => {
    if (!banks.data || bank !== null) return;
    const fromUrl = Number(params.get('bank'));
    const chosen = banks.data.find((b) => b.bank_account_id === fromUrl) ?? banks.data[0];
    if (chosen && (banks.data.length === 1 || chosen.bank_account_id === fromUrl))
      setBank(chosen.bank_account_id);
  }, [banks.data, bank, params]);

  const submit = () => {
    if (withdraw.isPending) return;
    if (amount.minor === null) return setErrors((w) => ({ amount: w.t('amountRequired') }));
    if (bank === null) return setErrors((w) => ({ bank_account_id: w.t('bankAccountRequired') }));
    const values = { amount: amount.minor, bank_account_id: bank };
    if (words.check(withdrawRequest, values, { amount: amountLabel(words) }).amount)
      return setErrors((w) => ({
        amount: w.check(withdrawRequest, values, { amount: amountLabel(w) }).amount,
      }));
    setErrors(null);
    setDone(null);
    withdraw.mutate(
      { amount: amount.minor, bank_account_id: bank },
      {
        onSuccess: (v) => {
          tell('withdrawRequested', v.request_id, v.amount);
          setAmount({ text: '', minor: null });
        },
        onError: (e) => {
          const answer = answerOf(e);
          setErrors((w): Errors => {
            const { field, text } = w.answerText(answer, labels(w));
            return field === 'amount' || field === 'bank_account_id' ? { [field]: text } : { form: text };
          });
        },
      },
    );
  };

  const v = info.data;
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
          font-size: 1.2rem;
          font-weight: 600;
          font-variant-numeric: tabular-nums;
        `}
      >
        {f.money(value)}
      </dd>
    </div>
  );

  return (
    <Page title={t('withdrawalTitle')} data-testid="withdrawal-page">
      <Card>
        {info.isPending ? <Skeleton lines={2} /> : null}
        {info.isError ? (
          <Button variant="ghost" onClick={() => void info.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {v ? (
          <>
            <dl
              css={css`
                margin: 0;
                display: grid;
                grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
                gap: 0.8rem;
              `}
            >
              {figure(t('balance'), v.balance, 'wd-balance')}
              {figure(t('held'), v.held, 'wd-held')}
              {figure(t('withdrawable'), withdrawableNow(v).amount, 'wd-withdrawable')}
            </dl>
            {withdrawableNow(v).belowMinimum ? (
              <p
                data-testid="wd-below-min"
                css={css`
                  margin: 0;
                `}
              >
                {t('belowMinimum', {
                  amount: f.money(v.withdrawable),
                  min: f.money(v.min_withdrawal),
                })}
              </p>
            ) : null}
            {v.turnover.required > 0 ? (
              <ProgressBar
                testId="wd-turnover"
                label={
                  v.turnover.remaining > 0
                    ? t('turnoverLeft', { amount: f.money(v.turnover.remaining) })
                    : t('turnoverDone')
                }
                percent={(v.turnover.done / v.turnover.required) * 100}
              />
            ) : null}
          </>
        ) : null}
      </Card>
      {v?.pending ? (
        <PendingWithdrawal
          pending={v.pending}
          banks={banks.data ?? []}
          cancelAllowed={v.cancel_allowed}
          onCancelled={(c) => tell('cancelled_ok', c.request_id, c.amount)}
        />
      ) : null}
      <Card>
        {banks.isPending ? <Skeleton lines={3} /> : null}
        {banks.isError ? (
          <Button variant="ghost" onClick={() => void banks.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {banks.data && banks.data.length === 0 ? (
          <EmptyState
            text={t('noBanks')}
            action={<LinkButton to="/add-bank?from=withdrawal">{t('addBank')}</LinkButton>}
          />
        ) : null}
        {banks.data?.length ? (
          <Form
            aria-label={t('withdrawalTitle')}
            onSubmit={submit}
            error={errors.form}
            errorTestId="withdraw-error"
            actions={
              <Button type="submit" disabled={withdraw.isPending}>
                {withdraw.isPending ? t('sending') : t('withdrawSubmit')}
              </Button>
            }
          >
            <BankPicker banks={banks.data} value={bank} onChange={setBank} error={errors.bank_account_id} />
            {banks.data.length < 3 ? (
              <p
                css={css`
                  margin: 0 0 0.8rem;
                `}
              >
                <LinkButton variant="link" to="/add-bank?from=withdrawal">
                  {t('addBank')}
                </LinkButton>
              </p>
            ) : null}
            <AmountInput
              label={amountLabel(words)}
              value={amount.text}
              onValue={(text, minor) => setAmount({ text, minor })}
              min={v?.min_withdrawal}
              max={v?.max_withdrawal}
              error={errors.amount}
            />
          </Form>
        ) : null}
        {done ? (
          <p
            role="status"
            data-testid="withdraw-result"
            css={(th: Theme) => css`
              margin: 0;
              color: ${th.palette.success};
            `}
          >
            {done}
          </p>
        ) : null}
      </Card>
    </Page>
  );
}
