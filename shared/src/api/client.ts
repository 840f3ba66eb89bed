import { isEnvelope, type Envelope } from './envelope';
import type { ApiPath, ApiRequest, ApiValue } from './types';

/** Statuses on which a GET is retried once (SPEC §8). POST, PUT, PATCH and DELETE are never retried. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export class FetchError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`[${method}] ${url}: ${status} ${statusText}`.trimEnd());
    this.name = 'FetchError';
  }
}

type SyntheticKind = 'internal' | 'balance' | 'favourites' | 'unavailable' | 'startup' | 'disconnect';

const SYNTHETIC_BY_PATH: Partial<Record<string, SyntheticKind>> = {
  '/api/auth/login': 'internal',
  '/api/auth/login_tac': 'internal',
  '/api/auth/signup': 'internal',
  '/api/auth/forgot_password': 'internal',
  '/api/auth/tac/verify': 'internal',
  '/api/auth/tac/request_new_register': 'internal',
  '/api/auth/tac/request_login': 'internal',
  '/api/auth/vip': 'internal',
  '/api/auth/get_balance': 'balance',
  '/api/home/fav_list': 'favourites',
  '/api/seo': 'unavailable',
  '/api/settings/siteinfodetail': 'unavailable',
  '/api/startup': 'startup',
};

/** The answer the client makes up when the network fails (SPEC §8, "Synthetic results on network failure"). */
export function syntheticFailure(path: string, error: unknown): Envelope<unknown> {
  const detail = error instanceof Error ? error.message : String(error);
  switch (SYNTHETIC_BY_PATH[path] ?? 'disconnect') {
    case 'internal':
      return { statusCode: -500, statusMessage: 'internalServerError', statusDetail: detail, value: null };
    case 'balance':
      return { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: detail, value: null };
    case 'favourites':
      return { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: detail, value: [] };
    case 'unavailable':
      return { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: detail, value: null };
    case 'startup':
      return {
        statusCode: -500,
        statusMessage: 'internalServerError',
        statusDetail: detail,
        value: { maintenance: { is_maintenance: false, start_date: null, end_date: null } },
      };
    default:
      return { statusCode: 0, statusMessage: 'disconnect', statusDetail: detail, value: null };
  }
}

export interface ApiClientOptions {
  /** Origin of the API; '' for same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called with every answer, so the shell's central handler sees statuses (SPEC §8). */
  onAnswer?: (path: string, answer: Envelope) => void;
  /** An answer the page already carries for this call and body (carried.ts), used instead of the request. */
  carried?: (path: string, body: unknown) => Envelope | null;
}

export interface ApiClient {
  /** Every call of the contract (SPEC §7, designed, operator), typed by its path: body and answer. */
  call<P extends ApiPath>(path: P, body: ApiRequest<P>): Promise<Envelope<ApiValue<P>>>;
  getJson<T>(url: string): Promise<T>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const base = options.baseUrl ?? '';

  async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
    let answer: Envelope;
    const carried = options.carried?.(path, body);
    if (carried) {
      options.onAnswer?.(path, carried);
      return carried as Envelope<T>;
    }
    try {
      const res = await doFetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        credentials: 'same-origin',
      });
      const json: unknown = await res.json().catch(() => null);
      if (isEnvelope(json)) answer = json;
      else throw new FetchError('POST', base + path, res.status, res.statusText);
    } catch (error) {
      answer = syntheticFailure(path, error);
    }
    options.onAnswer?.(path, answer);
    return answer as Envelope<T>;
  }

  async function getJson<T>(url: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(url, { method: 'GET', cache: 'no-store' });
      if (res.ok) return (await res.json()) as T;
      const retryable = (RETRY_STATUSES as readonly number[]).includes(res.status);
      if (!retryable || attempt >= 1) throw new FetchError('GET', url, res.status, res.statusText);
    }
  }

  return {
    call: <P extends ApiPath>(path: P, body: ApiRequest<P>) => post<ApiValue<P>>(path, body),
    getJson,
  };
}
