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
  return null;
}
