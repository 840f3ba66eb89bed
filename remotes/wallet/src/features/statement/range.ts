const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** True for a calendar day that exists (2026-02-31 does not). */
export function realDay(s: string): boolean {
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && iso(t) === s;
}

/** The statement's range from the URL query (`from`, `to`, YYYY-MM-DD, UTC days); default the last 30 days. */
export function statementRange(q: URLSearchParams, now = Date.now()): { from: string; to: string } {
  const ok = (s: string | null) => (s && DAY.test(s) && realDay(s) ? s : null);
  const to = ok(q.get('to')) ?? iso(now);
  const from = ok(q.get('from')) ?? iso(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
  return { from, to };
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
