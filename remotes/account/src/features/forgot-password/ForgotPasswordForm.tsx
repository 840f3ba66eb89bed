import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@site/shared';
import { requestPasswordReset } from './forgot-password';
import { FormError, useAnswerText } from '../../components/FormError';
import '../../i18n/messages';

/** Password reset by username and phone (SPEC §7 forgot_password). Used on /forgot-password and in a modal. */
export default function ForgotPasswordForm() {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText();
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!accountId.trim() || !phone) {
      setError(t('validation:required'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await requestPasswordReset(accountId.trim(), phone);
    setBusy(false);
    if (answer.statusCode === 1) setDone(true);
    else setError(answerText(answer.statusMessage));
  };
  if (done) return <p role="status">{t('forgotDone')}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('forgotTitle')} data-testid="forgot-form">
      <p
        css={css`
          margin-top: 0;
        `}
      >
        {t('forgotIntro')}
      </p>
      <Field
        label={t('ui:accountId')}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onValue={setAccountId}
        maxLength={32}
      />
      <Field
        label={t('phone')}
        name="contact_phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        filter="digits"
        value={phone}
        onValue={setPhone}
        maxLength={20}
      />
      <FormError message={error} />
      <Button
        type="submit"
        disabled={busy}
        css={css`
          width: 100%;
        `}
      >
        {busy ? t('sending') : t('sendReset')}
      </Button>
    </form>
  );
}
