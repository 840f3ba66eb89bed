import { useState } from 'react';
import type { Translate } from '@site/shared';
import { Button, Field, Form, useWords } from '@site/shared/ui';
import { useRequestLoginCode, useSignInWithCode } from './api/sign-in-with-code';
import { useRefusalText } from './useRefusalText';
import '../../i18n/messages';
import { useFormErrors } from '../../lib/form-errors';

type Errors = { account_id?: string; tac?: string; form?: string };

/**
 * Sign-in with a one-time code (SPEC §7 tac/request_login → login_tac). The code goes to the player's phone
 * through the site's notifier; the same answer comes back whether or not the account exists.
 */
export function TacLoginForm({ onDone }: { onDone?: () => void }) {
  const words = useWords(['account']);
  const { t } = words;
  const refusalText = useRefusalText();
  const requestCode = useRequestLoginCode();
  const signIn = useSignInWithCode();
  const [accountId, setAccountId] = useState('');
  const [tac, setTac] = useState('');
  // Kept as how to word them, worded at render (useWorded): a language switch re-words the errors shown;
  // a refused submit moves focus to the first invalid field (useFormErrors).
  const [worded, setErrors, formId] = useFormErrors<Errors>(words);
  const errors = worded ?? {};
  const sent = requestCode.isSuccess;
  const busy = requestCode.isPending || signIn.isPending;
  const labelsOf = (tr: Translate) => ({ account_id: tr('ui:accountId'), tac: tr('code') });
  const labels = labelsOf(t);
  const onError = (e: unknown) => {
    void refusalText<Errors>(e, labelsOf).then(setErrors);
  };

  const submit = () => {
    if (busy) return;
    if (!accountId.trim()) return setErrors((w) => ({ account_id: w.t('validation:required') }));
    if (!sent) {
      setErrors(null);
      return requestCode.mutate(accountId.trim(), { onError });
    }
    if (tac.length !== 6) return setErrors((w) => ({ tac: w.t('validation:required') }));
    setErrors(null);
    const tac_request = requestCode.data?.tac_request ?? '';
    signIn.mutate(
      { account_id: accountId.trim(), tac, tac_request },
      { onSuccess: () => onDone?.(), onError },
    );
  };

  return (
    <Form
      id={formId}
      onSubmit={submit}
      aria-label={t('useCode')}
      error={errors.form}
      errorTestId="login-error"
      actions={
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          {sent ? (signIn.isPending ? t('signingIn') : t('ui:login')) : t('sendCode')}
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
        readOnly={sent}
        error={errors.account_id}
      />
      {sent ? (
        <>
          <p role="status" data-testid="tac-sent">
            {t('codeSent')}
          </p>
          <Field
            label={labels.tac}
            name="tac"
            inputMode="numeric"
            autoComplete="one-time-code"
            filter="digits"
            maxLength={6}
            value={tac}
            onValue={setTac}
            error={errors.tac}
          />
        </>
      ) : null}
    </Form>
  );
}
