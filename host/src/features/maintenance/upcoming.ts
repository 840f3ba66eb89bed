import type { Maintenance } from '@site/shared';

/** How long before its start a scheduled maintenance window is announced to players. */
export const NOTICE_HORIZON_MS = 7 * 86_400_000;

export interface UpcomingWindow {
  start: string;
  /** null when the operator set no end, or an end that is not after the start */
  end: string | null;
}

/**
 * The maintenance window the operator scheduled ahead, when players are to be told of it (docs/shell.md
 * "Scheduled maintenance"): the startup answer carries a saved window's dates with `is_maintenance` false until its
 * start (docs/api.md), and it is announced from NOTICE_HORIZON_MS before that start. A window in force, already
 * past, without a start, with dates that do not parse or further ahead: null.
 */
export function upcomingWindow(
  m: Partial<Maintenance> | null | undefined,
  now: number,
): UpcomingWindow | null {
  if (!m || m.is_maintenance || !m.start_date) return null;
  const start = Date.parse(m.start_date);
  if (!Number.isFinite(start) || start <= now || start - now > NOTICE_HORIZON_MS) return null;
  const end = m.end_date ? Date.parse(m.end_date) : NaN;
  return { start: m.start_date, end: Number.isFinite(end) && end > start ? (m.end_date ?? null) : null };
}
