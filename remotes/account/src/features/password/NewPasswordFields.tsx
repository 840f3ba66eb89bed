import { useTranslation } from '@site/shared/i18next';
import { Field } from '@site/shared/ui';
import { PasswordRules } from './PasswordRules';
import '../../i18n/messages';

export interface NewPasswordFieldsProps {
  label: string;
  /** The request field it fills: `password` on sign-up, `new_password` on reset and change. */
  name: 'password' | 'new_password';
  value: string;
  onValue: (password: string) => void;
  error?: string;
  /** The account name the password must not contain (ticked in the rules as the player types). */
  accountId?: string;
  /** The "again" field, where the page asks for one. */
  confirm?: { value: string; onValue: (v: string) => void; error?: string };
}

/**
 * A new password with its rules shown before they are broken (sign-up, password reset, change password), and
 * optionally the same password again.
 */
export function NewPasswordFields({
  label,
  name,
  value,
  onValue,
  error,
  accountId,
  confirm,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Field
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        value={value}
        onValue={onValue}
        maxLength={256}
        hint={<PasswordRules password={value} accountId={accountId} />}
        error={error}
      />
      {confirm ? (
        <Field
          label={t('confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={confirm.value}
          onValue={confirm.onValue}
          maxLength={256}
          error={confirm.error}
        />
      ) : null}
    </>
  );
}
