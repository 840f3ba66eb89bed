/**
 * The console's calls to its own API (`/console/api/*`, same origin: docs/console.md). JSON in and out; a
 * refusal (`{error, detail}` with a non-2xx status) throws `ConsoleApiError`. The session is the HttpOnly
 * cookie the browser sends by itself; every POST also carries the session's CSRF token in `x-csrf-token`,
 * kept here from the answers that give it (the sign-in steps and `GET /me`).
 */
export const API_PREFIX = '/console/api';

export class ConsoleApiError extends Error {
  /** HTTP status; 0 when the server could not be reached */
  status: number;
  /** the stable refusal code (`invalidCode`, `permissionDenied`…; `networkError` when unreachable) */
  code: string;
  /** the server's technical detail (names the field for `invalidInput`: `reason: …`) */
  detail: string;
  /** the answer's other fields (`staleView`: `changed_by`, `changed_at`) */
  data: Record<string, unknown>;

  constructor(status: number, code: string, detail = '', data: Record<string, unknown> = {}) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.data = data;
  }
}

let csrf = '';
let lastCall = Date.now();

/** When the last answer of the server arrived (each request moves the session's idle timer: Shell's warning). */
export function lastCallAt(): number {
  return lastCall;
}

/** The CSRF token of the current session (set from answers carrying `csrf_token`; cleared on sign-out). */
export function csrfToken(): string {
  return csrf;
}

export function setCsrfToken(token: string): void {
  csrf = token;
}

type SessionListener = (error: ConsoleApiError) => void;
const sessionListeners = new Set<SessionListener>();

/**
 * Called when an API answer says the session is gone (401 `signInRequired`: idle timeout, signed out elsewhere,
 * disabled): the frame returns to the sign-in screen.
 */
export function onSessionEnded(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function url(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

async function call<T>(method: 'GET' | 'POST', target: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  let res: Response;
  try {
    res = await fetch(target, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch (e) {
    throw new ConsoleApiError(0, 'networkError', e instanceof Error ? e.message : String(e));
  }
  lastCall = Date.now();
  const text = await res.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  if (!res.ok) {
    const a = (answer ?? {}) as { error?: unknown; detail?: unknown };
    const error = new ConsoleApiError(
      res.status,
      typeof a.error === 'string' && a.error ? a.error : res.status >= 500 ? 'serverError' : 'unknownError',
      typeof a.detail === 'string' ? a.detail : '',
      (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>,
    );
    // Only a session this page held ends (an answer to a page that was never signed in is no news).
    if (res.status === 401 && error.code === 'signInRequired' && csrf) {
      csrf = '';
      for (const l of sessionListeners) l(error);
    }
    throw error;
  }
  const token = (answer as { csrf_token?: unknown } | null)?.csrf_token;
  if (typeof token === 'string' && token) csrf = token;
  return answer as T;
}

/** `GET /console/api<path>?<query>` (undefined and empty query values are left out). */
export function consoleGet<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T> {
  return call<T>('GET', url(path, query));
}

/** `POST /console/api<path>` with a JSON body and the session's `x-csrf-token`. */
export function consolePost<T>(path: string, body?: unknown): Promise<T> {
  return call<T>('POST', url(path), body);
}
