import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, Field, siteRef, signInWithTac } from '@site/shared';
import { FormError, useAnswerText } from '../../components/FormError';
import '../../i18n/messages';

/**
 * Sign-in with a one-time code (SPEC §7 tac/request_login → login_tac). The code goes to the player's phone
 * through the site's notifier; the same answer comes back whether or not the account exists.
 */
export function TacLoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText();
  const [accountId, setAccountId] = useState('');
  const [tac, setTac] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async () => {
    if (!accountId.trim()) return setError(t('validation:required'));
    setBusy(true);
    setError(null);
    const a = await api.call('/api/auth/tac/request_login', { ...siteRef(), account_id: accountId.trim() });
    setBusy(false);
    if (a.statusCode === 1) setSent(true);
    else setError(answerText(a.statusMessage));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!sent) return void requestCode();
    if (tac.length !== 6) return setError(t('validation:required'));
    setBusy(true);
    setError(null);
    const a = await signInWithTac(accountId.trim(), tac);
    setBusy(false);
    if (a.statusCode === 1) onDone?.();
    else setError(answerText(a.statusMessage));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('useCode')}>
      <Field
        label={t('ui:accountId')}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onValue={setAccountId}
        maxLength={32}
        readOnly={sent}
      />
      {sent ? (
        <>
          <p role="status" data-testid="tac-sent">
            {t('codeSent')}
          </p>
          <Field
            label={t('code')}
            name="tac"
            inputMode="numeric"
            autoComplete="one-time-code"
            filter="digits"
            maxLength={6}
            value={tac}
            onValue={setTac}
          />
        </>
      ) : null}
      <FormError message={error} testId="login-error" />
      <Button
        type="submit"
        disabled={busy}
        css={css`
          width: 100%;
        `}
      >
        {sent ? (busy ? t('signingIn') : t('ui:login')) : t('sendCode')}
      </Button>
    </form>
  );
}
