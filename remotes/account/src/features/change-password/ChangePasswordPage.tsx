import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { answerOf, bus, useUserStore, type AnswerLike } from '@site/shared';
import { Button, Card, Field, Form, Page, SiteLink, useAnswerText } from '@site/shared/ui';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { isSameAsCurrentRefusal, newPasswordErrors, SAME_AS_CURRENT } from '../password/rules';
import { useUpdatePassword } from './api/update-password';
import '../../i18n/messages';
import { standaloneLink } from '../../components/standalone-link';

type FieldName = 'password' | 'new_password' | 'confirm' | 'form';
/** A message as kept in state: a key, or the API's answer — translated at render, so a language switch applies. */
type Message = { key: string } | { answer: AnswerLike };
type Errors = Partial<Record<FieldName, Message>>;

/**
 * /change-password (session only): the current password, the new one with its rules shown, and the new one again
 * → `update_password`. The answer's detail (how many other sessions were signed out) is shown; this session
 * stays signed in. Refusals show at their field (a wrong current password at the current password; a new one
 * equal to the current one at the new password, checked before sending and mapped from the API's refusal).
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
  const [done, setDone] = useState<number | null>(null);
  const labels = { password: t('currentPassword'), new_password: t('newPassword') };
  const text = (m: Message | undefined) =>
    !m ? undefined : 'key' in m ? t(m.key) : answerText(m.answer, labels).text;
  const submit = () => {
    if (change.isPending) return;
    const found: Errors = {};
    if (!current) found.password = { key: 'validation:required' };
    for (const [field, key] of Object.entries(newPasswordErrors(password, confirm, accountId, current)))
      found[field as FieldName] = { key };
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length) return;
    change.mutate(
      { password: current, new_password: password },
      {
        onSuccess: (count) => {
          setDone(count);
          setCurrent('');
          setPassword('');
          setConfirm('');
          const text = t('passwordChangedOthers', { count });
          bus.emit('toast:show', { kind: 'success', text, duration: 3000, position: 'bottom-right' });
        },
        onError: (e) => {
          const answer = answerOf(e);
          if (isSameAsCurrentRefusal(answer)) return setErrors({ new_password: { key: SAME_AS_CURRENT } });
          const { field } = answerText(answer, labels);
          const at = field ?? (answer.statusMessage === 'invalidPassword' ? 'password' : null);
          setErrors({ [(at as FieldName | null) ?? 'form']: { answer } });
        },
      },
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
          onSubmit={submit}
          aria-label={t('changePassword')}
          data-testid="change-password-form"
          error={text(errors.form)}
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
            error={text(errors.password)}
          />
          <NewPasswordFields
            label={labels.new_password}
            name="new_password"
            value={password}
            onValue={setPassword}
            accountId={accountId}
            error={text(errors.new_password)}
            confirm={{ value: confirm, onValue: setConfirm, error: text(errors.confirm) }}
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
