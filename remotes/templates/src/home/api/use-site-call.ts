import { useEffect, useState } from 'react';
import { api, siteRef, type Envelope } from '@site/shared';

export type CallState<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'failed' };

/** One request per path per page load: several sections of a home page share the answer. */
const cache = new Map<string, Promise<Envelope<unknown>>>();

function request<T>(path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  const key = `${path} ${JSON.stringify(body)}`;
  let p = cache.get(key);
  if (!p) {
    p = api.post<unknown>(path, { ...siteRef(), ...body });
    // A failure is not cached: the next mount asks again.
    void p.then((a) => a.statusCode !== 1 && cache.delete(key));
    cache.set(key, p);
  }
  return p as Promise<Envelope<T>>;
}

/**
 * Posts a site call (domain_name + external_id) and keeps its value. A failed or malformed answer is just
 * `failed`: home sections hide themselves or show their empty state, never an error dialog.
 */
export function useSiteCall<T>(
  path: string,
  accept: (value: unknown) => value is T,
  body: Record<string, unknown> = {},
): CallState<T> {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const bodyKey = JSON.stringify(body);
  useEffect(() => {
    let live = true;
    void request<unknown>(path, JSON.parse(bodyKey) as Record<string, unknown>).then((a) => {
      if (!live) return;
      setState(
        a.statusCode === 1 && accept(a.value) ? { status: 'ok', value: a.value } : { status: 'failed' },
      );
    });
    return () => {
      live = false;
    };
    // `accept` is a module-level guard; the request depends on path and body only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, bodyKey]);
  return state;
}

export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
