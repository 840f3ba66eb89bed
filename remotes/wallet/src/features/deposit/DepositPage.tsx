import { css, type Theme } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  api,
  authRef,
  Button,
  bus,
  DESIGNED_CALLS,
  Field,
  handleApiError,
  money,
  useLayoutStore,
  type PaymentAnswer,
} from '@site/shared';
import { amountInput, newKey, toMinor } from './amount';
import { useDepositData } from './useDepositData';
import '../../i18n/messages';

const METHODS = ['bank_transfer', 'gcash', 'maya'] as const;
const card = (t: Theme) => css`
  background: ${t.palette.surface};
  border: 1px solid ${t.palette.border};
  border-radius: ${t.radius};
  padding: 1.25rem;
`;

/**
 * /deposit: request a deposit. The request is credited when approved (operator, or at once on auto-approving
 * sites). One idempotency key per attempt: a double click or a retry after a network failure never creates two.
 */
export default function DepositPage() {
  const { t } = useTranslation(['wallet', 'errors', 'ui']);
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const { limits, recent, loadRecent } = useDepositData();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<(typeof METHODS)[number]>('bank_transfer');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = toMinor(amount);
    const ref = authRef();
    if (minor === null) return setError(t('amountRequired'));
    if (!ref || busy) return;
    setBusy(true);
    setError(null);
    const a = await api.post<PaymentAnswer>(DESIGNED_CALLS.deposit, {
      ...ref,
      amount: minor,
      method,
      reference,
      idempotency_key: key.current,
    });
    setBusy(false);
    if (a.statusCode === 1 && a.value) {
      setResult(a.value);
      setAmount('');
      setReference('');
      key.current = newKey();
      bus.emit('wallet:balance', { balance: a.value.balance });
      void loadRecent();
      return;
    }
    // Session problems go to the shell's central handler; anything else stays on the form, nothing is lost.
    if (['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'].includes(a.statusMessage))
      return handleApiError(a);
    const known =
      /^[A-Za-z]+$/.test(a.statusMessage) &&
      (t(a.statusMessage, { defaultValue: '' }) || t(`errors:${a.statusMessage}`, { defaultValue: '' }));
    setError(
      [known || a.statusMessage || t('errors:unknownError'), a.statusDetail].filter(Boolean).join(' — '),
    );
  };

  return (
    <div
      css={css`
        display: grid;
        gap: 1.25rem;
        max-width: 560px;
        margin: 0 auto;
      `}
    >
      <section css={card} aria-labelledby="deposit-title">
        <h1
          id="deposit-title"
          css={css`
            margin-top: 0;
            font-size: 1.4rem;
          `}
        >
          {t('depositTitle')}
        </h1>
        {limits ? (
          <p data-testid="deposit-limits">
            {t('limits', { min: money(limits.min, currency), max: money(limits.max, currency) })}
          </p>
        ) : null}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label={t('amount', { currency })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onValue={(v) => setAmount(amountInput(v))}
            error={error}
          />
          <fieldset
            css={css`
              border: 0;
              padding: 0;
              margin: 0 0 0.8rem;
              display: flex;
              gap: 1rem;
              flex-wrap: wrap;
            `}
          >
            <legend
              css={css`
                margin-bottom: 0.4rem;
              `}
            >
              {t('method')}
            </legend>
            {METHODS.map((m) => (
              <label
                key={m}
                css={css`
                  display: flex;
                  gap: 0.35rem;
                  align-items: center;
                `}
              >
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                />
                {t(m)}
              </label>
            ))}
          </fieldset>
          <Field
            label={t('reference')}
            name="reference"
            maxLength={64}
            value={reference}
            onValue={setReference}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t('sending') : t('submit')}
          </Button>
        </form>
        {result ? (
          <p
            role="status"
            data-testid="deposit-result"
            css={(th: Theme) => css`
              margin-bottom: 0;
              color: ${th.palette.success};
            `}
          >
            {t('requested', {
              id: result.request_id,
              amount: money(result.amount, currency),
              status: t(result.status),
            })}
          </p>
        ) : null}
      </section>
      <section css={card} aria-labelledby="recent-deposits">
        <h2
          id="recent-deposits"
          css={css`
            margin-top: 0;
            font-size: 1.1rem;
          `}
        >
          {t('recent')}
        </h2>
        {recent && recent.length === 0 ? <p>{t('none')}</p> : null}
        <ul
          data-testid="recent-deposits"
          css={css`
            list-style: none;
            padding: 0;
            margin: 0;
            display: grid;
            gap: 0.4rem;
          `}
        >
          {(recent ?? []).map((d) => (
            <li
              key={d.id}
              css={css`
                display: flex;
                justify-content: space-between;
                gap: 1rem;
                flex-wrap: wrap;
              `}
            >
              <span>{new Date(d.created_at).toLocaleString()}</span>
              <span>{money(Math.abs(d.amount), currency)}</span>
              <span data-status={d.status}>{t(d.status, { defaultValue: d.status })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
