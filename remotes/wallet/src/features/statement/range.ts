import { dateRangeError, isIsoDate } from '@site/shared';

const DAY_MS = 86_400_000;

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The day (YYYY-MM-DD) of instant `t` in zone `tz`. */
export function dayIn(t: number, tz: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The statement's range from the URL query (`from`, `to`, YYYY-MM-DD, days of the player's zone); default the 30
 * days ending on the player's `today`.
 */
export function statementRange(q: URLSearchParams, today: string): { from: string; to: string } {
  const ok = (s: string | null) => (s && isIsoDate(s) ? s : null);
  const to = ok(q.get('to')) ?? today;
  const from = ok(q.get('from')) ?? iso(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
  return { from, to };
}

/** The longest statement the API gives, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366;

/**
 * Why a complete range of real days is not sent (the server's rule): `order` (from after to: the shared
 * `dateRangeError`, whose message `DateRangePicker` shows) or `span` (over 366 days, both ends included).
 */
export function statementRangeError(r: { from: string; to: string }): 'order' | 'span' | null {
  if (dateRangeError(r) === 'order') return 'order';
  const days = Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / DAY_MS) + 1;
  return days > STATEMENT_MAX_DAYS ? 'span' : null;
}

/** Points of an SVG polyline for values over equal steps, scaled into width × height (top = max). */
export function chartPoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map(
      (v, i) =>
        `${Math.round(i * step * 10) / 10},${Math.round((height - ((v - min) / span) * height) * 10) / 10}`,
    )
    .join(' ');
}
