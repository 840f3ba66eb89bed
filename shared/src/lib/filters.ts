/** Letters-only filter (SPEC §5): keeps letters of any script and spaces. */
export function lettersOnly(input: string): string {
  return input.replace(/[^\p{L} ]/gu, '');
}

/**
 * Strict numbers filter (SPEC §5): digits only. Full-width digits (what a Chinese or Japanese keyboard types,
 * `０９１７`) are the same digits: Unicode's compatibility form (NFKC) turns them into ASCII first, so they are kept,
 * not dropped.
 */
export function digitsOnly(input: string): string {
  return input.normalize('NFKC').replace(/[^0-9]/g, '');
}

/** A message made of letters only is a translation key (SPEC §8). */
export function isTranslationKey(message: string): boolean {
  return /^[A-Za-z]+$/.test(message);
}

/** Library default check messages (SPEC §5). */
export const EMAIL_MESSAGE = 'Invalid email address';
export const URL_MESSAGE = 'Invalid URL';
export function isEmail(s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
}
export function isUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
