import { PASSWORD_MAX, PASSWORD_MIN } from '@site/shared/contract';

export type PasswordRule = 'length' | 'notName' | 'notCommon';

/**
 * The password rules the API applies (docs/api.md "Sign-in, sessions and passwords"), checked as the player
 * types: 8–128 characters (code points), not containing the account name. Whether it is one of the most common
 * passwords is only known to the server (the list is not shipped to browsers), so that rule shows as pending.
 */
export function passwordRules(password: string, accountId = ''): Record<PasswordRule, boolean | null> {
  const length = [...password].length;
  const name = accountId.trim().toLowerCase();
  return {
    length: length >= PASSWORD_MIN && length <= PASSWORD_MAX,
    notName: password.length > 0 && (!name || !password.toLowerCase().includes(name)),
    notCommon: null,
  };
}

/** True when every rule the browser can check holds. */
export function passwordOk(password: string, accountId = ''): boolean {
  const r = passwordRules(password, accountId);
  return Boolean(r.length && r.notName);
}

/**
 * The message key of the first rule a password breaks, or null: the API's own keys for length (`errors`
 * namespace) and `passwordHasName` (account namespace) for the account name.
 */
export function passwordRefusal(password: string, accountId = ''): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'errors:passwordTooShort';
  if (length > PASSWORD_MAX) return 'errors:passwordTooLong';
  if (!passwordRules(password, accountId).notName) return 'passwordHasName';
  return null;
}

/**
 * The message keys of a new password and its confirmation as a form checks them before sending: required, the
 * first rule broken, "the same as the current password" (when the form knows it), and "the passwords differ".
 * Empty when both are fine.
 */
export function newPasswordErrors(
  password: string,
  confirm: string,
  accountId = '',
  current = '',
): { new_password?: string; confirm?: string } {
  const broken = password
    ? (passwordRefusal(password, accountId) ?? (current && password === current ? SAME_AS_CURRENT : null))
    : 'validation:required';
  return {
    ...(broken ? { new_password: broken } : {}),
    ...(password && confirm !== password ? { confirm: 'passwordsDiffer' } : {}),
  };
}

/** The message key of "the new password must differ from the current one" (account namespace). */
export const SAME_AS_CURRENT = 'passwordSameAsCurrent';

/**
 * Whether an `update_password` refusal is the API's "new_password: must differ from the current password"
 * (docs/api.md), so the form shows the same words as its own check instead of "Please check New password.".
 */
export function isSameAsCurrentRefusal(answer: { statusMessage: string; statusDetail?: string }): boolean {
  return (
    answer.statusMessage === 'invalidInput' &&
    /^new_password:.*must differ from the current password/i.test(answer.statusDetail ?? '')
  );
}
