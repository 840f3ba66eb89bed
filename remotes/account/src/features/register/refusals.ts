/** The sign-up form's fields, as the API names them. */
export type SignupField =
  | 'account_id'
  | 'contact_phone'
  | 'password'
  | 'contact_email'
  | 'referrer_code'
  | 'age_confirmed'
  | 'deposit_limit'
  | 'tac';

/** Refusals whose message itself says which field they are about (their detail may name none). */
const BY_MESSAGE: Record<string, SignupField> = {
  accountUnavailable: 'account_id',
  tacInvalid: 'tac',
  tacExpired: 'tac',
  tacLocked: 'tac',
  tacNotVerified: 'tac',
  ageConfirmationRequired: 'age_confirmed',
  selfExcluded: 'contact_phone',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
  passwordTooCommon: 'password',
};

/**
 * Where a refusal of the sign-up calls is shown: the field the detail names (`password: …`), else the field the
 * message is about, else the form. `deposit_limit_day|week|month` all read as the one limit amount field.
 */
export function refusalField(message: string, named: string | null): SignupField | null {
  if (named?.startsWith('deposit_limit_')) return 'deposit_limit';
  if (named && (FIELDS as readonly string[]).includes(named)) return named as SignupField;
  return BY_MESSAGE[message] ?? null;
}

const FIELDS = [
  'account_id',
  'contact_phone',
  'password',
  'contact_email',
  'referrer_code',
  'age_confirmed',
  'deposit_limit',
  'tac',
] as const;
