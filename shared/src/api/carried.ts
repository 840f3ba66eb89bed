import { isEnvelope, type Envelope } from './envelope';

/** The id of the script element that carries answers of the route's first calls (infra critical-path.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/**
 * How long after the page's navigation a carried answer may stand in for a call: the first render's calls are
 * made within a few seconds; a call made later (the player comes back to the page) asks the API, so nothing older
 * than this is shown as current.
 */
export const CARRIED_ANSWER_MS = 30_000;

interface Carried {
  call: string;
  key: string;
  answer: Envelope;
}

let carried: Carried[] | null = null;

/** A body as a key: its defined fields in name order (the client and the server may write them in any order). */
export function bodyKey(body: unknown): string {
  if (!body || typeof body !== 'object') return '{}';
  const entries = Object.entries(body as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

function read(doc: Document | undefined): Carried[] {
  if (carried) return carried;
  carried = [];
  const el = doc?.getElementById(PAGE_ANSWERS_ID);
  if (!el) return carried;
  el.remove();
  try {
    const list: unknown = JSON.parse(el.textContent ?? '');
    if (Array.isArray(list))
      for (const item of list as { call?: unknown; body?: unknown; answer?: unknown }[])
        if (typeof item?.call === 'string' && isEnvelope(item.answer) && item.answer.statusCode === 1)
          carried.push({ call: item.call, key: bodyKey(item.body), answer: item.answer });
  } catch {
    // a malformed element carries nothing: every call asks the API
  }
  return carried;
}

/**
 * The answer the page carries for this call and body (issue 16: the route's first public calls, answered by the
 * server with the page), once, within CARRIED_ANSWER_MS of the navigation; null otherwise (the client asks).
 */
export function carriedAnswer(
  path: string,
  body: unknown,
  doc: Document | undefined = globalThis.document,
  sinceNavigation: number = globalThis.performance?.now() ?? Infinity,
): Envelope | null {
  const list = read(doc);
  if (!list.length) return null;
  if (sinceNavigation > CARRIED_ANSWER_MS) {
    list.length = 0;
    return null;
  }
  const key = bodyKey(body);
  const i = list.findIndex((c) => c.call === path && c.key === key);
  if (i < 0) return null;
  return list.splice(i, 1)[0]?.answer ?? null;
}

/**
 * Whether the page carries an answer, not yet used, for every one of these calls (issue 16): then what would start
 * them early — a route's prefetch module — is not needed, its calls being answered already. False for no calls, or
 * once the page is older than CARRIED_ANSWER_MS (its answers are then never used). Nothing is used up.
 */
export function carriesAnswers(
  paths: readonly string[],
  doc: Document | undefined = globalThis.document,
  sinceNavigation: number = globalThis.performance?.now() ?? Infinity,
): boolean {
  if (!paths.length || sinceNavigation > CARRIED_ANSWER_MS) return false;
  const list = read(doc);
  return paths.every((path) => list.some((c) => c.call === path));
}

/** Forgets what was read (unit tests). */
export function resetCarried(): void {
  carried = null;
}
