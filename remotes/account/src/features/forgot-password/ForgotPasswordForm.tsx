import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useNavigate } from '@site/shared/router';
import { answerField, answerOf, bus, signInModal, siteRef } from '@site/shared';
import { forgotPasswordRequest } from '@site/shared/contract';
import { Button, Field, Form, useAnswerText, useSchemaErrors } from '@site/shared/ui';
import { CodeField } from '../password/CodeField';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { newPasswordErrors } from '../password/rules';
import { useRequestPasswordReset } from './api/request-password-reset';
import { useResetPassword } from './api/reset-password';
import '../../i18n/messages';

type Field = 'account_id' | 'contact_phone' | 'tac' | 'new_password' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;

const CODE_REFUSALS = new Set(['tacInvalid', 'tacExpired', 'tacLocked', 'tacLockedOut']);

/**
 * Password reset by username and phone (docs/api.md forgot_password), on /forgot-password and in a modal.
 * Step 1 sends a code; step 2 takes the code and the new password (rules shown), which signs out every session,
 * and leads to sign-in. Refusals show at their field; nothing typed is lost.
 */
export default function ForgotPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText(['account']);
  const check = useSchemaErrors();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const reset = useResetPassword();
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [tac, setTac] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const tacRequest = request.data?.tac_request ?? null;
  const codeStep = request.isSuccess;
  const busy = request.isPending || reset.isPending;
  const labels = {
    account_id: t('ui:accountId'),
    contact_phone: t('phone'),
    tac: t('code'),
    new_password: t('newPassword'),
  };
  const refused = (e: unknown) => {
    const answer = answerOf(e);
    const { text } = answerText(answer, labels);
    const named = answerField(answer.statusDetail);
    const field =
      named && named in labels ? (named as Field) : CODE_REFUSALS.has(answer.statusMessage) ? 'tac' : null;
    setErrors(field ? { [field]: text } : { form: text });
  };

  const submit = () => {
    if (busy) return;
    const found: Errors = check(
      forgotPasswordRequest,
      { ...siteRef(), account_id: accountId.trim(), contact_phone: phone },
      { account_id: labels.account_id, contact_phone: labels.contact_phone },
    );
    if (codeStep) {
      if (tac.length !== 6) found.tac = t('codeSix');
      for (const [field, key] of Object.entries(newPasswordErrors(password, confirm, accountId.trim())))
        found[field as Field] = t(key);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!codeStep)
      return request.mutate({ account_id: accountId.trim(), contact_phone: phone }, { onError: refused });
    reset.mutate(
      {
        account_id: accountId.trim(),
        contact_phone: phone,
        tac,
        tac_request: tacRequest ?? '',
        new_password: password,
      },
      { onError: refused },
    );
  };

  const toSignIn = () => {
    if (onDone) bus.emit('modal:open', signInModal('login', t('ui:login')));
    else navigate('/login');
  };

  if (reset.isSuccess)
    return (
      <div data-testid="reset-done">
        <p role="status">{t('resetDone')}</p>
        <Button onClick={toSignIn} style={{ width: '100%' }}>
          {t('goToLogin')}
        </Button>
      </div>
    );
  return (
    <Form
      onSubmit={submit}
      aria-label={t('forgotTitle')}
      data-testid="forgot-form"
      error={errors.form}
      errorTestId="forgot-error"
      actions={
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          {busy
            ? codeStep
              ? t('saving')
              : t('sending')
            : codeStep
              ? t('setNewPassword')
              : t('sendResetCode')}
        </Button>
      }
    >
      <p style={{ marginTop: 0 }}>{t('resetIntro')}</p>
      <Field
        label={labels.account_id}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onValue={setAccountId}
        maxLength={32}
        readOnly={codeStep}
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
        readOnly={codeStep}
        error={errors.contact_phone}
      />
      {codeStep ? (
        <>
          <CodeField
            testId="reset-code"
            sent={t('resetCodeSent')}
            value={tac}
            onValue={setTac}
            error={errors.tac}
          />
          <NewPasswordFields
            label={labels.new_password}
            name="new_password"
            value={password}
            onValue={setPassword}
            accountId={accountId.trim()}
            error={errors.new_password}
            confirm={{ value: confirm, onValue: setConfirm, error: errors.confirm }}
          />
        </>
      ) : null}
    </Form>
  );
}
