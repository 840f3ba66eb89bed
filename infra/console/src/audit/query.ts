/** The audit page's filters (the address) as the API's query, for the list and the CSV link. Pure (query.test.ts). */
import { API_PREFIX } from '../api';
import type { ActorKind } from './types';

export const KINDS: ActorKind[] = ['staff', 'cli', 'machine'];

/** A local calendar day's start as an instant (`to` is the day after the last day: exclusive). */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** The API query of the address's filters (the list and the CSV export use the same). */
export function auditQuery(params: URLSearchParams): Record<string, string | undefined> {
  const kind = params.get('kind') ?? '';
  return {
    actor: params.get('actor') || undefined,
    action: params.get('action') || undefined,
    target: params.get('target') || undefined,
    kind: (KINDS as string[]).includes(kind) ? kind : undefined,
    from: dayStart(params.get('from') ?? ''),
    to: dayStart(params.get('to') ?? '', 1),
  };
}

export function csvHref(params: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(auditQuery(params))) if (v) q.set(k, v);
  const s = q.toString();
  return `${API_PREFIX}/audit.csv${s ? `?${s}` : ''}`;
}
