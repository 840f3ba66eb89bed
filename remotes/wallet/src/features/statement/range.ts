const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** True for a calendar day that exists (2026-02-31 does not). */
export function realDay(s: string): boolean {
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && iso(t) === s;
}

/** The player's IANA time zone (the browser's, which the pages format dates in); UTC if the browser names none. */
export function playerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

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
  const ok = (s: string | null) => (s && DAY.test(s) && realDay(s) ? s : null);
  const to = ok(q.get('to')) ?? today;
  const from = ok(q.get('from')) ?? iso(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
  return { from, to };
}

/** The longest statement the API gives, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366;

/** Why a complete range is not sent (the server's rule): `order` (from after to) or `span` (over 366 days). */
export function statementRangeError(r: { from: string; to: string }): 'order' | 'span' | null {
  if (r.from > r.to) return 'order';
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
