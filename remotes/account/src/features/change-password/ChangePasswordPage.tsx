import { useState } from 'react';
import { answerOf, bus, useUserStore, type Translate } from '@site/shared';
import { Button, Card, Field, Form, Page, SiteLink, useOneAtATime, useWords } from '@site/shared/ui';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { isSameAsCurrentRefusal, newPasswordErrors, SAME_AS_CURRENT } from '../password/rules';
import { useUpdatePassword } from './api/update-password';
import '../../i18n/messages';
import { standaloneLink } from '../../components/standalone-link';
import { useFormErrors } from '../../lib/form-errors';

type FieldName = 'password' | 'new_password' | 'confirm' | 'form';
type Errors = Partial<Record<FieldName, string>>;

/** The fields a refusal can name, as the form labels them in the words `t` gives. */
const labelsOf = (t: Translate) => ({ password: t('currentPassword'), new_password: t('newPassword') });

/**
 * /change-password (session only): the current password, the new one with its rules shown, and the new one again
 * → `update_password`. The answer's detail (how many other sessions were signed out) is shown; this session
 * stays signed in. Refusals show at their field (a wrong current password at the current password; a new one
 * equal to the current one at the new password, checked before sending and mapped from the API's refusal).
 * Errors are kept as how to word them (useWorded), the labels they name worded inside too, so a switch of the
 * header language re-words them whole; a refused submit moves focus to the first invalid field (useFormErrors).
 */
export default function ChangePasswordPage() {
  const words = useWords(['account']);
  const { t } = words;
  const accountId = useUserStore((s) => s.user?.account_id ?? '');
  const change = useUpdatePassword();
  // a double click or a second Enter sends one request
  const once = useOneAtATime();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [worded, setErrors, formId] = useFormErrors<Errors>(words);
  const errors = worded ?? {};
  const [done, setDone] = useState<number | null>(null);
  const labels = labelsOf(t);
  const submit = () => {
    const keys: Errors = { ...newPasswordErrors(password, confirm, accountId, current) };
    if (!current) keys.password = 'validation:required';
    const found = Object.entries(keys) as [FieldName, string][];
    setErrors(
      found.length ? (w) => Object.fromEntries(found.map(([field, key]) => [field, w.t(key)])) : null,
    );
    setDone(null);
    if (found.length) return;
    once((settled) =>
      change.mutate(
        { password: current, new_password: password },
        {
          onSettled: settled,
          onSuccess: (count) => {
            setDone(count);
            setCurrent('');
            setPassword('');
            setConfirm('');
            bus.emit('toast:show', {
              kind: 'success',
              text: (tr) => tr('account:passwordChangedOthers', { count }),
              duration: 3000,
              position: 'bottom-right',
            });
          },
          onError: (e) => {
            const answer = answerOf(e);
            if (isSameAsCurrentRefusal(answer))
              return setErrors((w) => ({ new_password: w.t(SAME_AS_CURRENT) }));
            // Which field it names does not depend on the language; its words (and the label in them) do.
            const { field } = words.answerText(answer, labels);
            const at = (field ??
              (answer.statusMessage === 'invalidPassword' ? 'password' : 'form')) as FieldName;
            setErrors((w) => ({ [at]: w.answerText(answer, labelsOf(w.t)).text }));
          },
        },
      ),
    );
  };
  return (
    <Page title={t('changePassword')} width="form" data-testid="change-password-page">
      <Card>
        <p style={{ marginTop: 0 }}>{t('changePasswordIntro')}</p>
        {done !== null ? (
          <p role="status" data-testid="change-password-done">
            {t('passwordChangedOthers', { count: done })}
          </p>
        ) : null}
        <Form
          id={formId}
          onSubmit={submit}
          aria-label={t('changePassword')}
          data-testid="change-password-form"
          error={errors.form}
          errorTestId="change-password-error"
          actions={
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
              {change.isPending ? t('saving') : t('changePassword')}
            </Button>
          }
        >
          <Field
            label={labels.password}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            value={current}
            onValue={setCurrent}
            error={errors.password}
          />
          <NewPasswordFields
            label={labels.new_password}
            name="new_password"
            value={password}
            onValue={setPassword}
            accountId={accountId}
            error={errors.new_password}
            confirm={{ value: confirm, onValue: setConfirm, error: errors.confirm }}
          />
        </Form>
        <p style={{ margin: 0 }}>
          <SiteLink to="/profile" css={standaloneLink}>
            {t('backToProfile')}
          </SiteLink>
        </p>
      </Card>
    </Page>
  );
}
