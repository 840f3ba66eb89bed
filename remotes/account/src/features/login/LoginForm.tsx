import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, bus, Field, signIn } from '@site/shared';
import { TacLoginForm } from './TacLoginForm';
import { FormError, useAnswerText } from '../../components/FormError';
import '../../i18n/messages';

export interface LoginFormProps {
  /** `login` or `signin` (slot5's sign-in modal) — same form, different heading. */
  variant?: 'login' | 'signin' | 'page';
  onDone?: () => void;
}

/** Password sign-in against /api/auth/login. Errors show inline; nothing is lost on a failed try. */
export default function LoginForm({ variant = 'page', onDone }: LoginFormProps) {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText();
  const [accountId, setAccountId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const toggle = (
    <p
      css={css`
        margin: 0.8rem 0 0;
        text-align: center;
      `}
    >
      <button
        type="button"
        data-testid="login-mode"
        onClick={() => setWithCode((x) => !x)}
        css={css`
          font: inherit;
          background: none;
          border: 0;
          padding: 0;
          color: inherit;
          text-decoration: underline;
          cursor: pointer;
        `}
      >
        {withCode ? t('usePassword') : t('useCode')}
      </button>
    </p>
  );
  if (withCode)
    return (
      <>
        <TacLoginForm onDone={onDone} />
        {toggle}
      </>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!accountId.trim() || !password) {
      setError(t('validation:required'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await signIn(accountId.trim(), password);
    setBusy(false);
    if (answer.statusCode === 1) onDone?.();
    else setError(answerText(answer.statusMessage));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('ui:login')}>
      <Field
        label={t('ui:accountId')}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onValue={setAccountId}
        maxLength={32}
      />
      <Field
        label={t('ui:password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        maxLength={128}
      />
      <FormError message={error} testId="login-error" />
      <Button
        type="submit"
        disabled={busy}
        css={css`
          width: 100%;
        `}
      >
        {busy ? t('signingIn') : t('ui:login')}
      </Button>
      <p
        css={css`
          margin: 0.8rem 0 0;
          text-align: center;
        `}
      >
        {variant === 'page' ? (
          <Link to="/forgot-password">{t('forgot')}</Link>
        ) : (
          // In a modal: the reset form replaces this one through the shell's modal stack.
          <button
            type="button"
            onClick={() =>
              bus.emit('modal:open', {
                name: 'forgot-password',
                title: t('forgotTitle'),
                remote: 'account',
                module: './ForgotPasswordForm',
              })
            }
            css={css`
              font: inherit;
              background: none;
              border: 0;
              padding: 0;
              color: inherit;
              text-decoration: underline;
              cursor: pointer;
            `}
          >
            {t('forgot')}
          </button>
        )}
      </p>
      {toggle}
    </form>
  );
}
