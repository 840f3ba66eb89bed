import { useState } from 'react';
import { bus, siteRef, type Translate } from '@site/shared';
import { loginRequest } from '@site/shared/contract';
import { Button, Field, Form, SiteLink, useWords, type Words } from '@site/shared/ui';
import { TacLoginForm } from './TacLoginForm';
import { useSignIn } from './api/sign-in';
import { useRefusalText } from './useRefusalText';
import '../../i18n/messages';
import { standaloneLink } from '../../components/standalone-link';
import { useFormErrors } from '../../lib/form-errors';

export interface LoginFormProps {
  /** `login` or `signin` (slot5's sign-in modal) — same form, different heading. */
  variant?: 'login' | 'signin' | 'page';
  onDone?: () => void;
}

type Errors = { account_id?: string; password?: string; form?: string };

/** Password sign-in against /api/auth/login. Errors show at their field or above the button; nothing typed is lost. */
export default function LoginForm({ variant = 'page', onDone }: LoginFormProps) {
  const words = useWords(['account']);
  const { t } = words;
  const refusalText = useRefusalText();
  const signIn = useSignIn();
  const [accountId, setAccountId] = useState('');
  const [password, setPassword] = useState('');
  // Kept as how to word them, worded at render (useWorded): a language switch re-words the errors shown;
  // a refused submit moves focus to the first invalid field (useFormErrors).
  const [worded, setErrors, formId] = useFormErrors<Errors>(words);
  const errors = worded ?? {};
  const [withCode, setWithCode] = useState(false);
  const toggle = (
    <p style={{ margin: '0.5rem 0 0', textAlign: 'center' }}>
      <Button variant="link" data-testid="login-mode" onClick={() => setWithCode((x) => !x)}>
        {withCode ? t('usePassword') : t('useCode')}
      </Button>
    </p>
  );
  if (withCode)
    return (
      <>
        <TacLoginForm onDone={onDone} />
        {toggle}
      </>
    );
  const labelsOf = (tr: Translate) => ({ account_id: tr('ui:accountId'), password: tr('ui:password') });
  const labels = labelsOf(t);
  const submit = () => {
    // The server's own request schema (contract), so the form refuses what the API would.
    const values = { ...siteRef(), account_id: accountId.trim(), password };
    const wording = (w: Words): Errors => w.check(loginRequest, values, labelsOf(w.t));
    setErrors(wording);
    if (Object.keys(wording(words)).length || signIn.isPending) return;
    signIn.mutate(
      { account_id: accountId.trim(), password },
      {
        onSuccess: () => onDone?.(),
        onError: (e) => {
          void refusalText<Errors>(e, labelsOf).then(setErrors);
        },
      },
    );
  };
  const openReset = () =>
    bus.emit('modal:open', {
      name: 'forgot-password',
      title: (tr) => tr('account:forgotTitle'),
      remote: 'account',
      module: './ForgotPasswordForm',
    });
  return (
    <Form
      id={formId}
      onSubmit={submit}
      aria-label={t('ui:login')}
      error={errors.form}
      errorTestId="login-error"
      actions={
        <Button type="submit" disabled={signIn.isPending} style={{ width: '100%' }}>
          {signIn.isPending ? t('signingIn') : t('ui:login')}
        </Button>
      }
    >
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
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        maxLength={128}
        error={errors.password}
      />
      <p style={{ margin: '0 0 0.5rem', textAlign: 'right' }}>
        {variant === 'page' ? (
          <SiteLink to="/forgot-password" css={standaloneLink}>
            {t('forgot')}
          </SiteLink>
        ) : (
          // In a modal: the reset form replaces this one through the shell's modal stack.
          <Button variant="link" onClick={openReset}>
            {t('forgot')}
          </Button>
        )}
      </p>
      {toggle}
    </Form>
  );
}
