import * as z from 'zod/mini';

/**
 * Field schemas every call's request is built from (zod/mini: functions instead of methods, so a page pays only
 * for what it uses). A wrong field answers `invalidInput` with the field named in statusDetail (infra runCall).
 * Strings refuse control characters (PostgreSQL refuses NUL bytes anyway).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = z.refine<string>((s) => !CONTROL.test(s), 'control characters are not allowed');

export function text(max: number, min = 0) {
  return z.string().check(z.minLength(min), z.maxLength(max), noControl);
}
/** An optional text that the handler sees as '' when absent. */
export function optText(max: number) {
  return z._default(z.optional(text(max)), '');
}

export const domainName = z
  .string()
  .check(z.minLength(1), z.maxLength(253), z.regex(/^[A-Za-z0-9.\-:[\]]+$/, 'not a host name'));
export const externalId = z.optional(text(64));
export const siteRef = { domain_name: domainName, external_id: externalId };

/** An existing account name (sign-in accepts what older sites allowed). */
export const accountId = z
  .string()
  .check(
    z.trim(),
    z.minLength(3),
    z.maxLength(32),
    z.regex(/^[\p{L}\p{N}_.@+-]+$/u, 'letters, digits and _ . @ + - only'),
  );
/** A new account name: 4–16 letters and digits (SPEC §5 leaves the rule to us). */
export const newAccountId = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{4,16}$/, '4 to 16 letters and digits'));

export const authToken = z
  .string()
  .check(z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'not a session token'));
export const authPair = { account_id: accountId, auth: authToken };

/** A password being checked: any text (never trimmed). */
export const password = text(128, 1);
/**
 * The password rule (ASVS 5.0 6.2, issue 9 §9): 8–128 characters counted as code points, any characters, no
 * composition rule, and — where a deny-list is installed (the API server installs the common-password list,
 * `infra/src/security/password-policy.ts`; a browser page installs none) — not a listed password. Each refusal
 * names its own message key (`passwordTooShort`, `passwordTooLong`, `passwordTooCommon`, in the issue's
 * `params.messageKey`), which the API answers instead of `invalidInput` so the front end can say why.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon';
let passwordDenied: (password: string) => boolean = () => false;
/** Installs the deny-list the password rule checks (the API server: the most common passwords). */
export function setPasswordDenyList(denied: (password: string) => boolean): void {
  passwordDenied = denied;
}
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'passwordTooShort';
  if (length > PASSWORD_MAX) return 'passwordTooLong';
  if (passwordDenied(password)) return 'passwordTooCommon';
  return null;
}
const PASSWORD_DETAIL: Record<PasswordProblem, string> = {
  passwordTooShort: `at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `at most ${PASSWORD_MAX} characters`,
  passwordTooCommon: 'one of the most common passwords; choose another',
};
export const newPassword = z.string().check(
  noControl,
  z.superRefine((value: string, ctx) => {
    const problem = passwordProblem(value);
    if (problem)
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: PASSWORD_DETAIL[problem],
        params: { messageKey: problem },
      });
  }),
);

export const tacCode = z.string().check(z.regex(/^\d{6}$/, 'six digits'));
/** The handle a TAC request answered (`tac_request`): the code is bound to it (issue 9 §9). */
export const tacRequest = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'the tac_request of the code request'));
export const phone = z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{5,19}$/, 'digits only'));
export const email = z.email().check(z.maxLength(254));
/** A person's name: letters and spaces. */
export const personName = z
  .string()
  .check(z.trim(), z.minLength(2), z.maxLength(64), z.regex(/^[\p{L} ]+$/u, 'letters and spaces only'));

/** Money in integer minor units (cents); at most 10^12 so sums stay exact in a JS number. */
export const amount = z.int().check(z.positive(), z.maximum(1_000_000_000_000));
/** Idempotency key of a money request: 8–128 URL-safe characters, e.g. a UUID. */
export const idempotencyKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.:-]{8,128}$/, '8 to 128 characters of A-Z a-z 0-9 _ . : -'));

/** A numeric id; the front end may send it as a string of digits. */
export const intId = z.union([
  z.int().check(z.positive(), z.maximum(2_147_483_647)),
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'a positive integer')),
      z.transform((s: string) => Number(s)),
    ),
    z.number().check(z.maximum(2_147_483_647)),
  ),
]);

export function pageSize(max: number, fallback: number) {
  return z._default(z.optional(z.int().check(z.minimum(1), z.maximum(max))), fallback);
}
export const paging = {
  page: z._default(z.optional(z.int().check(z.minimum(1), z.maximum(100_000))), 1),
  page_size: pageSize(100, 10),
};

/** A calendar date YYYY-MM-DD (SPEC §5 date format): a UTC day, or a day of the request's `tz` where it has one. */
export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  z.refine<string>((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'not a date'),
);

/** True for an IANA time-zone name this runtime's `Intl` knows (`Asia/Manila`, `UTC`). */
export function isTimeZone(s: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: s });
    return true;
  } catch {
    return false;
  }
}
/** The player's IANA time zone: the days of a date filter are that zone's days (absent: UTC days). */
export const timeZone = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_+/-]+$/, 'not a time zone'),
    z.refine(isTimeZone, 'not a time zone'),
  );

export const gameCode = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_.-]+$/, 'not a game code'));
/** A category, provider or game-type word. */
export const word = z
  .string()
  .check(z.maxLength(32), z.regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, _ and - only'));

// ---- answer building blocks ----

/** An ISO 8601 instant (UTC) in an answer. */
export const instant = z.string();
export const nullableInstant = z.nullable(z.string());

export function paged<T extends z.core.SomeType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });
}

/** A request carrying only the account_id + auth pair. */
export const authOnly = z.object(authPair);
/** A request carrying only the site reference. */
export const siteOnly = z.object(siteRef);
export const nothing = z.null();
