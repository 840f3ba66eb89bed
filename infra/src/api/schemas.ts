import { z } from 'zod';

/**
 * Field schemas every call builds its body schema from. A wrong field answers `invalidInput` with the field
 * named in statusDetail (runCall). Strings refuse control characters (PostgreSQL refuses NUL bytes anyway).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function text(max: number, min = 0) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine((s) => !CONTROL.test(s), 'control characters are not allowed');
}

export const domainName = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'not a host name');
export const externalId = text(64).optional();
export const siteRef = { domain_name: domainName, external_id: externalId };

/** An existing account name (sign-in accepts what older sites allowed). */
export const accountId = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[\p{L}\p{N}_.@+-]+$/u, 'letters, digits and _ . @ + - only');
/** A new account name: 4–16 letters and digits (SPEC §5 leaves the rule to us). */
export const newAccountId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, '4 to 16 letters and digits');

export const authToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'not a session token');
export const authPair = { account_id: accountId, auth: authToken };

/** A password being checked: any text (never trimmed). */
export const password = text(128, 1);
/** A new password: 8–64 characters with at least one letter and one digit (OWASP ASVS 6.2 length first). */
export const newPassword = z
  .string()
  .min(8, 'at least 8 characters')
  .max(64, 'at most 64 characters')
  .refine((s) => /\p{L}/u.test(s) && /\p{N}/u.test(s), 'needs a letter and a digit')
  .refine((s) => !CONTROL.test(s), 'control characters are not allowed');

export const tacCode = z.string().regex(/^\d{6}$/, 'six digits');
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'digits only');
export const email = z.email().max(254);

/** Money in integer minor units (cents); at most 10^12 so sums stay exact in a JS number. */
export const amount = z.number().int().positive().max(1_000_000_000_000);
/** Idempotency key of a money request: 8–128 URL-safe characters, e.g. a UUID. */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, '8 to 128 characters of A-Z a-z 0-9 _ . : -');

/** A numeric id; the front end may send it as a string of digits. */
export const intId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'a positive integer')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

export const paging = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(10),
};

/** A calendar date YYYY-MM-DD (SPEC §5 date format), UTC. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'not a date');

export const gameCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'not a game code');
