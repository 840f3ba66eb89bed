import { useState } from 'react';
import { useNavigate } from '@site/shared/router';
import { answerField, answerOf, bus, signInModal, siteRef, type Translate } from '@site/shared';
import { forgotPasswordRequest } from '@site/shared/contract';
import { Button, Field, Form, useWords, type Words } from '@site/shared/ui';
import { CodeField } from '../password/CodeField';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { newPasswordErrors } from '../password/rules';
import { useRequestPasswordReset } from './api/request-password-reset';
import { useResetPassword } from './api/reset-password';
import '../../i18n/messages';
import { useFormErrors } from '../../lib/form-errors';

type Field = 'account_id' | 'contact_phone' | 'tac' | 'new_password' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;

const CODE_REFUSALS = new Set(['tacInvalid', 'tacExpired', 'tacLocked', 'tacLockedOut']);

/**
 * Password reset by username and phone (docs/api.md forgot_password), on /forgot-password and in a modal.
 * Step 1 sends a code; step 2 takes the code and the new password (rules shown), which signs out every session,
 * and leads to sign-in. Refusals show at their field; nothing typed is lost.
 */
export default function ForgotPasswordForm({ onDone }: { onDone?: () => void }) {
  const words = useWords(['account']);
  const { t } = words;
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const reset = useResetPassword();
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [tac, setTac] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Kept as how to word them, worded at render (useWorded): a language switch re-words the errors shown;
  // a refused submit moves focus to the first invalid field (useFormErrors).
  const [worded, setErrors, formId] = useFormErrors<Errors>(words);
  const errors = worded ?? {};
  const tacRequest = request.data?.tac_request ?? null;
  const codeStep = request.isSuccess;
  const busy = request.isPending || reset.isPending;
  const labelsOf = (tr: Translate) => ({
    account_id: tr('ui:accountId'),
    contact_phone: tr('phone'),
    tac: tr('code'),
    new_password: tr('newPassword'),
  });
  const labels = labelsOf(t);
  const refused = (e: unknown) => {
    const answer = answerOf(e);
    const named = answerField(answer.statusDetail);
    const field =
      named && named in labels ? (named as Field) : CODE_REFUSALS.has(answer.statusMessage) ? 'tac' : null;
    setErrors((w) => {
      const { text } = w.answerText(answer, labelsOf(w.t));
      return field ? { [field]: text } : { form: text };
    });
  };

  const submit = () => {
    if (busy) return;
    const values = { ...siteRef(), account_id: accountId.trim(), contact_phone: phone };
    const tacShort = codeStep && tac.length !== 6;
    const keys = codeStep ? newPasswordErrors(password, confirm, accountId.trim()) : {};
    const wording = (w: Words): Errors => {
      const l = labelsOf(w.t);
      const found: Errors = w.check(forgotPasswordRequest, values, {
        account_id: l.account_id,
        contact_phone: l.contact_phone,
      });
      if (tacShort) found.tac = w.t('codeSix');
      for (const [field, key] of Object.entries(keys)) found[field as Field] = w.t(key);
      return found;
    };
    setErrors(wording);
    if (Object.keys(wording(words)).length) return;
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
    if (onDone) bus.emit('modal:open', signInModal('login'));
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
      id={formId}
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
