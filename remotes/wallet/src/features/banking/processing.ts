import type { z } from 'zod/mini';
import type { processingTime } from '@site/shared/contract';

export type ProcessingTime = z.output<typeof processingTime>;

/** A measured time as a message key and count: under a minute, whole minutes, hours or days (rounded). */
export function processingPhrase(seconds: number | null): { key: string; count: number } {
  if (seconds === null) return { key: 'takesUnknown', count: 0 };
  if (seconds < 60) return { key: 'takesUnderMinute', count: 0 };
  if (seconds < 3600) return { key: 'takesMinutes', count: Math.round(seconds / 60) };
  if (seconds < 86_400) return { key: 'takesHours', count: Math.round(seconds / 3600) };
  return { key: 'takesDays', count: Math.round(seconds / 86_400) };
}

/** The measured time of one row of /banking: a deposit method, or withdrawals as a whole (method ''). */
export function timeOf(
  times: readonly ProcessingTime[],
  kind: 'deposit' | 'withdrawal',
  method: string,
): number | null {
  const m = kind === 'withdrawal' ? '' : method;
  return times.find((x) => x.kind === kind && x.method === m)?.median_seconds ?? null;
}
