import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { answerOf, bus, useUserStore } from '@site/shared';
import { Button, Card, Field, Form, Page, SiteLink, useAnswerText } from '@site/shared/ui';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { newPasswordErrors } from '../password/rules';
import { useUpdatePassword } from './api/update-password';
import '../../i18n/messages';
import { standaloneLink } from '../../components/standalone-link';

type Errors = { password?: string; new_password?: string; confirm?: string; form?: string };

/**
 * /change-password (session only): the current password, the new one with its rules shown, and the new one again
 * → `update_password`. The answer's detail (how many other sessions were signed out) is shown; this session
 * stays signed in. Refusals show at their field (a wrong current password at the current password).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText(['account']);
  const accountId = useUserStore((s) => s.user?.account_id ?? '');
  const change = useUpdatePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const labels = { password: t('currentPassword'), new_password: t('newPassword') };
  const submit = () => {
    if (change.isPending) return;
    const found: Errors = {};
    if (!current) found.password = t('validation:required');
    for (const [field, key] of Object.entries(newPasswordErrors(password, confirm, accountId)))
      found[field as keyof Errors] = t(key);
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length) return;
    change.mutate(
      { password: current, new_password: password },
      {
        onSuccess: (count) => {
          const text = t('passwordChangedOthers', { count });
          setDone(text);
          setCurrent('');
          setPassword('');
          setConfirm('');
          bus.emit('toast:show', { kind: 'success', text, duration: 3000, position: 'bottom-right' });
        },
        onError: (e) => {
          const answer = answerOf(e);
          const { text, field } = answerText(answer, labels);
          const at = field ?? (answer.statusMessage === 'invalidPassword' ? 'password' : null);
          setErrors(at ? { [at]: text } : { form: text });
        },
      },
    );
  };
  return (
    <Page title={t('changePassword')} width="form" data-testid="change-password-page">
      <Card>
        <p style={{ marginTop: 0 }}>{t('changePasswordIntro')}</p>
        {done ? (
          <p role="status" data-testid="change-password-done">
            {done}
          </p>
        ) : null}
        <Form
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
