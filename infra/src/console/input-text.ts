/**
 * The console's text rule, checked once for every route (server.ts) before its own schemas: no string in the
 * address's parameters, its query or the JSON body — nor a body's key — holds a control character. The player
 * API refuses the same characters in every text field (shared/src/contract/schemas/fields.ts); PostgreSQL refuses
 * a NUL byte anyway, so without this a crafted filter link answered 500. Tab, line feed and carriage return stay
 * allowed (multi-line texts: content, messages); one-line fields refuse them in their own schemas.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Bidirectional controls (LRM/RLM, embeddings and overrides, isolates): they reorder the text around them. */
export const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The path (`message.title`, `prizes.2.label`) of the first string or key holding a control character, or null. */
export function controlCharacterAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || '(value)' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = controlCharacterAt(v, [...path, String(i)]);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL.test(k)) return [...path, JSON.stringify(k).slice(1, -1)].join('.');
      const hit = controlCharacterAt(v, [...path, k]);
      if (hit !== null) return hit;
    }
  }
  return null;
}

/**
 * The refusal's detail for a route's input, naming the field as the schemas' refusals do (`q: control characters
 * are not allowed`, `message.title: …`, `domain: …` for an address parameter), or null.
 */
export function controlCharacterProblem(...values: unknown[]): string | null {
  for (const value of values) {
    const at = controlCharacterAt(value);
    if (at !== null) return `${at}: control characters are not allowed`;
  }
  for (const value of values) {
    const at = invisibleTextAt(value);
    if (at !== null) return `${at}: only invisible characters`;
  }
  return null;
}

/** Format characters (zero-width space and joiners, word joiner, BOM, soft hyphen…) and the Hangul fillers. */
const FORMAT = /[\p{Cf}\u115f\u1160\u3164\uffa0]/u;
const BLANK = /^[\s\p{Cf}\u115f\u1160\u3164\uffa0]*$/u;

/**
 * The path of the first string made only of invisible characters with at least one format character in it
 * (`"\u200b\u200b\u200b"`: a staff name, a reason, a message title, a site name that looks empty but passes a
 * length check and a trim), or null. Spaces alone are left to the schemas (they trim). Passwords are not text.
 */
export function invisibleTextAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return FORMAT.test(value) && BLANK.test(value) ? path.join('.') || '(value)' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = invisibleTextAt(v, [...path, String(i)]);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/password/.test(k)) continue;
      const hit = invisibleTextAt(v, [...path, k]);
      if (hit !== null) return hit;
    }
  }
  return null;
}

/** The years a console date may have: a year like 99999 or 0001 is a typing slip, and PostgreSQL refuses some. */
export const YEARS = { min: 1970, max: 9999 } as const;

/** Whether `s` is a date (ISO 8601) in YEARS — what every console date field accepts. */
export function isConsoleDate(s: string): boolean {
  const at = Date.parse(s);
  if (Number.isNaN(at)) return false;
  const year = new Date(at).getUTCFullYear();
  return year >= YEARS.min && year <= YEARS.max;
}
/** The refusal's reason for a date outside YEARS. */
export const DATE_REASON = `a date and time (ISO 8601) between ${YEARS.min} and ${YEARS.max}`;
