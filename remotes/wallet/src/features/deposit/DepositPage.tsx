import { css } from '@emotion/react';
import { useState } from 'react';
import { AnswerError, answerOf, type PaymentAnswer } from '@site/shared';
import { depositRequest } from '@site/shared/contract';
import {
  AmountInput,
  Button,
  Card,
  Field,
  Form,
  Page,
  Skeleton,
  useOneAtATime,
  useWorded,
  useWords,
} from '@site/shared/ui';
import { useDepositLimits } from './api/get-deposit-limits';
import { useRgLimits } from './api/get-rg-limits';
import { RgLimits } from './RgLimits';
import { useCreateDeposit } from './api/create-deposit';
import { MethodPicker, type Method } from './MethodPicker';
import { RecentDeposits } from './RecentDeposits';
import { amountLabel } from '../../lib/amount-label';
import '../../i18n/messages';

/** The refusal's sentence per period (each language words the period inside its sentence). */
const PERIOD_KEY = { day: 'limitAllowedDay', week: 'limitAllowedWeek', month: 'limitAllowedMonth' } as const;

/** `depositLimitReached` carries the limit's period and what may still be deposited (docs/responsible-gaming.md). */
function limitRefusal(e: unknown): { period: keyof typeof PERIOD_KEY; allowed: number } | null {
  if (!(e instanceof AnswerError) || e.answer.statusMessage !== 'depositLimitReached') return null;
  const v = e.answer.value as { period?: string; allowed?: number } | null;
  return v && typeof v.allowed === 'number' && v.period && v.period in PERIOD_KEY
    ? { period: v.period as keyof typeof PERIOD_KEY, allowed: v.allowed }
    : null;
}

/**
 * /deposit: request a deposit. The request is credited when approved (operator, or at once on auto-approving
 * sites). One idempotency key per attempt and its retries (useCreateDeposit); a refusal is shown in the
 * player's language at the field it names, and every field keeps what was typed.
 */
export default function DepositPage() {
  const words = useWords(['wallet']);
  const { t, f } = words;
  const limits = useDepositLimits();
  const rgLimits = useRgLimits();
  const deposit = useCreateDeposit();
  const [amount, setAmount] = useState({ text: '', minor: null as number | null });
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [reference, setReference] = useState('');
  const [result, setResult] = useState<PaymentAnswer | null>(null);
  // kept as how to word them (what was refused) and worded at every render: a language switch re-words them
  const [errors = {}, setErrors] = useWorded<{ amount?: string; form?: string }>(words);
  const once = useOneAtATime();

  const submit = () => {
    if (amount.minor === null) return setErrors((w) => ({ amount: w.t('amountRequired') }));
    // The server's own request schema (contract): the form refuses what the API would (e.g. a zero amount).
    const values = { amount: amount.minor, method, reference };
    if (words.check(depositRequest, values, { amount: amountLabel(words) }).amount)
      return setErrors((w) => ({
        amount: w.check(depositRequest, values, { amount: amountLabel(w) }).amount,
      }));
    // one request at a time (a double click or a second Enter sends one); a new attempt clears the last answer
    once((done) => {
      setErrors(null);
      setResult(null);
      deposit.mutate(values, {
        onSettled: done,
        onSuccess: (value) => {
          setResult(value);
          setAmount({ text: '', minor: null });
          setReference('');
        },
        onError: (e) => {
          const over = limitRefusal(e);
          if (over)
            return setErrors((w) => ({
              amount: w.t(PERIOD_KEY[over.period], { allowed: w.f.money(over.allowed) }),
            }));
          const answer = answerOf(e);
          setErrors((w) => {
            const { field, text } = w.answerText(answer, { amount: amountLabel(w) });
            return field === 'amount' ? { amount: text } : { form: text };
          });
        },
      });
    });
  };

  return (
    <Page title={t('depositTitle')} data-testid="deposit-page">
      <Card>
        {limits.isPending ? <Skeleton lines={1} /> : null}
        {limits.data ? (
          <p
            data-testid="deposit-limits"
            css={css`
              margin: 0;
            `}
          >
            {t('limits', { min: f.money(limits.data.min), max: f.money(limits.data.max) })}
          </p>
        ) : null}
        {rgLimits.data ? <RgLimits limits={rgLimits.data} /> : null}
        <Form
          aria-label={t('depositTitle')}
          onSubmit={submit}
          error={errors.form}
          errorTestId="deposit-error"
          actions={
            <Button type="submit" disabled={deposit.isPending}>
              {deposit.isPending ? t('sending') : t('submit')}
            </Button>
          }
        >
          <AmountInput
            label={amountLabel(words)}
            value={amount.text}
            onValue={(text, minor) => setAmount({ text, minor })}
            error={errors.amount}
          />
          <MethodPicker value={method} onChange={setMethod} />
          <Field
            label={t('reference')}
            name="reference"
            maxLength={64}
            value={reference}
            onValue={setReference}
          />
        </Form>
        {result ? (
          <p
            role="status"
            data-testid="deposit-result"
            css={(th) => css`
              margin: 0;
              color: ${th.palette.success};
            `}
          >
            {t('requested', {
              id: result.request_id,
              amount: f.money(result.amount),
              status: t(result.status),
            })}
          </p>
        ) : null}
      </Card>
      <RecentDeposits />
    </Page>
  );
}
