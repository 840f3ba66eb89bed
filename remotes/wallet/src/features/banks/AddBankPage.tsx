import { css, type Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from '@site/shared/router';
import { answerOf } from '@site/shared';
import {
  Button,
  Card,
  EmptyState,
  Field,
  Form,
  LinkButton,
  Page,
  Skeleton,
  inputStyle,
  useWorded,
  useWords,
} from '@site/shared/ui';
import { useBankOptions } from './api/get-bank-options';
import { useBanks } from './api/get-banks';
import { useChangeBanks } from './api/change-banks';
import { toastSuccess } from '../../lib/toast';
import { formErrors, labelsOf, type BankForm, type Errors, type Fields } from './form-errors';
import '../../i18n/messages';

/** Where the player goes back to with the new account selected (`?from=withdrawal`, else bank details). */
export function backTo(from: string | null, id: number): string {
  return `${from === 'withdrawal' ? '/withdrawal' : '/bank-details'}?bank=${id}`;
}

/**
 * /add-bank: a bank or e-wallet from the list the API serves for the site's currency, the account name
 * (letters-only filter) and number (digits-only, 6–20), checked with the API's own schema before sending.
 */
export default function AddBankPage() {
  const words = useWords(['wallet']);
  const { t } = words;
  const options = useBankOptions();
  const banks = useBanks();
  const change = useChangeBanks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectId = useId();
  const [form, setForm] = useState<BankForm>({ bank_name: '', account_name: '', account_number: '' });
  const labels = labelsOf(words);
  // kept as how to word them (what was refused) and worded at every render: a language switch re-words them
  const [errors = {}, setErrors] = useWorded<Errors>(words);
  const set = (k: Fields) => (value: string) => setForm((f) => ({ ...f, [k]: value }));

  const submit = () => {
    if (change.isPending) return;
    const values = { ...form };
    if (Object.keys(formErrors(values, words)).length) return setErrors((w) => formErrors(values, w));
    setErrors(null);
    const before = new Set((banks.data ?? []).map((b) => b.bank_account_id));
    change.mutate(
      { path: '/api/wallet/bank_add', body: form },
      {
        onSuccess: (list) => {
          const added = list.find((b) => !before.has(b.bank_account_id)) ?? list[list.length - 1];
          toastSuccess('bankAdded');
          if (added) void navigate(backTo(params.get('from'), added.bank_account_id));
        },
        onError: (e) => {
          const answer = answerOf(e);
          setErrors((w): Errors => {
            const { field, text } = w.answerText(answer, labelsOf(w));
            return field ? { [field]: text } : { form: text };
          });
        },
      },
    );
  };

  const full = (banks.data?.length ?? 0) >= 3;
  const ewallets = options.data?.filter((o) => o.kind === 'ewallet') ?? [];
  const bankList = options.data?.filter((o) => o.kind === 'bank') ?? [];
  return (
    <Page title={t('addBankTitle')} width="form" data-testid="add-bank-page">
      <Card>
        {options.isPending || banks.isPending ? <Skeleton lines={4} /> : null}
        {options.isError || banks.isError ? (
          <Button variant="ghost" onClick={() => void Promise.all([options.refetch(), banks.refetch()])}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {full ? (
          <EmptyState
            text={t('bankLimitReached')}
            action={<LinkButton to="/bank-details">{t('bankDetails')}</LinkButton>}
          />
        ) : null}
        {options.data && banks.data && !full ? (
          <Form
            aria-label={t('addBankTitle')}
            onSubmit={submit}
            error={errors.form}
            errorTestId="add-bank-error"
            actions={
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('saving') : t('saveBank')}
              </Button>
            }
          >
            <div
              css={css`
                display: grid;
                gap: 0.3rem;
                margin-bottom: 0.8rem;
              `}
            >
              <label
                htmlFor={selectId}
                css={(th: Theme) => css`
                  font-size: 0.9rem;
                  color: ${th.palette.textMuted};
                `}
              >
                {labels.bank_name}
              </label>
              <select
                id={selectId}
                name="bank_name"
                value={form.bank_name}
                aria-invalid={errors.bank_name ? true : undefined}
                aria-describedby={errors.bank_name ? `${selectId}-err` : undefined}
                onChange={(e) => set('bank_name')(e.target.value)}
                css={(th: Theme) => inputStyle(th, Boolean(errors.bank_name))}
              >
                <option value="">{t('chooseBank')}</option>
                <optgroup label={t('ewallets')}>
                  {ewallets.map((o) => (
                    <option key={o.code} value={o.name}>
                      {o.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('banks')}>
                  {bankList.map((o) => (
                    <option key={o.code} value={o.name}>
                      {o.name}
                    </option>
                  ))}
                </optgroup>
              </select>
              {errors.bank_name ? (
                <span
                  id={`${selectId}-err`}
                  role="alert"
                  css={(th: Theme) => css`
                    color: ${th.palette.danger};
                    font-size: 0.85rem;
                  `}
                >
                  {errors.bank_name}
                </span>
              ) : null}
            </div>
            <Field
              label={labels.account_name}
              name="account_name"
              autoComplete="name"
              maxLength={64}
              filter="letters"
              hint={t('accountNameHint')}
              value={form.account_name}
              onValue={set('account_name')}
              error={errors.account_name}
            />
            <Field
              label={labels.account_number}
              name="account_number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              filter="digits"
              hint={t('accountNumberHint')}
              value={form.account_number}
              onValue={set('account_number')}
              error={errors.account_number}
            />
          </Form>
        ) : null}
      </Card>
    </Page>
  );
}
