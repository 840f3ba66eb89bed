import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOf, siteRef } from '@site/shared';
import { forgotPasswordRequest } from '@site/shared/contract';
import { Button, Field, Form, useAnswerText, useSchemaErrors } from '@site/shared/ui';
import { useRequestPasswordReset } from './api/request-password-reset';
import '../../i18n/messages';

type Errors = { account_id?: string; contact_phone?: string; form?: string };

/** Password reset by username and phone (SPEC §7 forgot_password). Used on /forgot-password and in a modal. */
export default function ForgotPasswordForm() {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText(['account']);
  const check = useSchemaErrors();
  const reset = useRequestPasswordReset();
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const labels = { account_id: t('ui:accountId'), contact_phone: t('phone') };
  const submit = () => {
    const required: Errors = check(
      forgotPasswordRequest,
      { ...siteRef(), account_id: accountId.trim(), contact_phone: phone },
      labels,
    );
    setErrors(required);
    if (Object.keys(required).length || reset.isPending) return;
    reset.mutate(
      { account_id: accountId.trim(), contact_phone: phone },
      {
        onError: (e) => {
          const { text, field } = answerText(answerOf(e), labels);
          setErrors(field ? { [field]: text } : { form: text });
        },
      },
    );
  };
  if (reset.isSuccess) return <p role="status">{t('forgotDone')}</p>;
  return (
    <Form
      onSubmit={submit}
      aria-label={t('forgotTitle')}
      data-testid="forgot-form"
      error={errors.form}
      actions={
        <Button type="submit" disabled={reset.isPending} style={{ width: '100%' }}>
          {reset.isPending ? t('sending') : t('sendReset')}
        </Button>
      }
    >
      <p style={{ marginTop: 0 }}>{t('forgotIntro')}</p>
      <Field
        label={labels.account_id}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onValue={setAccountId}
        maxLength={32}
        error={errors.account_id}
      />
      <Field
        label={labels.contact_phone}
        name="contact_phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        filter="digits"
        value={phone}
        onValue={setPhone}
        maxLength={20}
        error={errors.contact_phone}
      />
    </Form>
  );
}
